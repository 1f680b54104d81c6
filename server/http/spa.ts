import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pathOf } from './api-paths.ts';
import { renderIndexHtml } from './index-html.ts';
import { notFound } from './not-found.ts';
import { pagePreloads } from './page-preloads.ts';
import { isHistoryPath, isServableAsset, publicRootFiles } from './spa-files.ts';

/**
 * Serves the built SPA, and nothing else of the build directory:
 * - `/assets/*`: the hashed bundles (precompressed .br/.gz chosen by Accept-Encoding) with a long cache; never
 *   source maps; a missing asset is a 404, not index.html;
 * - the files Vite copied from public/ to the build root (favicon …), listed at start;
 * - every other GET/HEAD outside /api: index.html (history fallback, so `/password/reset/abc.def` and
 *   `/system/tags/v1.2` are pages too), with the configured application name filled in; except paths naming
 *   build internals (dot-named segments like /.vite/, source maps), which are a 404. The first pages that are
 *   a lazy chunk (/login …) get that chunk named as a modulepreload, so it loads beside the entry.
 * The history fallback is the root's not-found handler, so unknown /api paths still reach the /api scope's own.
 */
export const spaPlugin = fp<{ root: string; appName: string }>(
  async (app: FastifyInstance, { root, appName }) => {
    const indexHtml = renderIndexHtml(root, appName);
    const preloadsFor = pagePreloads(root);
    await app.register(fastifyStatic, {
      root,
      // Only reply.sendFile: no route per file of the build directory.
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = /[/\\]assets[/\\]/.test(filePath);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    app.get('/assets/*', async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (!isServableAsset(file)) return notFound();
      // A missing file calls the not-found handler below, which answers 404 for /assets/.
      return reply.sendFile(`assets/${file}`);
    });

    for (const name of publicRootFiles(root)) {
      app.get(`/${name}`, async (_request, reply) => reply.sendFile(name));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const page =
        (request.method === 'GET' || request.method === 'HEAD') && isHistoryPath(pathOf(request.url));
      if (!page) return notFound();
      const preloads = preloadsFor(pathOf(request.url));
      const html = preloads ? indexHtml.replace('</head>', `${preloads}</head>`) : indexHtml;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  },
  { name: 'spa' },
);
