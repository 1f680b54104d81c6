import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { confirmedAnswer, loginAnswer } from '../../../contract/api/sign-in.ts';
import { translate } from '../../../i18n/server/translate.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { SessionContext } from '../../http/request-context.ts';
import type { Confirmed } from '../confirmation/confirm-with.ts';
import { confirmationContext, type ConfirmationContext } from '../confirmation/confirmation-context.ts';
import type { SignInContext, SignInResult } from './sign-in-context.ts';
import { applySignInResult, signInContext } from './sign-in-request.ts';

/**
 * What the sign-in routes (server/auth/sign-in/routes.ts, server/auth/passkeys/routes.ts) share besides their
 * schemas (contract/api/sign-in.ts): the re-confirmation answer, the session a call without a challenge confirms,
 * and the per-IP flood guards.
 */

function confirmedBody(confirmed: Confirmed): z.infer<typeof confirmedAnswer> {
  return { data: { ...confirmed, confirmedUntil: confirmed.confirmedUntil.toISOString() } };
}

/** A call without a challenge: the signed-in session (a re-confirmation), or 422 on `challenge` (nothing to complete). */
export function confirmingSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new ValidationError({ challenge: [translate('server.challenge.required')] });
  return request.session;
}

/**
 * A `complete-*` call: with a challenge it completes that sign-in step (`complete`), without one it re-confirms the
 * signed-in user (`confirm`; docs/self-service.md "Confirming"), or answers 422 on `challenge` when nobody is signed
 * in.
 */
export async function completeOrConfirm(
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: string | undefined,
  steps: {
    confirm: (ctx: ConfirmationContext) => Promise<Confirmed>;
    complete: (ctx: SignInContext, challenge: string) => Promise<SignInResult>;
  },
): Promise<z.infer<typeof confirmedAnswer> | z.infer<typeof loginAnswer>> {
  if (challenge === undefined) {
    return confirmedBody(await steps.confirm(confirmationContext(request, confirmingSession(request))));
  }
  return { data: applySignInResult(request, reply, await steps.complete(signInContext(request), challenge)) };
}

/** Per-IP flood guards (docs/api.md "Rate limits"); the sign-in throttle is what stops guessing. */
export const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
export const SEND_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
export const COMPLETE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
