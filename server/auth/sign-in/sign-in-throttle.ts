import { createHash } from 'node:crypto';
import { and, count, eq, gt, max, min, sql } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import type { Db, Tx } from '../../db/client.ts';
import { signInEvents } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { rateLimitedError } from '../../http/rate-limit.ts';
import {
  PENDING_REASON,
  recordSignInEvent,
  settleSignInEvent,
  type Attempt,
  type Settled,
} from './sign-in-events.ts';
import { bucketsOf, type ThrottleBucket, type ThrottleScope } from './throttle-buckets.ts';
import {
  THROTTLE_WINDOW_MS,
  accountRetryAt,
  capRetryAt,
  retryAfterSeconds,
  type FailureCounts,
} from './throttle.ts';

export interface Throttled {
  retryAt: Date;
  scope: ThrottleScope;
}

/** An attempt let through: recorded as pending; settle it once checked. */
export interface BegunAttempt {
  id: string;
  attempt: Attempt;
}

/** A bucket's failures since its last success of the kind (or all in the window), pending attempts included. */
async function failureCounts(tx: Tx, bucket: ThrottleBucket, now: Date): Promise<FailureCounts> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  let since = windowStart;
  if (bucket.resetsOnSuccess) {
    const [success] = await tx
      .select({ last: max(signInEvents.createdAt) })
      .from(signInEvents)
      .where(and(bucket.rows, eq(signInEvents.outcome, 'success'), gt(signInEvents.createdAt, windowStart)));
    if (success?.last && success.last > windowStart) since = success.last;
  }
  const [row] = await tx
    .select({ failures: count(), last: max(signInEvents.createdAt), oldest: min(signInEvents.createdAt) })
    .from(signInEvents)
    .where(and(bucket.rows, eq(signInEvents.outcome, 'failure'), gt(signInEvents.createdAt, since)));
  return { failures: row?.failures ?? 0, last: row?.last ?? null, oldest: row?.oldest ?? null };
}

function retryAtOf(bucket: ThrottleBucket, counts: FailureCounts, now: Date): Date | null {
  return bucket.rule.kind === 'schedule'
    ? accountRetryAt(counts, now)
    : capRetryAt(counts, bucket.rule.cap, now);
}

/** A 64-bit advisory lock id for a bucket key (SHA-256, so no two keys share one in practice). */
function lockId(key: string): bigint {
  return createHash('sha256').update(`sign-in-throttle:${key}`).digest().readBigInt64BE(0);
}

/**
 * Takes the buckets' advisory locks for this transaction, in one global order (ascending lock id), so two
 * attempts sharing buckets never wait for each other crosswise.
 */
async function lockBuckets(tx: Tx, buckets: readonly ThrottleBucket[]): Promise<void> {
  const ids = [...new Set(buckets.map((bucket) => lockId(bucket.lockKey)))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

/**
 * Counts and records an attempt as one step (issue 26): in one short transaction holding the advisory locks of
 * its buckets (shared by every instance on the database), the failures are counted, pending attempts included,
 * and the attempt is recorded either as `throttled` (the scope as reason) or as pending (outcome `failure`,
 * reason `pending`), which the next attempt already counts. The check itself (argon2, the code) runs after the
 * transaction; `settleAttempt` then records what it gave. A process that dies in between leaves the pending row,
 * which keeps counting as a failure for the hour: conservative.
 */
export async function beginAttempt(
  db: Db,
  attempt: Attempt,
  now: Date,
  buckets: readonly ThrottleBucket[] = bucketsOf(attempt),
): Promise<BegunAttempt | { throttled: Throttled }> {
  return db.transaction(async (tx) => {
    await lockBuckets(tx, buckets);
    let throttled: Throttled | null = null;
    for (const bucket of buckets) {
      const retryAt = retryAtOf(bucket, await failureCounts(tx, bucket, now), now);
      if (retryAt && (!throttled || retryAt > throttled.retryAt))
        throttled = { retryAt, scope: bucket.scope };
    }
    if (throttled) {
      await recordSignInEvent(tx, attempt, 'throttled', throttled.scope, now);
      return { throttled };
    }
    return { id: await recordSignInEvent(tx, attempt, 'failure', PENDING_REASON, now), attempt };
  });
}

/**
 * `beginAttempt`, refusing a throttled attempt before any work is done on it (no argon2, no code compare): 429 with
 * Retry-After and 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw' (or the error `refusal` makes).
 */
export async function beginThrottledAttempt(
  db: Db,
  attempt: Attempt,
  now: Date,
  options: {
    buckets?: readonly ThrottleBucket[];
    refusal?: (throttled: Throttled, now: Date) => HttpError;
  } = {},
): Promise<BegunAttempt> {
  const begun = await beginAttempt(db, attempt, now, options.buckets);
  if ('throttled' in begun) {
    throw (options.refusal ?? throttledError)(begun.throttled, now);
  }
  return begun;
}

/** The usual 429 of a throttled attempt. */
export function throttledError(throttled: Throttled, now: Date): HttpError {
  return rateLimitedError(retryAfterSeconds(throttled.retryAt, now));
}

/**
 * The 429 of a throttled password sign-in from an unknown browser: the wait, and the ways on that a stranger's
 * guesses cannot close (docs/sign-in.md "No targeted lock-out"). The same for every address, known or not.
 */
export function passwordThrottledError(throttled: Throttled, now: Date): HttpError {
  if (throttled.scope === 'device') return throttledError(throttled, now);
  const seconds = retryAfterSeconds(throttled.retryAt, now);
  return new HttpError(
    429,
    translate('server.rateLimited'),
    { retryAfter: seconds, alternatives: ['email_code', 'password_reset'] },
    { 'Retry-After': String(seconds) },
  );
}

/** Records what a begun attempt's check gave. */
export function settleAttempt(db: Db, begun: BegunAttempt, settled: Settled): Promise<void> {
  return settleSignInEvent(db, begun.id, settled);
}

/**
 * Runs an attempt's check; when it throws (a database error, a delivery failure), the attempt is settled as a
 * failure with reason `error` before the error goes on, so it does not stay pending.
 */
export async function checkBegun<T>(db: Db, begun: BegunAttempt, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await settleAttempt(db, begun, { outcome: 'failure', reason: 'error' }).catch(() => undefined);
    throw error;
  }
}
