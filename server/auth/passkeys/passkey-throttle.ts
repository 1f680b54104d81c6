import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInEvents } from '../../db/schema/index.ts';
import { rateLimitedError } from '../../http/rate-limit.ts';
import { recordSignInEvent, type Attempt } from '../sign-in/sign-in-events.ts';
import { THROTTLE_WINDOW_MS, ipRetryAt, retryAfterSeconds } from '../sign-in/throttle.ts';

/**
 * The throttle of a passkey sign-in (docs/sign-in.md "Passkeys"): per IP only, counted with the other code
 * failures (300 an hour). No email is typed, so there is no account key, and none is made up from the passkey:
 * a signature cannot be guessed, so counting per account would protect nothing and would only let a stranger who
 * learnt a credential id slow its owner down. A throttled attempt is recorded and answered 429 before any work.
 */
export async function enforcePasskeyThrottle(db: Db, attempt: Attempt, now: Date): Promise<void> {
  const [row] = await db
    .select({ failures: count(), oldest: min(signInEvents.createdAt) })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.ip, attempt.ip),
        eq(signInEvents.kind, 'code'),
        eq(signInEvents.outcome, 'failure'),
        gt(signInEvents.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)),
      ),
    );
  const retryAt = ipRetryAt({ failures: row?.failures ?? 0, last: null, oldest: row?.oldest ?? null }, now);
  if (!retryAt) return;
  await recordSignInEvent(db, attempt, 'throttled', 'ip', now);
  throw rateLimitedError(retryAfterSeconds(retryAt, now));
}
