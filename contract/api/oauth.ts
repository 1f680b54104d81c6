import { z } from 'zod';
import { OAUTH_SCOPES } from '../enums.ts';
import { envelope } from './envelope.ts';

/**
 * The OAuth calls of the SPA (spec §6, §7 `POST /oauth/authorize`): the consent page's question and answer, and the
 * user's connected apps. The provider's own endpoints (under `/oidc`) are not described here.
 */

/** The provider's interaction the consent page answers (its redirect to the page `/oauth/authorize?uid=…`). */
const uid = z.string().min(1).max(200);
const scope = z.enum(OAUTH_SCOPES);

/** The consent page's two answers. */
export const CONSENT_DECISIONS = ['approve', 'deny'] as const;

/** `GET /oauth/authorize?uid=…`: what the app asks of the signed-in user. */
export const consentRequestQuery = z.object({ uid });
export const consentRequest = z.object({
  uid: z.string(),
  /** Who is answering (the page says "Je bent ingelogd als …": a shared browser shows whose account it is). */
  user: z.object({ name: z.string(), email: z.string() }),
  /** `url`: the app's registered site, where "Terug naar <app>" leads when the request cannot go on. */
  client: z.object({ id: z.string(), name: z.string(), url: z.string().optional() }),
  /** Every scope the app asks for, in our order; `granted` when the user gave it to this app before. */
  scopes: z.array(z.object({ scope, granted: z.boolean() })),
});
export type ConsentRequest = z.infer<typeof consentRequest>;
export const consentRequestAnswer = envelope(consentRequest);

/**
 * `POST /oauth/authorize`: the user's answer; `scopes` are those approved (default: all asked; `openid` cannot be
 * left out when it was asked, 422 on `scopes`). Gives the provider URL where the browser continues (same origin).
 */
export const consentDecisionBody = z.object({
  uid,
  decision: z.enum(CONSENT_DECISIONS),
  scopes: z.array(z.string().max(50)).max(10).optional(),
});
export type ConsentDecision = z.input<typeof consentDecisionBody>;
export const consentDecisionAnswer = envelope(z.object({ redirectTo: z.string() }));

/** `GET /user/oauth-grants`: the apps the user has given access, one per grant, newest first. */
export const connectedApp = z.object({
  /** The grant's id: what `DELETE /user/oauth-grants/{id}` takes. */
  id: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  scopes: z.array(scope),
  grantedAt: z.iso.datetime(),
});
export type ConnectedApp = z.infer<typeof connectedApp>;
export const connectedAppsAnswer = envelope(z.array(connectedApp));

/** `DELETE /user/oauth-grants/{id}` (204): the grant and every code and token under it are gone; 404 if none. */
export const revokeGrantParams = z.object({ id: z.string().max(200) });
