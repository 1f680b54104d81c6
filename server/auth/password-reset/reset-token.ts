import { createHash, randomBytes } from 'node:crypto';

/** A new reset token: 256 random bits, base64url (43 characters), only in the link; its hash is stored. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token: what `password_reset_requests.token_hash` holds. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Cheap shape check before touching the database: a token we issued is 43 base64url characters. */
export function looksLikeResetToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The link in the mail: the SPA's reset page (spec §2 `/password/reset/{token}`). */
export function resetLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/password/reset/${token}`;
}
