import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit tokens (OWASP CSRF cheat sheet, "signed double-submit cookie"): a random nonce and
 * HMAC-SHA256(appKey, session binding + nonce), as `<nonce>.<mac>` in base64url. A token only verifies for the
 * session it was issued to (the binding is the session id, or '' without a session), so a token planted in the
 * cookie by a sibling subdomain or taken from another session is refused.
 */
const NONCE_BYTES = 16;
const MAC_BYTES = 32;

function mac(key: Buffer, binding: string, nonce: string): Buffer {
  // Length-prefixed and labelled, so no other use of the app key can produce the same input.
  return createHmac('sha256', key).update(`xsrf:${binding.length}:${binding}:${nonce}`).digest();
}

/** A fresh token for the session binding. */
export function createXsrfToken(key: Buffer, binding: string): string {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return `${nonce}.${mac(key, binding, nonce).toString('base64url')}`;
}

/** Whether the token was made by `createXsrfToken(key, binding)`; constant time in the MAC. */
export function verifyXsrfToken(key: Buffer, binding: string, token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 2) return false;
  const [nonce = '', given = ''] = parts;
  if (Buffer.from(nonce, 'base64url').length !== NONCE_BYTES) return false;
  const givenMac = Buffer.from(given, 'base64url');
  if (givenMac.length !== MAC_BYTES) return false;
  return timingSafeEqual(givenMac, mac(key, binding, nonce));
}

/** Constant-time string equality (hashing first, so differing lengths leak nothing either). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
