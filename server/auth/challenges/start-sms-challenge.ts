import { methodUnavailable, noVerifiedPhone } from './challenge-errors.ts';
import { requireChallenge } from './require-challenge.ts';
import { methodsOfChallenge } from './second-step.ts';
import type { CodeSent } from '../codes/masking.ts';
import { sendChallengeCode } from '../codes/send-code.ts';
import type { SignInContext } from '../sign-in/sign-in-context.ts';

/**
 * Sends (again) the SMS code of the browser's challenge. 422 when the user has no verified phone; before the
 * first factor of an email sign-in (and for a decoy) SMS is not offered at all, with the same answer for every
 * address.
 */
export async function startSmsChallenge(ctx: SignInContext, challengeId: string): Promise<CodeSent> {
  const loaded = await requireChallenge(ctx, challengeId);
  if (loaded.challenge.firstFactor === null || !loaded.user) throw methodUnavailable();
  const methods = await methodsOfChallenge(ctx, loaded.challenge, loaded.user);
  if (!methods.includes('sms')) throw noVerifiedPhone();
  return sendChallengeCode(ctx, loaded, 'sms');
}
