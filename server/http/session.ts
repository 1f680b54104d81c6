import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { App } from '../app-types.ts';
import { findSessionByToken } from '../auth/sessions/sessions.ts';
import { keepSessionsWhileListening } from '../session-cache/keep-while-listening.ts';
import { issueXsrfToken } from './csrf.ts';
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts';
import './request-context.ts';

/**
 * Sets `request.session` on every /api request: the live session of the `zp_session` cookie, or null.
 * A cookie whose session is gone (expired, logged out elsewhere) is cleared in the same response, with a fresh
 * XSRF token for the signed-out state, so the browser can sign in again without a 419 first.
 */
export const sessionPlugin = fp(
  async (app: App) => {
    // The contract plugins may have registered @fastify/cookie already (it may only be registered once).
    if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
    app.decorateRequest('session', null);
    keepSessionsWhileListening(app);
    app.addHook('onRequest', async (request, reply) => {
      const token = readSessionCookie(request, app.config);
      if (!token) return;
      request.session = await findSessionByToken(app.database.db, token);
      if (request.session) return;
      clearSessionCookie(reply, app.config);
      issueXsrfToken(request, reply);
    });
  },
  { name: 'zorgportaal-session' },
);
