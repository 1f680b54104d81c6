import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { translate } from '../../i18n/server-translate.ts';
import type { App } from '../app-types.ts';
import { issueXsrfToken } from '../http/csrf.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie.ts';
import { loginWithPassword } from './login-with-password.ts';
import { logout } from './logout.ts';

const loginBody = z.object({
  email: z
    .string({ error: translate('server.login.emailRequired') })
    .trim()
    .min(1, { error: translate('server.login.emailRequired') })
    .max(254, { error: translate('server.login.invalidCredentials') }),
  password: z
    .string({ error: translate('server.login.passwordRequired') })
    .min(1, { error: translate('server.login.passwordRequired') })
    .max(1024, { error: translate('server.login.passwordTooLong') }),
  remember: z.boolean().optional().default(false),
});

/**
 * `next` tells the SPA where to go. The sign-in issue extends this with
 * `{ next: 'second_step', secondStep: { id, type: 'email' | 'sms' | 'totp', methods: [...] } }`, adding fields
 * without changing the existing ones.
 */
const loginResponse = z.object({
  data: z.object({ next: z.enum(['authenticated', 'onboarding']) }),
});

/** Password sign-in and sign-out (spec §7 Auth). */
export async function authRoutes(app: App): Promise<void> {
  app.post(
    '/auth/login-with-password',
    {
      schema: { body: loginBody, response: { 200: loginResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await loginWithPassword(app.database.db, request.body, {
        userAgent: request.headers['user-agent'] ?? '',
        ip: request.ip,
        currentSessionId: request.session?.id ?? null,
      });
      setSessionCookie(reply, app.config, result.token, result.session.remember);
      request.session = result.session;
      issueXsrfToken(request, reply);
      return { data: { next: result.next } };
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    await logout(app.database.db, request.session);
    clearSessionCookie(reply, app.config);
    request.session = null;
    issueXsrfToken(request, reply);
    return reply.code(204).send();
  });
}
