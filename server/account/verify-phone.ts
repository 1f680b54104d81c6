import { eq } from 'drizzle-orm';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { users } from '../db/schema/index.ts';
import type { AccountContext } from './account-context.ts';
import { phoneHolder } from './update-phone.ts';
import { codeSpent, redeemVerificationCode } from './verification-codes.ts';

/**
 * `POST /user/verify-phone`: the SMS code sent by `updatePhone` makes its number the account's, verified. When
 * another account verified the number after the code was sent, the code is spent and answered as a used one (no
 * account probing; a number is verified by one account). A new verified number changes the SMS second step, so
 * trusted devices end (docs/sign-in.md "Known and trusted devices").
 */
export async function verifyPhone(ctx: AccountContext, code: string): Promise<void> {
  const phone = await redeemVerificationCode(ctx, 'verify_phone', code);
  if (await phoneHolder(ctx, phone)) throw codeSpent();
  await ctx.db
    .update(users)
    .set({ phone, phoneVerifiedAt: ctx.now, updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId));
  await revokeTrustedDevices(ctx.db, ctx.userId);
}
