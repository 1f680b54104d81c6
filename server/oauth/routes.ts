import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { HttpError } from '../http/http-error.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';
import { findUserById } from '../users/users.ts';
import {
  connectedAppsAnswer,
  consentDecisionAnswer,
  consentDecisionBody,
  consentRequestAnswer,
  consentRequestQuery,
  revokeGrantParams,
} from '../../contract/api/oauth.ts';
import { answerConsent, readConsentRequest } from './consent.ts';
import { listConnectedApps, revokeConnectedApp } from './grants.ts';

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
        querystring: consentRequestQuery,
        response: { 200: consentRequestAnswer },
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
        body: consentDecisionBody,
        response: { 200: consentDecisionAnswer },
      },
    },
    async (request, reply) => {
      const userId = await requireAccountUser(request);
      return { data: { redirectTo: await answerConsent(request, reply, userId, request.body) } };
    },
  );

  app.get(
    '/user/oauth-grants',
    { schema: { tags: ['oauth'], response: { 200: connectedAppsAnswer } } },
    async (request) => {
      const userId = await requireAccountUser(request);
      return { data: await listConnectedApps(app.database.db, userId) };
    },
  );

  app.delete(
    '/user/oauth-grants/:id',
    { schema: { tags: ['oauth'], params: revokeGrantParams } },
    async (request, reply) => {
      const userId = await requireAccountUser(request);
      const revoked = await revokeConnectedApp(app.database.db, userId, request.params.id);
      if (!revoked) throw new HttpError(404, translate('server.oauth.grantNotFound'));
      return reply.code(204).send();
    },
  );
}
