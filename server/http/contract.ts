import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionAnswer } from '../../contract/api/sign-in.ts';
import { announceApiVersion, checkApiVersion } from './api-version.ts';
import { loadAppKey } from './app-key.ts';
import { checkXsrfToken, issueXsrfToken } from './csrf.ts';
import { installErrorHandling } from './error-handler.ts';
import { checkMaintenance } from './maintenance-guard.ts';
import { registerOpenApi } from './openapi.ts';
import { registerRateLimit } from './rate-limit.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { refuseUnstorableTextOnEveryRoute } from './unstorable-text.ts';
import { applyDutchValidationMessages } from './zod-messages.ts';

/**
 * Whole server, registered first: Dutch validation messages, the app key, cookies, security headers, the error
 * envelope, rate limiting, and the OpenAPI document outside production (before any route, so it sees them all).
 */
export const httpContract = fp(
  async (app: FastifyInstance) => {
    applyDutchValidationMessages();
    app.decorate('appKey', await loadAppKey(app.config, app.database.db));
    await app.register(cookie);
    await registerSecurityHeaders(app, app.config);
    installErrorHandling(app);
    await registerRateLimit(app, app.config);
    await registerOpenApi(app, app.config);
  },
  { name: 'http-contract' },
);

/**
 * Inside /api, before the session, as onRequest hooks in this order: the X-Api-Version answer header, the
 * per-IP ceiling (route rate limits run later, as route hooks), maintenance mode, the API version check.
 * Bodies are JSON only: Fastify's text/plain parser is removed, so such a body answers 415 like any other type.
 * Every route of the scope refuses text the database cannot store (a NUL …) with a 422, right before its schema
 * validation (server/http/unstorable-text.ts).
 */
export const apiContract = fp(
  async (api: FastifyInstance) => {
    api.removeContentTypeParser('text/plain');
    api.addHook('onRequest', announceApiVersion);
    api.addHook('onRequest', api.perIpCeiling);
    api.addHook('onRequest', checkMaintenance);
    api.addHook('onRequest', checkApiVersion);
    refuseUnstorableTextOnEveryRoute(api);
  },
  { name: 'api-contract' },
);

/**
 * Inside /api, after the session: the XSRF double-submit check on unsafe methods, and GET /session, which
 * issues a fresh token (the client's refresh after a 419) and says whether a session is signed in.
 */
export const csrfProtection = fp(
  async (api: FastifyInstance) => {
    api.addHook('preValidation', checkXsrfToken);
    const config = { access: 'public' } as const;
    api.get('/session', { config, schema: { response: { 200: sessionAnswer } } }, async (request, reply) => {
      issueXsrfToken(request, reply);
      return { data: { authenticated: request.session != null } };
    });
  },
  { name: 'csrf-protection' },
);
