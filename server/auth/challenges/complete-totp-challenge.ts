import { translate } from '../../../i18n/server/translate.ts';
import { acceptTotpCode } from '../codes/accept-totp.ts';
import { completeChallenge, wrongCode, type Verification } from './complete-challenge.ts';
import type { SignInContext, SignInResult } from '../sign-in/sign-in-context.ts';
import type { TotpCheck } from '../codes/totp.ts';

/** What an authenticator check means for the answer (sign-in, re-confirmation and the setup's check). */
export function totpVerification(check: TotpCheck): Verification {
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
}

/** `complete-totp-challenge`: the authenticator's code, ±1 step, each step once. */
export function completeTotpChallenge(
  ctx: SignInContext,
  input: { challenge: string; code: string; trustDevice?: boolean | undefined },
): Promise<SignInResult> {
  return completeChallenge(
    ctx,
    input.challenge,
    'totp',
    async ({ user }) => {
      if (!user) return wrongCode();
      return totpVerification(await acceptTotpCode(ctx.db, ctx.appKey, user, input.code, ctx.now));
    },
    { trustDevice: input.trustDevice },
  );
}
