import { translate } from '../../i18n/server-translate.ts';
import { checkCode, findCode } from '../auth/one-time-codes.ts';
import { sendCode } from '../auth/send-code.ts';
import type { CodeChannel } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';

/** What a verification is for: a new (or not yet verified) email address, or phone number. */
export type Verification = 'verify_email' | 'verify_phone';

const CHANNEL: Record<Verification, CodeChannel> = { verify_email: 'email', verify_phone: 'sms' };

function slot(ctx: AccountContext, purpose: Verification) {
  return { owner: { userId: ctx.userId }, channel: CHANNEL[purpose], purpose };
}

export interface VerificationSent {
  /** The address or number the code went to, as the user typed it (normalized): they own it, no masking. */
  sentTo: string;
  resendAvailableAt: Date;
}

/**
 * Issues a verification code for `recipient` and sends it (template `verificationCode`; server/auth/send-code.ts:
 * cooldown 429, a failed delivery 503 without a code left behind). A new code replaces the previous one, also for
 * another address.
 */
export async function sendVerificationCode(
  ctx: AccountContext,
  purpose: Verification,
  recipient: string,
  firstname: string,
): Promise<VerificationSent> {
  const issued = await sendCode(
    ctx,
    { ...slot(ctx, purpose), recipient },
    { template: 'verificationCode', firstname },
  );
  return { sentTo: recipient, resendAvailableAt: issued.resendAvailableAt };
}

/**
 * Checks a typed verification code; gives the address or number it was sent to, now proven. A wrong, expired or
 * exhausted code (or none sent): 422 on `code` with the sign-in texts.
 */
export async function redeemVerificationCode(
  ctx: AccountContext,
  purpose: Verification,
  code: string,
): Promise<string> {
  const check = await checkCode(ctx.db, ctx.appKey, slot(ctx, purpose), code, ctx.now);
  if (check === 'ok') {
    // The code just used names the recipient; a new code sent in the meantime (not used) would not count.
    const used = await findCode(ctx.db, slot(ctx, purpose));
    if (used?.usedAt) return used.recipient;
  }
  const message =
    check === 'expired' || check === 'ok'
      ? translate('server.challenge.codeExpired')
      : check === 'too_many'
        ? translate('server.challenge.tooManyTries')
        : check === 'none'
          ? translate('server.account.noCodeSent')
          : translate('server.challenge.wrongCode');
  throw new ValidationError({ code: [message] });
}
