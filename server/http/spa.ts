import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA with history fallback: any non-API GET without a file gets index.html. */
export const spaPlugin = fp<{ root: string }>(async (app: FastifyInstance, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = /[/\\]assets[/\\]/.test(filePath);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return reply.callNotFound();
    const file = url.replace(/^\/+/, '');
    if (file && !file.endsWith('/') && /\.[a-z0-9]+$/i.test(file)) return reply.sendFile(file);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
