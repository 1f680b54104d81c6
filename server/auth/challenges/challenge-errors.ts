import { translate } from '../../../i18n/server/translate.ts';
import { HttpError, ValidationError } from '../../http/http-error.ts';
import { retryAfterSeconds } from '../sign-in/throttle.ts';

/** Unknown, expired, used, or from another browser: one answer for all (docs/sign-in.md "Challenges"). */
export function challengeExpired(): HttpError {
  return new HttpError(401, translate('server.challenge.expired'));
}

/** The challenge does not offer this method (now). */
export function methodUnavailable(): ValidationError {
  return new ValidationError({ challenge: [translate('server.challenge.methodUnavailable')] });
}

/** SMS asked for by a user without a verified phone number. */
export function noVerifiedPhone(): ValidationError {
  return new ValidationError({ challenge: [translate('server.challenge.noVerifiedPhone')] });
}

/** A new code inside the 60 s cooldown: 429 with Retry-After and `resendAvailableAt`. */
export function resendTooSoon(availableAt: Date, now: Date): HttpError {
  const seconds = retryAfterSeconds(availableAt, now);
  return new HttpError(
    429,
    translate('server.challenge.resendTooSoon', { smart_count: seconds }),
    { resendAvailableAt: availableAt.toISOString() },
    { 'Retry-After': String(seconds) },
  );
}
