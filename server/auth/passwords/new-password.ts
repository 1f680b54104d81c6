import { eq } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users, type User } from '../../db/schema/index.ts';
import type { FieldErrors } from '../../http/http-error.ts';
import type { NewPassword } from '../../../contract/api/passwords.ts';
import { checkPassword } from './password-policy.ts';

/**
 * The field errors of a new password, the same wherever one is chosen (onboarding's set-up, the reset link, the
 * security settings' change): on `password` the policy (password-policy.ts) with the account's email and names
 * and the application's name as context, then on `passwordConfirmation` a repetition that differs. With `account`
 * null the policy is not applied (a reset whose email does not match the link: the contextual check would say
 * something about the account's name); the repetition is checked all the same. Empty when both are fine.
 */
export async function newPasswordErrors(
  input: NewPassword,
  account: Pick<User, 'email' | 'firstname' | 'lastname'> | null,
  appName: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (account) {
    const verdict = await checkPassword(input.password, {
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      appName,
    });
    if (verdict.errors.length > 0) errors.password = verdict.errors;
  }
  if (input.passwordConfirmation !== input.password) {
    errors.passwordConfirmation = [translate('server.password.confirmationMismatch')];
  }
  return errors;
}

/**
 * Stores a user's new password: its argon2id hash (`hashPassword`, made before any transaction: it is slow), and
 * no change required any more.
 */
export async function storePasswordHash(
  db: Db | Tx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false, updatedAt: now })
    .where(eq(users.id, userId));
}
