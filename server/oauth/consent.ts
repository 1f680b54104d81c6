import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import { translate } from '../../i18n/server/translate.ts';
import type { Db } from '../db/client.ts';
import { HttpError, ValidationError } from '../http/http-error.ts';
import { findUserById } from '../users/users.ts';
import type { ConsentDecision, ConsentRequest } from '../../contract/api/oauth.ts';
import { OAUTH_SCOPES, type OAuthScope } from '../../contract/enums.ts';
import { clientHomeUrl } from './client-home.ts';
import { findClient } from './clients.ts';
import { interactionOf } from './interaction.ts';
import { grantIdOf } from './provider.ts';

function requestedScopes(details: InteractionDetails): OAuthScope[] {
  const asked = new Set(String(details.params.scope ?? '').split(' '));
  return OAUTH_SCOPES.filter((scope) => asked.has(scope));
}

async function grantedScopes(
  request: FastifyRequest,
  userId: string,
  clientId: string,
): Promise<Set<string>> {
  const { oauthProvider, database } = request.server;
  const grantId = await grantIdOf(database.db, userId, clientId);
  const grant = grantId ? await oauthProvider.Grant.find(grantId) : undefined;
  return new Set(grant ? grant.getOIDCScope().split(' ') : []);
}

async function clientOf(db: Db, details: InteractionDetails) {
  const client = await findClient(db, details.params.client_id);
  if (!client) throw new HttpError(422, translate('server.oauth.failed'));
  return client;
}

/** `GET /api/oauth/authorize?uid=…`: what the app asks of the signed-in user. */
export async function readConsentRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  uid: string,
): Promise<ConsentRequest> {
  const details = await interactionOf(request, reply, uid);
  const client = await clientOf(request.server.database.db, details);
  const granted = await grantedScopes(request, userId, client.id);
  const user = await findUserById(request.server.database.db, userId);
  return {
    uid: details.uid,
    user: {
      name: `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim(),
      email: user?.email ?? '',
    },
    client: { id: client.id, name: client.name, ...urlOf(client.redirectUris) },
    scopes: requestedScopes(details).map((scope) => ({ scope, granted: granted.has(scope) })),
  };
}

function urlOf(redirectUris: string): { url?: string } {
  const url = clientHomeUrl(redirectUris);
  return url ? { url } : {};
}

/**
 * `POST /api/oauth/authorize`: records the user's answer on the interaction and gives the provider URL where the
 * browser continues (same origin: the provider then redirects to the app with a code, or `access_denied`).
 * The signed-in portal user is the one who logs in: a provider session of someone else on this browser is
 * ended first, so their grants and codes never reach this user or the app.
 */
export async function answerConsent(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  answer: ConsentDecision,
): Promise<string> {
  const provider = request.server.oauthProvider;
  const details = await interactionOf(request, reply, answer.uid);
  if (answer.decision === 'deny') {
    return provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User denied the request' },
      { mergeWithLastSubmission: false },
    );
  }
  const client = await clientOf(request.server.database.db, details);
  const requested = requestedScopes(details);
  const chosen = answer.scopes ?? requested;
  const unknown = chosen.filter((scope) => !requested.includes(scope as OAuthScope));
  if (unknown.length > 0 || (requested.includes('openid') && !chosen.includes('openid'))) {
    throw new ValidationError({ scopes: [translate('server.oauth.scopesInvalid')] });
  }

  if (details.session && details.session.accountId !== userId) {
    if (details.session.cookie) await (await provider.Session.find(details.session.cookie))?.destroy();
    delete details.session;
    await details.save(details.exp - Math.floor(Date.now() / 1000));
  }

  const grantId = await grantIdOf(request.server.database.db, userId, client.id);
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: userId, clientId: client.id });
  grant.addOIDCScope(chosen.join(' '));
  const rejected = requested.filter((scope) => !chosen.includes(scope));
  if (rejected.length > 0) grant.rejectOIDCScope(rejected.join(' '));
  const savedGrantId = await grant.save();
  return provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId: userId }, consent: { grantId: savedGrantId } },
    { mergeWithLastSubmission: false },
  );
}
