import { and, eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { translate } from '../../i18n/server/translate.ts';
import type { Db } from '../db/client.ts';
import { users, type User } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import { backupCodesLeft, replaceBackupCodes } from '../auth/codes/backup-codes.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import {
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  decryptTotpSecret,
  encryptTotpSecret,
  generateTotpSecret,
  verifyTotp,
} from '../auth/codes/totp.ts';

export interface TotpStatus {
  enabled: boolean;
  confirmedAt: Date | null;
  /** A new secret waits for its first code. */
  pending: boolean;
}

/** `GET /totp`. Pure. */
export function totpStatus(
  user: Pick<User, 'totpSecret' | 'totpConfirmedAt' | 'totpPendingSecret'>,
): TotpStatus {
  const enabled = Boolean(user.totpSecret && user.totpConfirmedAt);
  return {
    enabled,
    confirmedAt: enabled ? user.totpConfirmedAt : null,
    pending: Boolean(user.totpPendingSecret),
  };
}

/**
 * `POST /totp`: a new pending secret (encrypted like the active one), replacing an earlier pending one; the
 * active secret keeps working until the new one is confirmed. Gives the base32 secret and the `otpauth://` URI.
 */
export async function startTotpSetup(
  db: Db,
  appKey: Buffer,
  appName: string,
  user: User,
): Promise<{ secret: string; uri: string }> {
  const secret = generateTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: encryptTotpSecret(appKey, user.id, secret), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  const uri = new TOTP({
    issuer: appName,
    label: user.email,
    secret,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
  return { secret, uri };
}

/**
 * `PATCH /totp` `{ code }`: the pending secret's first right code (±1 step) makes it the active one
 * (`totp_confirmed_at`, `totp_last_step`, so the same code cannot sign in afterwards). The update is conditional
 * on the pending secret read, so a concurrent `POST /totp` is not overwritten. When the user has no backup codes
 * left, 10 new ones come with it (shown once); else `backupCodes` is null. A new authenticator ends the trust of
 * every device (docs/sign-in.md "Known and trusted devices"). 422 on `code` for a wrong code or when no setup was
 * started.
 */
export async function confirmTotpSetup(
  db: Db,
  appKey: Buffer,
  user: User,
  code: string,
  now: Date,
): Promise<{ enabled: true; backupCodes: string[] | null }> {
  const pending = user.totpPendingSecret;
  if (!pending) throw new ValidationError({ code: [translate('server.security.totpNotStarted')] });
  // A new secret has no used step yet: the step of this code becomes the first one.
  const check = verifyTotp(decryptTotpSecret(appKey, user.id, pending), code, { now });
  if (!check.ok) throw new ValidationError({ code: [translate('server.challenge.wrongCode')] });
  const stored = await db
    .update(users)
    .set({
      totpSecret: pending,
      totpPendingSecret: null,
      totpConfirmedAt: now,
      totpLastStep: check.step,
      updatedAt: now,
    })
    .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, pending)))
    .returning({ id: users.id });
  if (stored.length === 0) throw new ValidationError({ code: [translate('server.security.totpNotStarted')] });
  await revokeTrustedDevices(db, user.id);
  const backupCodes =
    (await backupCodesLeft(db, user.id)) === 0 ? await replaceBackupCodes(db, user.id) : null;
  return { enabled: true, backupCodes };
}

/**
 * `DELETE /totp`: the authenticator off (active and pending secret gone); a preference `totp` falls back to `email`.
 * No device stays trusted.
 */
export async function disableTotp(db: Db, user: User, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpConfirmedAt: null,
      totpLastStep: null,
      ...(user.preferredOtp === 'totp' ? { preferredOtp: 'email' as const } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeTrustedDevices(db, user.id);
}
