import { eq } from 'drizzle-orm';
import type { CodeChannel } from '../../../contract/enums.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { maskEmail, maskPhone } from '../codes/masking.ts';
import { resendAvailableAt } from '../codes/one-time-codes.ts';
import { requireChallenge } from './require-challenge.ts';
import { describeSecondStep } from './second-step.ts';
import type { SecondStep, SignInContext } from '../sign-in/sign-in-context.ts';

export interface ChallengeDescription extends SecondStep {
  /** Masked destinations of the code methods the challenge offers (null when it does not offer them). */
  sentTo: { email: string | null; sms: string | null };
  /** When each channel may send a new code (null: no code sent yet, send at once). */
  resendAvailableAt: { email: Date | null; sms: Date | null };
}

/** `GET /auth/challenges/{id}`: what the second-step pages show. A decoy looks like a real email sign-in. */
export async function describeChallenge(ctx: SignInContext, id: string): Promise<ChallengeDescription> {
  const { challenge, user } = await requireChallenge(ctx, id);
  const step = await describeSecondStep(ctx, challenge, user);
  const codes = await ctx.db
    .select({ channel: oneTimeCodes.channel, createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.challengeId, challenge.id));
  const availableAt = (channel: CodeChannel) => {
    const code = codes.find((row) => row.channel === channel);
    return code ? resendAvailableAt(code.createdAt) : null;
  };
  return {
    ...step,
    sentTo: {
      email: step.methods.includes('email') ? maskEmail(user?.email ?? challenge.email) : null,
      sms: step.methods.includes('sms') && user?.phone ? maskPhone(user.phone) : null,
    },
    resendAvailableAt: { email: availableAt('email'), sms: availableAt('sms') },
  };
}
