import type { CodeChannel } from '../db/schema/index.ts';
import type { LoadedChallenge } from './challenges.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { sendCode } from './send-code.ts';
import type { SignInContext } from './sign-in-context.ts';

export interface CodeSent {
  /** Masked destination (`d•••@zorgportaal.test`, `•• •• •• •• 78`). */
  sentTo: string;
  resendAvailableAt: Date;
}

/** Masks where a code went: the sign-in and re-confirmation answers never show a whole address or number. */
export function maskedCodeSent(channel: CodeChannel, recipient: string, resendAvailableAt: Date): CodeSent {
  return { sentTo: channel === 'email' ? maskEmail(recipient) : maskPhone(recipient), resendAvailableAt };
}

/**
 * Issues a challenge's email or SMS code and sends it (template `signInCode`; server/auth/send-code.ts). A decoy
 * (no user) gets a code row like anyone, so tries, expiry and cooldown answer the same, but nothing is sent.
 */
export async function sendChallengeCode(
  ctx: SignInContext,
  { challenge, user }: LoadedChallenge,
  channel: CodeChannel,
): Promise<CodeSent> {
  const recipient = channel === 'email' ? (user?.email ?? challenge.email) : (user?.phone ?? '');
  const issued = await sendCode(
    ctx,
    { owner: { challengeId: challenge.id }, channel, purpose: 'sign_in', recipient },
    user ? { template: 'signInCode', firstname: user.firstname } : null,
  );
  return maskedCodeSent(channel, recipient, issued.resendAvailableAt);
}
