import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { signInDevices } from '../../db/schema/index.ts';

/**
 * Ends "Dit apparaat 30 dagen onthouden" on every device of a user (docs/sign-in.md "Known and trusted devices"):
 * after a password change or reset, any change of the second-step settings, "overal uitloggen" and any change of
 * the account's address, the next sign-in on each of them asks the second step again. The devices stay known (their
 * own throttle). Takes a transaction when the change that ends the trust is written in one. Returns how many were
 * trusted.
 */
export async function revokeTrustedDevices(db: Db | Tx, userId: string): Promise<number> {
  const revoked = await db
    .update(signInDevices)
    .set({ trustedAt: null, trustedUntil: null })
    .where(and(eq(signInDevices.userId, userId), isNotNull(signInDevices.trustedUntil)))
    .returning({ id: signInDevices.id });
  return revoked.length;
}
