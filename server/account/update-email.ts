import { translate } from '../../i18n/server/translate.ts';
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
 * email code (`confirm` asks for strength `not_email`). The address changes only when the code comes back
 * (`verifyEmail`). An address of another account answers the same, but its owner gets a notice instead of a code
 * (`sendVerificationCode`), so no code can come back: no account probing.
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
  if (own) return sendVerificationCode(ctx, 'verify_email', user.email, user.firstname);
  await confirm();
  const holder = await findUserByEmail(ctx.db, email);
  return sendVerificationCode(
    ctx,
    'verify_email',
    email,
    user.firstname,
    holder && holder.id !== user.id ? { contact: holder.email, firstname: holder.firstname } : null,
  );
}
