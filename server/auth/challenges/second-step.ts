import type { SignInChallenge, User } from '../../db/schema/index.ts';
import { backupCodesLeft } from '../codes/backup-codes.ts';
import { countPasskeys } from '../passkeys/passkey-store.ts';
import type { SecondStep, SignInContext } from '../sign-in/sign-in-context.ts';
import type { ChallengeMethod } from '../../../contract/enums.ts';
import { challengeMethods, challengeType } from '../sign-in/sign-in-methods.ts';

/** The methods a challenge accepts now (a decoy, or before the first factor: only `email`). */
export async function methodsOfChallenge(
  ctx: SignInContext,
  challenge: SignInChallenge,
  user: User | null,
): Promise<ChallengeMethod[]> {
  if (!user || challenge.firstFactor === null) {
    return challengeMethods(user, 0, challenge.firstFactor, ctx.smsAvailable);
  }
  const [left, passkeys] = await Promise.all([
    backupCodesLeft(ctx.db, user.id),
    countPasskeys(ctx.db, user.id),
  ]);
  return challengeMethods({ ...user, passkeys }, left, challenge.firstFactor, ctx.smsAvailable);
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
