import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as docs/architecture.md "Security numbers" has it: SHA-1, 6 digits, 30 s steps, one step of drift either
 * way.
 */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/** The AES-256 key for TOTP secrets: HKDF-SHA-256 of the app key with info `totp-secret`. */
function secretKey(appKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), 'totp-secret', 32));
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * Encrypts a base32 TOTP secret for `users.totp_secret`: AES-256-GCM under HKDF(app key, 'totp-secret'), the
 * user's id as associated data (a secret copied onto another row does not decrypt). `v1:<iv>:<ciphertext>:<tag>`,
 * base64url.
 */
export function encryptTotpSecret(appKey: Buffer, userId: string, secretBase32: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, secretKey(appKey), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The base32 secret of `encryptTotpSecret`; throws when it was not made with this key for this user. */
export function decryptTotpSecret(appKey: Buffer, userId: string, stored: string): string {
  const [format, iv, ciphertext, tag, ...rest] = stored.split(':');
  if (format !== FORMAT || !iv || !ciphertext || !tag || rest.length > 0) {
    throw new Error('users.totp_secret has an unknown format');
  }
  const decipher = createDecipheriv(CIPHER, secretKey(appKey), Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The 30-second step `now` falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'reused' };

/**
 * Checks a code against a secret at `now` with ±1 step; a code of a step at or before `lastStep` (the last one
 * accepted for this user) is refused as reused, so each step signs in once (RFC 6238 §5.2). Pure; the caller
 * stores the returned step (atomically, see accept-totp.ts).
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  { now = new Date(), lastStep = null }: { now?: Date; lastStep?: number | null } = {},
): TotpCheck {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'wrong' };
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = totpStep(now) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'reused' };
  return { ok: true, step };
}
