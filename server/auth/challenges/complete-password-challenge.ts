import { translate } from '../../../i18n/server/translate.ts';
import type { User } from '../../db/schema/index.ts';
import { completeChallenge, type Verification } from './complete-challenge.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../passwords/passwords.ts';
import type { SignInContext, SignInResult } from '../sign-in/sign-in-context.ts';

/** `complete-password-challenge`: the password as the second step (when the first factor was not the password). */
export function completePasswordChallenge(
  ctx: SignInContext,
  input: { challenge: string; password: string; trustDevice?: boolean | undefined },
): Promise<SignInResult> {
  return completeChallenge(
    ctx,
    input.challenge,
    'password',
    ({ user }) => checkUserPassword(user, input.password),
    { trustDevice: input.trustDevice },
  );
}

/**
 * The user's password against the typed one (argon2 against a dummy hash when there is no user or password, so
 * the time says nothing); a failure is a 422 on `password`. Sign-in, re-confirmation and the password change.
 */
export async function checkUserPassword(
  user: Pick<User, 'passwordHash'> | null,
  password: string,
  field: 'password' | 'currentPassword' = 'password',
): Promise<Verification> {
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
  if (user?.passwordHash && valid) return { ok: true };
  return { ok: false, field, message: translate('server.challenge.wrongPassword'), reason: 'wrong_password' };
}
