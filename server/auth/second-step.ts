import type { SignInChallenge, User } from '../db/schema/index.ts';
import { backupCodesLeft } from './backup-codes.ts';
import type { SecondStep, SignInContext } from './sign-in-context.ts';
import { challengeMethods, challengeType, type Method } from './sign-in-methods.ts';

/** The methods a challenge accepts now (a decoy, or before the first factor: only `email`). */
export async function methodsOfChallenge(
  ctx: SignInContext,
  challenge: SignInChallenge,
  user: User | null,
): Promise<Method[]> {
  const left = user && challenge.firstFactor !== null ? await backupCodesLeft(ctx.db, user.id) : 0;
  return challengeMethods(user, left, challenge.firstFactor, ctx.smsAvailable);
}

/** The `secondStep` of a LoginResult for a challenge. */
export async function describeSecondStep(
  ctx: SignInContext,
  challenge: SignInChallenge,
  user: User | null,
): Promise<SecondStep> {
  const methods = await methodsOfChallenge(ctx, challenge, user);
  return { id: challenge.id, type: challengeType(user?.preferredOtp ?? null, methods), methods };
}
