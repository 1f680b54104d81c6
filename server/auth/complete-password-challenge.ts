import { translate } from '../../i18n/server-translate.ts';
import { completeChallenge } from './complete-challenge.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.ts';
import type { SignInContext, SignInResult } from './sign-in-context.ts';

/** `complete-password-challenge`: the password as the second step (when the first factor was not the password). */
export function completePasswordChallenge(
  ctx: SignInContext,
  input: { challenge: string; password: string },
): Promise<SignInResult> {
  return completeChallenge(ctx, input.challenge, 'password', async ({ user }) => {
    const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
    if (user?.passwordHash && valid) return { ok: true };
    return {
      ok: false,
      field: 'password',
      message: translate('server.challenge.wrongPassword'),
      reason: 'wrong_password',
    };
  });
}
