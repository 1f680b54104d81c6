import { and, count, eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInEvents, type AttemptKind } from '../db/schema/index.ts';
import { rateLimitedError } from '../http/rate-limit.ts';
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
  /** Which limit: the account's (the email typed) or the IP's. */
  scope: 'account' | 'ip';
}

async function failureCounts(db: Db, where: ReturnType<typeof and>): Promise<FailureCounts> {
  const [row] = await db
    .select({ failures: count(), last: max(signInEvents.createdAt), oldest: min(signInEvents.createdAt) })
    .from(signInEvents)
    .where(where);
  return { failures: row?.failures ?? 0, last: row?.last ?? null, oldest: row?.oldest ?? null };
}

/**
 * Whether an attempt of `kind` for this typed email from this IP must wait (docs/sign-in.md "Throttling"), from
 * the failures in `sign_in_events` of the last hour. An account's count starts again after a success of the same
 * kind (the right password, a right code): a user who mistyped a few times and then got in is not slowed down
 * later in the hour. The IP's count does not: anyone can succeed with their own account.
 */
export async function throttleFor(
  db: Db,
  { email, ip, kind }: { email: string; ip: string; kind: AttemptKind },
  now: Date = new Date(),
): Promise<Throttled | null> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const ofAccount = (outcome: 'success' | 'failure', since: Date) =>
    and(
      eq(signInEvents.email, email),
      eq(signInEvents.kind, kind),
      eq(signInEvents.outcome, outcome),
      gt(signInEvents.createdAt, since),
    );
  const [success] = await db
    .select({ last: max(signInEvents.createdAt) })
    .from(signInEvents)
    .where(ofAccount('success', windowStart));
  const accountSince = success?.last && success.last > windowStart ? success.last : windowStart;
  const account = accountRetryAt(await failureCounts(db, ofAccount('failure', accountSince)), now);
  if (account) return { retryAt: account, scope: 'account' };
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
