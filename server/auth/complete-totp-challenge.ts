import { translate } from '../../i18n/server-translate.ts';
import { acceptTotpCode } from './accept-totp.ts';
import { completeChallenge, wrongCode } from './complete-challenge.ts';
import type { SignInContext, SignInResult } from './sign-in-context.ts';

/** `complete-totp-challenge`: the authenticator's code, ±1 step, each step once. */
export function completeTotpChallenge(
  ctx: SignInContext,
  input: { challenge: string; code: string },
): Promise<SignInResult> {
  return completeChallenge(ctx, input.challenge, 'totp', async ({ user }) => {
    if (!user) return wrongCode();
    const check = await acceptTotpCode(ctx.db, ctx.appKey, user, input.code, ctx.now);
    if (check.ok) return { ok: true };
    if (check.reason === 'reused') {
      return {
        ok: false,
        field: 'code',
        message: translate('server.challenge.codeUsed'),
        reason: 'reused_code',
      };
    }
    return wrongCode();
  });
}
