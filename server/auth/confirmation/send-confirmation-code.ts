import type { CodeChannel } from '../../db/schema/index.ts';
import { resendTooSoon } from '../challenge-errors.ts';
import { maskEmail, maskPhone } from '../masking.ts';
import { CodeCooldownError, discardCode, issueCode } from '../one-time-codes.ts';
import type { CodeSent } from '../send-challenge-code.ts';
import type { ConfirmationContext } from './confirmation-context.ts';
import { userConfirmingWith } from './confirm-with.ts';

/**
 * `start-email-challenge` / `start-sms-challenge` with `{}` while signed in: a re-confirmation code (purpose
 * `confirm`, owned by the user) to the account's address or verified phone (template `verificationCode`). A user
 * without a verified phone (or with SMS unavailable) gets 422 on `challenge`; inside the 60 s cooldown 429 with
 * `resendAvailableAt`; a failed delivery removes the code again and answers 503 (server/notify).
 */
export async function sendConfirmationCode(
  ctx: ConfirmationContext,
  channel: CodeChannel,
): Promise<CodeSent> {
  const user = await userConfirmingWith(ctx, channel);
  const recipient = channel === 'email' ? user.email : (user.phone ?? '');
  let issued;
  try {
    issued = await issueCode(
      ctx.db,
      ctx.appKey,
      { owner: { userId: user.id }, channel, purpose: 'confirm', recipient },
      ctx.now,
    );
  } catch (error) {
    if (error instanceof CodeCooldownError) throw resendTooSoon(error.availableAt, ctx.now);
    throw error;
  }
  try {
    await ctx.notifier.send({
      template: 'verificationCode',
      channel,
      to: recipient,
      params: { code: issued.code, firstname: user.firstname },
    });
  } catch (error) {
    await discardCode(ctx.db, issued.id);
    throw error;
  }
  return {
    sentTo: channel === 'email' ? maskEmail(recipient) : maskPhone(recipient),
    resendAvailableAt: issued.resendAvailableAt,
  };
}
