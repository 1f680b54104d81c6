import { and, eq, isNull } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';

/**
 * `POST /user/skip-phone-verification` (onboarding "verify-phone"): the user goes on without a phone number. A
 * verified phone has nothing to skip (422); skipping twice keeps the first moment.
 */
export async function skipPhoneVerification(ctx: AccountContext): Promise<void> {
  const user = await currentUser(ctx.db, ctx);
  if (user.phoneVerifiedAt) {
    throw new ValidationError({ phone: [translate('server.account.phoneAlreadyVerified')] });
  }
  await ctx.db
    .update(users)
    .set({ phoneVerificationSkippedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(users.id, ctx.userId), isNull(users.phoneVerificationSkippedAt)));
}
