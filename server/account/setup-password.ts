import { eq } from 'drizzle-orm';
import { translate } from '../../i18n/server-translate.ts';
import { checkPassword } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError, type FieldErrors } from '../http/http-error.ts';
import { deriveOnboarding } from '../users/onboarding.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';

export interface SetupPasswordInput {
  password: string;
  passwordConfirmation: string;
}

/**
 * `POST /user/setup-password` (onboarding "setup"): the first password of one's own, replacing a one-time password
 * or given to an account that had none. Only while `setup_login` is pending; afterwards the password is changed
 * with `POST /user/update-password` (the security settings), which asks for the current one.
 */
export async function setupPassword(ctx: AccountContext, input: SetupPasswordInput): Promise<void> {
  const user = await currentUser(ctx.db, ctx);
  if (deriveOnboarding(user).setup_login !== 'pending') {
    throw new ValidationError({ password: [translate('server.account.passwordAlreadySet')] });
  }
  const errors: FieldErrors = {};
  const verdict = await checkPassword(input.password, {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    appName: ctx.appName,
  });
  if (verdict.errors.length > 0) errors.password = verdict.errors;
  if (input.passwordConfirmation !== input.password) {
    errors.password_confirmation = [translate('server.password.confirmationMismatch')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const passwordHash = await hashPassword(input.password);
  await ctx.db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false, updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId));
}
