import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../../../i18n/server/translate.ts';
import { CONFIRMATION_METHODS } from '../../../contract/enums.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { SessionContext } from '../../http/request-context.ts';
import type { Confirmed } from '../confirmation/confirm-with.ts';
import { CHALLENGE_METHODS, CHALLENGE_TYPES } from '../../../contract/enums.ts';

/**
 * What the sign-in routes (server/auth/sign-in/routes.ts, server/auth/passkeys/routes.ts) share: body fields, the
 * `LoginResult` and re-confirmation answers (docs/sign-in.md, docs/self-service.md), and the per-IP flood guards.
 */

/** A same-origin path to return to; anything else (or not a string) is ignored, never refused. */
export const intendedUrl = z.string().nullish().catch(null);

/**
 * The challenge id of the body (any string: an unknown one is the usual 401). Without it, while signed in, the
 * call is a re-confirmation (docs/self-service.md); without it and without a session, 422 on `challenge`.
 */
export const challengeId = z.string({ error: translate('server.challenge.required') });
export const challenge = challengeId.optional();

/**
 * "Dit apparaat 30 dagen onthouden" (docs/sign-in.md "Known and trusted devices"): only a sign-in's completion
 * uses it; a re-confirmation ignores it.
 */
export const trustDevice = z.boolean().optional();

export const secondStep = z.object({
  id: z.string(),
  type: z.enum(CHALLENGE_TYPES).nullable(),
  methods: z.array(z.enum(CHALLENGE_METHODS)),
});

/** docs/sign-in.md `LoginResult`. */
export const loginResult = z.object({
  data: z.union([
    z.object({ next: z.literal('second_step'), secondStep }),
    z.object({
      next: z.enum(['authenticated', 'onboarding']),
      backupCodesLeft: z.number().int().min(0).optional(),
    }),
  ]),
});

/** docs/self-service.md "Confirming": the answer of a `complete-*` call without a challenge. */
export const confirmedResult = z.object({
  data: z.object({
    confirmed: z.literal(true),
    method: z.enum(CONFIRMATION_METHODS),
    confirmedUntil: z.iso.datetime(),
  }),
});

/** A `complete-*` call answers either. */
export const completeResult = z.union([loginResult, confirmedResult]);

export function confirmedBody(confirmed: Confirmed): z.infer<typeof confirmedResult> {
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
