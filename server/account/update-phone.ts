import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';
import type { RequireConfirmation } from './update-email.ts';
import { sendVerificationCode, type ContactHolder, type VerificationSent } from './verification-codes.ts';

/** Another account that verified this number (E.164), or null. */
export async function phoneHolder(ctx: AccountContext, phone: string): Promise<ContactHolder | null> {
  const [row] = await ctx.db
    .select({ firstname: users.firstname })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, ctx.userId)))
    .limit(1);
  return row ? { contact: phone, firstname: row.firstname } : null;
}

/**
 * `POST /user/update-phone` (`phone` already E.164): sends an SMS code to the number to verify. Replacing a
 * verified number needs a recent re-confirmation (`confirm`, any method); a first or unverified number does not.
 * SMS where it cannot be sent is refused. The number changes only when the code comes back (`verifyPhone`). A
 * number another account verified answers the same, but its owner gets a notice by SMS instead of a code
 * (`sendVerificationCode`), so no code can come back: no account probing.
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
  const holder = await phoneHolder(ctx, phone);
  return sendVerificationCode(ctx, 'verify_phone', phone, user.firstname, holder);
}
