import fp from 'fastify-plugin';

// Scaffolding: the sessions work package replaces this with the real plugin.
export const sessionPlugin = fp(async () => {});
