import { findUserByEmail } from '../../users/users.ts';
import { methodUnavailable } from './challenge-errors.ts';
import { createChallenge } from './challenges.ts';
import { sanitizeIntendedUrl } from '../sign-in/intended-url.ts';
import { requireChallenge } from './require-challenge.ts';
import { methodsOfChallenge } from './second-step.ts';
import type { CodeSent } from '../codes/masking.ts';
import { sendChallengeCode } from '../codes/send-code.ts';
import type { SignInContext } from '../sign-in/sign-in-context.ts';
import { normalizeSignInEmail } from '../sign-in/sign-in-events.ts';

export interface EmailSignInInput {
  email: string;
  remember: boolean;
  intendedUrl?: string | null | undefined;
}

export interface EmailSignInStarted extends CodeSent {
  challenge: string;
  /** The new challenge's binding token: the route sets it as the `zp_challenge` cookie. */
  bindingToken: string;
}

/**
 * Sign-in with an email code as the first factor (`/login/email`): a new challenge bound to this browser and a
 * code to the address. An unknown address gets a decoy challenge (no user) after the same work, and the same
 * answer: its code is stored like a real one but never sent, so completing it always fails.
 */
export async function startEmailSignIn(
  ctx: SignInContext,
  input: EmailSignInInput,
): Promise<EmailSignInStarted> {
  const email = normalizeSignInEmail(input.email);
  const user = await findUserByEmail(ctx.db, email);
  const { challenge, bindingToken } = await createChallenge(
    ctx.db,
    {
      userId: user?.id ?? null,
      email,
      firstFactor: null,
      remember: input.remember,
      intendedUrl: sanitizeIntendedUrl(input.intendedUrl),
    },
    ctx.now,
  );
  const sent = await sendChallengeCode(ctx, { challenge, user }, 'email');
  return { challenge: challenge.id, bindingToken, ...sent };
}

/** (Re)sends the email code of the browser's challenge: its second step, or the first factor of an email sign-in. */
export async function resendEmailCode(ctx: SignInContext, challengeId: string): Promise<CodeSent> {
  const loaded = await requireChallenge(ctx, challengeId);
  const methods = await methodsOfChallenge(ctx, loaded.challenge, loaded.user);
  if (!methods.includes('email')) throw methodUnavailable();
  return sendChallengeCode(ctx, loaded, 'email');
}
