import { and, count, eq, gt, isNull, max, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInEvents, type AttemptKind } from '../../db/schema/index.ts';
import { rateLimitedError } from '../../http/rate-limit.ts';
import { recordSignInEvent, type Attempt } from './sign-in-events.ts';
import {
  THROTTLE_WINDOW_MS,
  accountRetryAt,
  ipRetryAt,
  retryAfterSeconds,
  type FailureCounts,
} from './throttle.ts';

export interface Throttled {
  retryAt: Date;
  /**
   * Which limit: the account's among unknown browsers (the email typed), the known device's own, or the IP's.
   * Recorded as the throttled event's reason.
   */
  scope: 'account' | 'device' | 'ip';
}

export interface ThrottleKey {
  email: string;
  ip: string;
  kind: AttemptKind;
  /** The attempt's known device of this account, or null/absent for an unknown browser. */
  deviceId?: string | null | undefined;
}

async function failureCounts(db: Db, where: SQL | undefined): Promise<FailureCounts> {
  const [row] = await db
    .select({ failures: count(), last: max(signInEvents.createdAt), oldest: min(signInEvents.createdAt) })
    .from(signInEvents)
    .where(where);
  return { failures: row?.failures ?? 0, last: row?.last ?? null, oldest: row?.oldest ?? null };
}

/**
 * The failures of one bucket since its last success of the same kind in the window: a user who mistyped a few
 * times and then got in is not slowed down later in the hour.
 */
async function bucketRetryAt(
  db: Db,
  bucket: SQL | undefined,
  kind: AttemptKind,
  now: Date,
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const of = (outcome: 'success' | 'failure', since: Date) =>
    and(
      bucket,
      eq(signInEvents.kind, kind),
      eq(signInEvents.outcome, outcome),
      gt(signInEvents.createdAt, since),
    );
  const [success] = await db
    .select({ last: max(signInEvents.createdAt) })
    .from(signInEvents)
    .where(of('success', windowStart));
  const since = success?.last && success.last > windowStart ? success.last : windowStart;
  return accountRetryAt(await failureCounts(db, of('failure', since)), now);
}

/**
 * Whether an attempt of `kind` must wait (docs/sign-in.md "No targeted lock-out"), from the failures in
 * `sign_in_events` of the last hour, in one of two buckets that never block each other:
 * - from a known device of the account: that device's own failures only (the same schedule), and no per-IP limit
 *   (OWASP's device cookies: a browser that signed in to this account before is let through);
 * - from an unknown browser: the failures of all unknown browsers for the typed email, then the IP's.
 * Each bucket starts again after its own success of the same kind; the IP's count does not (anyone can succeed
 * with their own account).
 */
export async function throttleFor(
  db: Db,
  { email, ip, kind, deviceId }: ThrottleKey,
  now: Date = new Date(),
): Promise<Throttled | null> {
  if (deviceId) {
    const device = await bucketRetryAt(db, eq(signInEvents.deviceId, deviceId), kind, now);
    return device ? { retryAt: device, scope: 'device' } : null;
  }
  const unknownBrowsers = and(eq(signInEvents.email, email), isNull(signInEvents.deviceId));
  const account = await bucketRetryAt(db, unknownBrowsers, kind, now);
  if (account) return { retryAt: account, scope: 'account' };
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const ipCounts = await failureCounts(
    db,
    and(
      eq(signInEvents.ip, ip),
      eq(signInEvents.kind, kind),
      eq(signInEvents.outcome, 'failure'),
      gt(signInEvents.createdAt, windowStart),
    ),
  );
  const byIp = ipRetryAt(ipCounts, now);
  return byIp ? { retryAt: byIp, scope: 'ip' } : null;
}

/**
 * Refuses a throttled attempt before any work is done on it (no argon2, no code compare): records it as
 * `throttled` and throws 429 with Retry-After and 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw'.
 */
export async function enforceThrottle(db: Db, attempt: Attempt, now: Date = new Date()): Promise<void> {
  const throttled = await throttleFor(db, attempt, now);
  if (!throttled) return;
  await recordSignInEvent(db, attempt, 'throttled', throttled.scope, now);
  throw rateLimitedError(retryAfterSeconds(throttled.retryAt, now));
}
