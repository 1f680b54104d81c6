import { pgErrorOf } from '../../db/pg-error.ts';
import type { Db } from '../../db/client.ts';
import type { AttemptOutcome, SignInMethod } from '../../../contract/enums.ts';
import { signInEvents, type AttemptKind } from '../../db/schema/index.ts';

/** Who tried, how, and from where: everything a sign-in event records besides its outcome. */
export interface Attempt {
  /** The email address as typed (trimmed, lower case): `normalizeSignInEmail`. */
  email: string;
  userId: string | null;
  method: SignInMethod;
  kind: AttemptKind;
  ip: string;
  userAgent: string;
  /**
   * The known device of this account the attempt came from (server/auth/devices/recognize-device.ts), or
   * null/absent for an unknown browser: the throttle counts the two apart (docs/sign-in.md "No targeted lock-out").
   */
  deviceId?: string | null | undefined;
}

/** The form a typed email is counted and stored in: trimmed, lower case. */
export function normalizeSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The throttle counts password failures and code failures apart; a backup code counts as a code. */
export function attemptKind(method: SignInMethod): AttemptKind {
  return method === 'password' ? 'password' : 'code';
}

/** Records one attempt (success, failure or throttled) in `sign_in_events`. */
export async function recordSignInEvent(
  db: Db,
  attempt: Attempt,
  outcome: AttemptOutcome,
  reason: string | null,
  now: Date = new Date(),
): Promise<void> {
  const row = {
    userId: attempt.userId,
    email: attempt.email.slice(0, 320),
    method: attempt.method,
    kind: attempt.kind,
    outcome,
    reason,
    ip: attempt.ip,
    deviceId: attempt.deviceId ?? null,
    userAgent: attempt.userAgent.slice(0, 512),
    createdAt: now,
  };
  try {
    await db.insert(signInEvents).values(row);
  } catch (error) {
    // The device was forgotten meanwhile (a copy detected, the purge): the attempt is then an unknown browser's.
    if (row.deviceId === null || pgErrorOf(error)?.code !== '23503') throw error;
    await db.insert(signInEvents).values({ ...row, deviceId: null });
  }
}
