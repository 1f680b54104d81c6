import { eq } from 'drizzle-orm';
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
 * code was sent, the code is spent and answered as a used one (no account probing).
 */
export async function verifyEmail(ctx: AccountContext, code: string): Promise<void> {
  const address = await redeemVerificationCode(ctx, 'verify_email', code);
  const user = await currentUser(ctx.db, ctx);
  try {
    await ctx.db
      .update(users)
      .set({ email: address, emailVerifiedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw codeSpent();
    throw error;
  }
  if (address.toLowerCase() === user.email.trim().toLowerCase()) return;
  await tellEmailChanged(ctx.notifier, user, address);
}
