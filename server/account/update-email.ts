import { translate } from '../../i18n/server-translate.ts';
import { ValidationError } from '../http/http-error.ts';
import { findUserByEmail } from '../users/users.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';
import { sendVerificationCode, type VerificationSent } from './verification-codes.ts';

/** Asks for a recent re-confirmation of the request (server/auth/confirmation): resolves, or throws the 423. */
export type RequireConfirmation = () => Promise<unknown>;

/**
 * `POST /user/update-email`: sends a code to the address to verify. The account's own, unverified address needs
 * no re-confirmation (onboarding's verify-email, the account page's "verify"); a new address does, never by an
 * email code (`confirm` asks for strength `not_email`), and must not belong to another account. The address
 * changes only when the code comes back (`verifyEmail`).
 */
export async function updateEmail(
  ctx: AccountContext,
  email: string,
  confirm: RequireConfirmation,
): Promise<VerificationSent> {
  const user = await currentUser(ctx.db, ctx);
  const own = email.toLowerCase() === user.email.trim().toLowerCase();
  if (own && user.emailVerifiedAt) {
    throw new ValidationError({ email: [translate('server.account.emailAlreadyVerified')] });
  }
  if (!own) {
    await confirm();
    const holder = await findUserByEmail(ctx.db, email);
    if (holder && holder.id !== user.id) {
      throw new ValidationError({ email: [translate('server.account.emailTaken')] });
    }
  }
  return sendVerificationCode(ctx, 'verify_email', own ? user.email : email, user.firstname);
}
