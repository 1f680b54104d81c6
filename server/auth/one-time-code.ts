import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * docs/architecture.md "Security numbers": 6 digits, valid 10 minutes, at most 5 tries, a new one 60 s after the
 * previous (per channel).
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60 * 1000;

/** A fresh code: 6 digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** A fresh row id for a code: the hash covers it, so equal codes never have equal hashes. */
export function newCodeId(): string {
  return randomUUID();
}

/**
 * HMAC-SHA-256 (hex) of a code under the app key, bound to the code's row id. Without the key the 10^6 possible
 * codes cannot be tried against a stolen hash; a labelled, length-prefixed input keeps it apart from every other
 * use of the key (XSRF tokens, TOTP secrets).
 */
export function hashCode(appKey: Buffer, codeId: string, code: string): string {
  return createHmac('sha256', appKey)
    .update(`one-time-code:${codeId.length}:${codeId}:${code}`)
    .digest('hex');
}

/** Whether `code` is the code behind `codeHash`; constant time in the hash. */
export function codeMatches(appKey: Buffer, codeId: string, codeHash: string, code: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const given = Buffer.from(hashCode(appKey, codeId, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** When the next code of a channel may be sent, given when the previous one was. */
export function resendAvailableAt(previousCreatedAt: Date): Date {
  return new Date(previousCreatedAt.getTime() + CODE_RESEND_COOLDOWN_MS);
}
