import { and, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, signInEvents } from '../../db/schema/index.ts';
import { purgeExpiredChallenges } from '../challenges/challenges.ts';
import { purgeCodeMails } from '../codes/code-mail-cap.ts';
import { purgeExpiredDevices } from '../devices/purge-devices.ts';
import { purgeExpiredWebauthnChallenges } from '../passkeys/webauthn-challenges.ts';

/**
 * How long sign-in events are kept: far longer than the throttle's hour, so an account's recent attempts can be
 * looked into (and shown as login activity later); then they go, as personal data (IP, user agent) should.
 */
export const SIGN_IN_EVENT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Deletes what sign-in leaves behind: challenges past their end (with their codes, and passkey challenges), known devices past their end, records of sign-in code mails past the
 * hour of their cap, expired codes of users
 * (verification, re-confirmation), and sign-in events past their retention. Returns how many rows went.
 */
export async function purgeSignInLeftovers(db: Db, now: Date = new Date()): Promise<number> {
  const challenges = await purgeExpiredChallenges(db, now);
  const webauthn = await purgeExpiredWebauthnChallenges(db, now);
  const devices = await purgeExpiredDevices(db, now);
  const codeMails = await purgeCodeMails(db, now);
  const codes = await db
    .delete(oneTimeCodes)
    .where(and(isNotNull(oneTimeCodes.userId), lte(oneTimeCodes.expiresAt, now)));
  const events = await db
    .delete(signInEvents)
    .where(lte(signInEvents.createdAt, new Date(now.getTime() - SIGN_IN_EVENT_RETENTION_MS)));
  return challenges + webauthn + devices + codeMails + (codes.rowCount ?? 0) + (events.rowCount ?? 0);
}
