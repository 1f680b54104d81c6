import type { CodeChannel } from '../../../contract/enums.ts';
import { maskedCodeSent, type CodeSent } from '../codes/masking.ts';
import { sendCode } from '../codes/send-code.ts';
import type { ConfirmationContext } from './confirmation-context.ts';
import { userConfirmingWith } from './confirm-with.ts';

/**
 * `start-email-challenge` / `start-sms-challenge` with `{}` while signed in: a re-confirmation code (purpose
 * `confirm`, owned by the user) to the account's address or verified phone (template `verificationCode`). A user
 * without a verified phone (or with SMS unavailable) gets 422 on `challenge`; inside the 60 s cooldown 429 with
 * `resendAvailableAt`; a failed delivery removes the code again and answers 503 (server/auth/codes/send-code.ts).
 */
export async function sendConfirmationCode(
  ctx: ConfirmationContext,
  channel: CodeChannel,
): Promise<CodeSent> {
  const user = await userConfirmingWith(ctx, channel);
  const recipient = channel === 'email' ? user.email : (user.phone ?? '');
  const issued = await sendCode(
    ctx,
    { owner: { userId: user.id }, channel, purpose: 'confirm', recipient },
    { template: 'verificationCode', firstname: user.firstname },
  );
  return maskedCodeSent(channel, recipient, issued.resendAvailableAt);
}
