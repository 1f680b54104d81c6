import type { CodeChannel } from '../db/schema/index.ts';
import { resendTooSoon } from './challenge-errors.ts';
import type { LoadedChallenge } from './challenges.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { CodeCooldownError, discardCode, issueCode } from './one-time-codes.ts';
import type { SignInContext } from './sign-in-context.ts';

export interface CodeSent {
  /** Masked destination (`d•••@zorgportaal.test`, `•• •• •• •• 78`). */
  sentTo: string;
  resendAvailableAt: Date;
}

/**
 * Issues a challenge's email or SMS code and sends it (template `signInCode`). A decoy (no user) gets a code row
 * like anyone, so tries, expiry and cooldown answer the same, but nothing is sent. Inside the cooldown: 429. When
 * delivery fails the code is removed again (so the cooldown does not hold back a retry) and the error goes on
 * (503 from server/notify).
 */
export async function sendChallengeCode(
  ctx: SignInContext,
  { challenge, user }: LoadedChallenge,
  channel: CodeChannel,
): Promise<CodeSent> {
  const recipient = channel === 'email' ? (user?.email ?? challenge.email) : (user?.phone ?? '');
  let issued;
  try {
    issued = await issueCode(
      ctx.db,
      ctx.appKey,
      { owner: { challengeId: challenge.id }, channel, purpose: 'sign_in', recipient },
      ctx.now,
    );
  } catch (error) {
    if (error instanceof CodeCooldownError) throw resendTooSoon(error.availableAt, ctx.now);
    throw error;
  }
  if (user) {
    try {
      await ctx.notifier.send({
        template: 'signInCode',
        channel,
        to: recipient,
        params: { code: issued.code, firstname: user.firstname },
      });
    } catch (error) {
      await discardCode(ctx.db, issued.id);
      throw error;
    }
  }
  return {
    sentTo: channel === 'email' ? maskEmail(recipient) : maskPhone(recipient),
    resendAvailableAt: issued.resendAvailableAt,
  };
}
