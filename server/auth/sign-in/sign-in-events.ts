import { pgErrorOf } from '../../db/pg-error.ts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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
  /**
   * The sign-in challenge the attempt was made on (a code, or the password after a completed first factor), or
   * null/absent: from an unknown browser it is counted in that challenge's own bucket.
   */
  challengeId?: string | null | undefined;
}

/** The recorded form of an attempt still being checked: outcome `failure` (so the throttle counts it) until settled. */
export const PENDING_REASON = 'pending';

/** The form a typed email is counted and stored in: trimmed, lower case. */
export function normalizeSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The throttle counts password failures and code failures apart; a backup code counts as a code. */
export function attemptKind(method: SignInMethod): AttemptKind {
  return method === 'password' ? 'password' : 'code';
}

/** Records one attempt (success, failure or throttled) in `sign_in_events`; gives the row's id. */
export async function recordSignInEvent(
  db: Db | Tx,
  attempt: Attempt,
  outcome: AttemptOutcome,
  reason: string | null,
  now: Date = new Date(),
): Promise<string> {
  const row = {
    userId: attempt.userId,
    email: attempt.email.slice(0, 320),
    method: attempt.method,
    kind: attempt.kind,
    outcome,
    reason,
    ip: attempt.ip,
    deviceId: attempt.deviceId ?? null,
    challengeId: attempt.challengeId ?? null,
    userAgent: attempt.userAgent.slice(0, 512),
    createdAt: now,
  };
  if (row.deviceId === null) return insertedId(await db.insert(signInEvents).values(row).returning());
  try {
    // A savepoint inside a transaction, so a refused insert does not end it.
    return await db.transaction(async (inner) =>
      insertedId(await inner.insert(signInEvents).values(row).returning()),
    );
  } catch (error) {
    // The device was forgotten meanwhile (a copy detected, the purge): the attempt is then an unknown browser's.
    if (pgErrorOf(error)?.code !== '23503') throw error;
    return insertedId(
      await db
        .insert(signInEvents)
        .values({ ...row, deviceId: null })
        .returning(),
    );
  }
}

/** What an attempt being checked (`pending`) turned out to be, and who it was when that is known only now. */
export interface Settled {
  outcome: 'success' | 'failure';
  reason: string;
  userId?: string | null;
  email?: string;
  deviceId?: string | null;
}

/** Settles an attempt recorded as pending (server/auth/sign-in/sign-in-throttle.ts `beginAttempt`). */
export async function settleSignInEvent(db: Db, id: string, settled: Settled): Promise<void> {
  const { email, ...rest } = settled;
  const set = { ...rest, ...(email === undefined ? {} : { email: email.slice(0, 320) }) };
  try {
    await db.update(signInEvents).set(set).where(eq(signInEvents.id, id));
  } catch (error) {
    if (!settled.deviceId || pgErrorOf(error)?.code !== '23503') throw error;
    await db
      .update(signInEvents)
      .set({ ...set, deviceId: null })
      .where(eq(signInEvents.id, id));
  }
}

function insertedId(rows: { id: string }[]): string {
  const [row] = rows;
  if (!row) throw new Error('sign_in_events: the insert returned no row');
  return row.id;
}
