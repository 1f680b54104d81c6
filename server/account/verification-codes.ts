import { translate } from '../../i18n/server-translate.ts';
import { resendTooSoon } from '../auth/challenge-errors.ts';
import { checkCode, CodeCooldownError, discardCode, findCode, issueCode } from '../auth/one-time-codes.ts';
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
 * Issues a verification code for `recipient` (DESIGN.md §8: 6 digits, HMAC under the app key, 10 minutes, 5 tries)
 * and sends it (template `verificationCode`). A new code replaces the previous one, also for another address;
 * inside the 60 s cooldown: 429 with Retry-After and `resendAvailableAt`. When delivery fails the code is removed
 * again (the cooldown must not hold back the retry) and the DeliveryError goes on (503).
 */
export async function sendVerificationCode(
  ctx: AccountContext,
  purpose: Verification,
  recipient: string,
  firstname: string,
): Promise<VerificationSent> {
  let issued;
  try {
    issued = await issueCode(ctx.db, ctx.appKey, { ...slot(ctx, purpose), recipient }, ctx.now);
  } catch (error) {
    if (error instanceof CodeCooldownError) throw resendTooSoon(error.availableAt, ctx.now);
    throw error;
  }
  try {
    await ctx.notifier.send({
      template: 'verificationCode',
      channel: CHANNEL[purpose],
      to: recipient,
      params: { code: issued.code, firstname },
    });
  } catch (error) {
    await discardCode(ctx.db, issued.id);
    throw error;
  }
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
