import type { Translate } from '../../i18n/translator.ts';
import type { ApiError } from '../../src/api/index.ts';

/**
 * Seconds a 429 asks to wait: `Retry-After`, else the `resendAvailableAt` of a resend inside the cooldown
 * (docs/sign-in.md), else unknown.
 */
export function waitSeconds(error: ApiError, now: number = Date.now()): number | null {
  if (error.retryAfter !== undefined) return error.retryAfter;
  const until = resendAvailableAt(error);
  return until === null ? null : Math.max(0, Math.ceil((until - now) / 1000));
}

/** The `resendAvailableAt` of an error body as epoch ms, or null. */
export function resendAvailableAt(error: ApiError): number | null {
  const body = error.body as { resendAvailableAt?: unknown } | undefined;
  const time = typeof body?.resendAvailableAt === 'string' ? Date.parse(body.resendAvailableAt) : NaN;
  return Number.isNaN(time) ? null : time;
}

/**
 * "Je hebt dit te vaak geprobeerd, probeer het over 45 seconden opnieuw" (minutes from 60 s up, rounded up); the
 * plain rate-limited text of spec §8 when the wait is unknown.
 */
export function rateLimitedMessage(t: Translate, seconds: number | null): string {
  if (seconds === null || seconds <= 0) return t('errors.rateLimited');
  const time =
    seconds < 60
      ? t('challenge.seconds', { smart_count: seconds })
      : t('challenge.minutes', { smart_count: Math.ceil(seconds / 60) });
  return t('challenge.rateLimited', { time });
}
