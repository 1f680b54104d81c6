import type { Db } from '../../db/client.ts';
import { blockedAccountError } from '../../users/blocked-account.ts';
import { settleAttempt, type BegunAttempt } from './sign-in-throttle.ts';

/**
 * A blocked account (docs/decisions.md "Account lifecycle") is refused as soon as its first factor or a step has
 * passed: the attempt is settled as a failure (`blocked`) and the answer is the 422 on `account`. No second step is
 * offered and no code is mailed to a leaver. `startSignedInSession` checks again for a block committed meanwhile.
 */
export async function refuseBlocked(
  db: Db,
  begun: BegunAttempt,
  user: { id: string; blockedAt: Date | null },
): Promise<void> {
  if (!user.blockedAt) return;
  await settleAttempt(db, begun, { outcome: 'failure', reason: 'blocked', userId: user.id });
  throw blockedAccountError();
}
