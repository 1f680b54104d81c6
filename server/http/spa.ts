import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderIndexHtml } from './index-html.ts';

/**
 * Serves the built SPA: hashed assets (precompressed .br/.gz chosen by Accept-Encoding) with a long cache, and
 * index.html for every other non-API GET (history fallback), with the configured application name filled in.
 */
export const spaPlugin = fp<{ root: string; appName: string }>(
  async (app: FastifyInstance, { root, appName }) => {
    const indexHtml = renderIndexHtml(root, appName);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = /[/\\]assets[/\\]/.test(filePath);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) return reply.callNotFound();
      const file = url.replace(/^\/+/, '');
      if (file && file !== 'index.html' && /\.[a-z0-9]+$/i.test(file)) return reply.sendFile(file);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  },
);
