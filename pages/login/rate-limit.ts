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

/** When a 429 may be tried again (epoch ms), from `waitSeconds`; null when unknown. */
export function retryAt(error: ApiError, now: number = Date.now()): number | null {
  const seconds = waitSeconds(error, now);
  return seconds === null ? null : now + seconds * 1000;
}

/** The `resendAvailableAt` of an error body as epoch ms, or null. */
export function resendAvailableAt(error: ApiError): number | null {
  const body = error.body as { resendAvailableAt?: unknown } | undefined;
  const time = typeof body?.resendAvailableAt === 'string' ? Date.parse(body.resendAvailableAt) : NaN;
  return Number.isNaN(time) ? null : time;
}

/** Whose texts say the wait: the sign-in pages' (nl/challenge.ts) or the verification flow's (nl/contact.ts). */
export type RateLimitArea = 'challenge' | 'contact';

// Literal keys (not `${area}.…`), so the key check of tests/unit/i18n-keys.test.ts sees them.
const WAIT_TEXTS = {
  challenge: { retryIn: 'challenge.retryIn', seconds: 'challenge.seconds', minutes: 'challenge.minutes' },
  contact: { retryIn: 'contact.retryIn', seconds: 'contact.seconds', minutes: 'contact.minutes' },
} as const;

/** "45 seconden", "2 minuten" (from 60 s up, rounded up): how long a wait is, in the texts of `area`. */
export function waitTime(t: Translate, seconds: number, area: RateLimitArea = 'challenge'): string {
  const texts = WAIT_TEXTS[area];
  return seconds < 60
    ? t(texts.seconds, { smart_count: seconds })
    : t(texts.minutes, { smart_count: Math.ceil(seconds / 60) });
}

/**
 * The rate-limited text of spec §8, "Je hebt dit te vaak geprobeerd, probeer het later opnieuw", always; when the
 * wait is known a second line says it: "Over 45 seconden kun je het opnieuw proberen.".
 */
export function rateLimitedMessage(
  t: Translate,
  seconds: number | null,
  area: RateLimitArea = 'challenge',
): [string] | [string, string] {
  const sentence = t('errors.rateLimited');
  if (seconds === null || seconds <= 0) return [sentence];
  return [sentence, t(WAIT_TEXTS[area].retryIn, { time: waitTime(t, seconds, area) })];
}
