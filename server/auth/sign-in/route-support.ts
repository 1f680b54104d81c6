import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { confirmedAnswer } from '../../../contract/api/sign-in.ts';
import { translate } from '../../../i18n/server/translate.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { SessionContext } from '../../http/request-context.ts';
import type { Confirmed } from '../confirmation/confirm-with.ts';

/**
 * What the sign-in routes (server/auth/sign-in/routes.ts, server/auth/passkeys/routes.ts) share besides their
 * schemas (contract/api/sign-in.ts): the re-confirmation answer, the session a call without a challenge confirms,
 * and the per-IP flood guards.
 */

export function confirmedBody(confirmed: Confirmed): z.infer<typeof confirmedAnswer> {
  return { data: { ...confirmed, confirmedUntil: confirmed.confirmedUntil.toISOString() } };
}

/** A call without a challenge: the signed-in session (a re-confirmation), or 422 on `challenge` (nothing to complete). */
export function confirmingSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new ValidationError({ challenge: [translate('server.challenge.required')] });
  return request.session;
}

/** Per-IP flood guards (docs/api.md "Rate limits"); the sign-in throttle is what stops guessing. */
export const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
export const SEND_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
export const COMPLETE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
