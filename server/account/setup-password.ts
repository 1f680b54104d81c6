import { translate } from '../../i18n/server/translate.ts';
import type { NewPassword } from '../../contract/api/passwords.ts';
import { newPasswordErrors, storePasswordHash } from '../auth/passwords/new-password.ts';
import { hashPassword } from '../auth/passwords/passwords.ts';
import { ValidationError } from '../http/http-error.ts';
import { deriveOnboarding } from '../users/onboarding.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';

/**
 * `POST /user/setup-password` (onboarding "setup"): the first password of one's own, replacing a one-time password
 * or given to an account that had none. Only while `setup_login` is pending; afterwards the password is changed
 * with `POST /user/update-password` (the security settings), which asks for the current one.
 */
export async function setupPassword(ctx: AccountContext, input: NewPassword): Promise<void> {
  const user = await currentUser(ctx.db, ctx);
  if (deriveOnboarding(user).setup_login !== 'pending') {
    throw new ValidationError({ password: [translate('server.account.passwordAlreadySet')] });
  }
  const errors = await newPasswordErrors(input, user, ctx.appName);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await storePasswordHash(ctx.db, ctx.userId, await hashPassword(input.password), ctx.now);
}
