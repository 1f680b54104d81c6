import fp from 'fastify-plugin';

// Scaffolding: the HTTP-contract work package replaces these with the real plugins.
/** Whole-server: security headers, error envelope, not-found. */
export const httpContract = fp(async () => {});
/** Inside /api, before the session: maintenance mode, API version header, rate limiting. */
export const apiContract = fp(async () => {});
/** Inside /api, after the session: XSRF double-submit check and GET /session. */
export const csrfProtection = fp(async () => {});
