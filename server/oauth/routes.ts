import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { HttpError } from '../http/http-error.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';
import { findUserById } from '../users/users.ts';
import { OAUTH_SCOPES } from '../../contract/enums.ts';
import { answerConsent, readConsentRequest } from './consent.ts';
import { listConnectedApps, revokeConnectedApp } from './grants.ts';

const uid = z.string().min(1).max(200);
const scope = z.enum(OAUTH_SCOPES);

const consentRequest = z.object({
  uid: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  client: z.object({ id: z.string(), name: z.string(), url: z.string().optional() }),
  scopes: z.array(z.object({ scope, granted: z.boolean() })),
});

const connectedApp = z.object({
  id: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  scopes: z.array(scope),
  grantedAt: z.string(),
});

/** A signed-in user who has finished onboarding (an onboarding user gives no app access); else 401 or 403. */
async function requireAccountUser(request: FastifyRequest): Promise<string> {
  const session = requireUser(request);
  const user = await findUserById(request.server.database.db, session.userId);
  if (!user || !isOnboardingComplete(deriveOnboarding(user))) {
    throw new HttpError(403, translate('server.forbidden'));
  }
  return user.id;
}

/** The consent API of the OAuth provider (spec §7 `POST /oauth/authorize`) and the user's connected apps. */
export async function oauthRoutes(app: App): Promise<void> {
  // Every call here is the signed-in user's: 401 before the query or body is looked at (after the XSRF check).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/oauth/authorize',
    {
      schema: {
        tags: ['oauth'],
        querystring: z.object({ uid }),
        response: { 200: z.object({ data: consentRequest }) },
      },
    },
    async (request, reply) => {
      const userId = await requireAccountUser(request);
      return { data: await readConsentRequest(request, reply, userId, request.query.uid) };
    },
  );

  app.post(
    '/oauth/authorize',
    {
      schema: {
        tags: ['oauth'],
        body: z.object({
          uid,
          decision: z.enum(['approve', 'deny']),
          scopes: z.array(z.string().max(50)).max(10).optional(),
        }),
        response: { 200: z.object({ data: z.object({ redirectTo: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const userId = await requireAccountUser(request);
      return { data: { redirectTo: await answerConsent(request, reply, userId, request.body) } };
    },
  );

  app.get(
    '/user/oauth-grants',
    { schema: { tags: ['oauth'], response: { 200: z.object({ data: z.array(connectedApp) }) } } },
    async (request) => {
      const userId = await requireAccountUser(request);
      return { data: await listConnectedApps(app.database.db, userId) };
    },
  );

  app.delete(
    '/user/oauth-grants/:id',
    { schema: { tags: ['oauth'], params: z.object({ id: z.string().max(200) }) } },
    async (request, reply) => {
      const userId = await requireAccountUser(request);
      const revoked = await revokeConnectedApp(app.database.db, userId, request.params.id);
      if (!revoked) throw new HttpError(404, translate('server.oauth.grantNotFound'));
      return reply.code(204).send();
    },
  );
}
