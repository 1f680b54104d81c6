import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { AccountContext } from './account-context.ts';
import { redeemVerificationCode } from './verification-codes.ts';

/** `POST /user/verify-phone`: the SMS code sent by `updatePhone` makes its number the account's, verified. */
export async function verifyPhone(ctx: AccountContext, code: string): Promise<void> {
  const phone = await redeemVerificationCode(ctx, 'verify_phone', code);
  await ctx.db
    .update(users)
    .set({ phone, phoneVerifiedAt: ctx.now, updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId));
}
