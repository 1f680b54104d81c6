import type { CodeChannel } from '../../../contract/enums.ts';
import { acceptTotpCode } from '../codes/accept-totp.ts';
import { codeVerification } from '../challenges/complete-code-challenge.ts';
import { checkUserPassword } from '../challenges/complete-password-challenge.ts';
import { totpVerification } from '../challenges/complete-totp-challenge.ts';
import { checkCode } from '../codes/one-time-codes.ts';
import type { ConfirmationContext } from './confirmation-context.ts';
import { confirmWith, type Confirmed } from './confirm-with.ts';

/** `complete-email-challenge` / `complete-sms-challenge` without a challenge: the user's `confirm` code. */
export function confirmWithCode(
  ctx: ConfirmationContext,
  channel: CodeChannel,
  code: string,
): Promise<Confirmed> {
  return confirmWith(ctx, channel, async (user) =>
    codeVerification(
      await checkCode(
        ctx.db,
        ctx.appKey,
        { owner: { userId: user.id }, channel, purpose: 'confirm' },
        code,
        ctx.now,
      ),
    ),
  );
}

/** `complete-totp-challenge` without a challenge: the authenticator's code (each step once, as for sign-in). */
export function confirmWithTotp(ctx: ConfirmationContext, code: string): Promise<Confirmed> {
  return confirmWith(ctx, 'totp', async (user) =>
    totpVerification(await acceptTotpCode(ctx.db, ctx.appKey, user, code, ctx.now)),
  );
}

/** `complete-password-challenge` without a challenge: the account's password. */
export function confirmWithPassword(ctx: ConfirmationContext, password: string): Promise<Confirmed> {
  return confirmWith(ctx, 'password', (user) => checkUserPassword(user, password));
}
