import type { Db } from '../../db/client.ts';
import type { Attempt } from '../sign-in/sign-in-events.ts';
import { beginThrottledAttempt, type BegunAttempt } from '../sign-in/sign-in-throttle.ts';
import { ipBucket } from '../sign-in/throttle-buckets.ts';

/**
 * The throttle of a passkey sign-in (docs/sign-in.md "Passkeys"): per IP only, counted with the other code
 * failures (300 an hour). No email is typed, so there is no account key, and none is made up from the passkey:
 * a signature cannot be guessed, so counting per account would protect nothing and would only let a stranger who
 * learnt a credential id slow its owner down. Counted and recorded as pending in one step like every attempt
 * (server/auth/sign-in/sign-in-throttle.ts); a throttled one is recorded and answered 429 before any work.
 */
export function beginPasskeyAttempt(db: Db, attempt: Attempt, now: Date): Promise<BegunAttempt> {
  return beginThrottledAttempt(db, attempt, now, { buckets: [ipBucket(attempt)] });
}
