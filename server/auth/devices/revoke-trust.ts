import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInDevices } from '../../db/schema/index.ts';

/**
 * Ends "Dit apparaat 30 dagen onthouden" on every device of a user (docs/sign-in.md "Known and trusted devices"):
 * after a password change or reset and after any change of the second-step settings, the next sign-in on each of
 * them asks the second step again. The devices stay known (their own throttle). Returns how many were trusted.
 */
export async function revokeTrustedDevices(db: Db, userId: string): Promise<number> {
  const revoked = await db
    .update(signInDevices)
    .set({ trustedAt: null, trustedUntil: null })
    .where(and(eq(signInDevices.userId, userId), isNotNull(signInDevices.trustedUntil)))
    .returning({ id: signInDevices.id });
  return revoked.length;
}
