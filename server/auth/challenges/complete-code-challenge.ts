import { translate } from '../../../i18n/server/translate.ts';
import type { CodeChannel } from '../../../contract/enums.ts';
import { completeChallenge, wrongCode, type Verification } from './complete-challenge.ts';
import { checkCode, type CodeCheck } from '../codes/one-time-codes.ts';
import type { SignInContext, SignInResult } from '../sign-in/sign-in-context.ts';

/** What a code check means for the answer (sign-in and re-confirmation alike). */
export function codeVerification(check: CodeCheck): Verification {
  switch (check) {
    case 'ok':
      return { ok: true };
    case 'wrong':
    case 'none':
      return wrongCode();
    case 'expired':
      return {
        ok: false,
        field: 'code',
        message: translate('server.challenge.codeExpired'),
        reason: 'expired_code',
      };
    case 'too_many':
      return {
        ok: false,
        field: 'code',
        message: translate('server.challenge.tooManyTries'),
        reason: 'too_many_tries',
      };
  }
}

/**
 * `complete-email-challenge` and `complete-sms-challenge`: the 6-digit code of the challenge's channel (10
 * minutes, single use, 5 tries). The email code is also the first factor of an email sign-in.
 */
export function completeCodeChallenge(
  ctx: SignInContext,
  channel: CodeChannel,
  input: { challenge: string; code: string; trustDevice?: boolean | undefined },
): Promise<SignInResult> {
  return completeChallenge(
    ctx,
    input.challenge,
    channel,
    async ({ challenge }) =>
      codeVerification(
        await checkCode(
          ctx.db,
          ctx.appKey,
          { owner: { challengeId: challenge.id }, channel, purpose: 'sign_in' },
          input.code,
          ctx.now,
        ),
      ),
    { trustDevice: input.trustDevice },
  );
}
