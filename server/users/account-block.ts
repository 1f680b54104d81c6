import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AccountBlockReason } from '../../contract/enums.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  oauthArtifacts,
  passwordResetRequests,
  sessions,
  signInChallenges,
  signInDevices,
  users,
  webauthnChallenges,
} from '../db/schema/index.ts';

/**
 * Blocking an account (docs/decisions.md "Account lifecycle"): from the moment the transaction commits, the account
 * has no session, no OAuth grant or token, no trusted device, no sign-in in progress and no unused reset link, and
 * no sign-in or session is accepted for it until it is unblocked (server/auth/sign-in/start-session.ts,
 * server/auth/sessions/sessions.ts, server/oauth/claims.ts). Deleting the sessions notifies every instance's session
 * cache (migration 0019's trigger), so an open session fails on its next request everywhere.
 *
 * Runs inside the caller's transaction (archiving the employee, or the block action), so either all of it happens
 * with the change that caused it, or none.
 */
export async function blockAccount(
  tx: Tx | Db,
  userId: string,
  reason: AccountBlockReason,
  now: Date = new Date(),
): Promise<{ blocked: boolean }> {
  // An account blocked already keeps its first date and reason; what it may still hold is ended again all the same.
  const changed = await tx
    .update(users)
    .set({ blockedAt: now, blockedReason: reason, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.blockedAt)))
    .returning({ id: users.id });
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(oauthArtifacts).where(eq(oauthArtifacts.accountId, userId));
  await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  await tx
    .update(passwordResetRequests)
    .set({ usedAt: now })
    .where(and(eq(passwordResetRequests.userId, userId), isNull(passwordResetRequests.usedAt)));
  // Known devices stay known (their own throttle bucket); none skips the second step after an unblock.
  await tx
    .update(signInDevices)
    .set({ trustedAt: null, trustedUntil: null })
    .where(eq(signInDevices.userId, userId));
  return { blocked: changed.length > 0 };
}

/** Lets the account sign in again (its sessions, grants and trust stay ended). False when it was not blocked. */
export async function unblockAccount(tx: Tx | Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ blockedAt: null, blockedReason: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNotNull(users.blockedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}
