import { eq } from 'drizzle-orm';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { users } from '../db/schema/index.ts';
import { tellEmailChanged } from '../notify/email-changed.ts';
import { isUniqueViolation } from '../users/create-user.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';
import { codeSpent, redeemVerificationCode } from './verification-codes.ts';

/**
 * `POST /user/verify-email`: the code sent by `updateEmail` makes its address the account's, verified. When the
 * address changed, the previous one is told by mail (a hijacked session changing it must not go unnoticed); a
 * failed notice does not undo the change (the notifier logged it). When another account took the address after the
 * code was sent, the code is spent and answered as a used one (no account probing). A new address ends the trust of
 * every device of the account, in the same transaction.
 */
export async function verifyEmail(ctx: AccountContext, code: string): Promise<void> {
  const address = await redeemVerificationCode(ctx, 'verify_email', code);
  const user = await currentUser(ctx.db, ctx);
  const changed = address.toLowerCase() !== user.email.trim().toLowerCase();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: address, emailVerifiedAt: ctx.now, updatedAt: ctx.now })
        .where(eq(users.id, user.id));
      // A browser trusted under the old address proves nothing for the new one (docs/sign-in.md).
      if (changed) await revokeTrustedDevices(tx, user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeSpent();
    throw error;
  }
  if (!changed) return;
  await tellEmailChanged(ctx.notifier, user, address);
}
