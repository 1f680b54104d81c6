import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { translate } from '../../i18n/server-translate.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';
import type { RequireConfirmation } from './update-email.ts';
import { sendVerificationCode, type VerificationSent } from './verification-codes.ts';

/** Whether another account has verified this number (E.164). */
async function verifiedElsewhere(ctx: AccountContext, phone: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, ctx.userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * `POST /user/update-phone` (`phone` already E.164): sends an SMS code to the number to verify. Replacing a
 * verified number needs a recent re-confirmation (`confirm`, any method); a first or unverified number does not.
 * A number another account verified is refused, and so is SMS where it cannot be sent. The number changes only
 * when the code comes back (`verifyPhone`).
 */
export async function updatePhone(
  ctx: AccountContext,
  phone: string,
  confirm: RequireConfirmation,
): Promise<VerificationSent> {
  if (!ctx.smsAvailable) throw new ValidationError({ phone: [translate('server.account.smsUnavailable')] });
  const user = await currentUser(ctx.db, ctx);
  if (user.phoneVerifiedAt && user.phone === phone) {
    throw new ValidationError({ phone: [translate('server.account.phoneAlreadyVerified')] });
  }
  if (user.phoneVerifiedAt) await confirm();
  if (await verifiedElsewhere(ctx, phone)) {
    throw new ValidationError({ phone: [translate('server.account.phoneTaken')] });
  }
  return sendVerificationCode(ctx, 'verify_phone', phone, user.firstname);
}
