import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { methodUnavailable } from '../challenges/challenge-errors.ts';
import { completeChallenge } from '../challenges/complete-challenge.ts';
import { requireChallenge } from '../challenges/require-challenge.ts';
import { methodsOfChallenge } from '../challenges/second-step.ts';
import type { SignInContext, SignInResult } from '../sign-in/sign-in-context.ts';
import { authenticationOptions } from './passkey-options.ts';
import { passkeyVerification } from './passkey-refused.ts';
import { passkeysOfUser } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { verifyAssertion } from './verify-assertion.ts';
import { storeWebauthnChallenge } from './webauthn-challenges.ts';

/**
 * `POST /auth/passkey-options` with a challenge: the browser's live sign-in challenge (401 otherwise) must offer
 * `passkey` (422 on `challenge` otherwise); the options allow the user's passkeys, their challenge bound to that
 * sign-in challenge (so to this browser).
 */
export async function secondStepPasskeyOptions(
  ctx: SignInContext,
  rp: RelyingParty,
  challengeId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { challenge, user } = await requireChallenge(ctx, challengeId);
  const methods = await methodsOfChallenge(ctx, challenge, user);
  if (!user || !methods.includes('passkey')) throw methodUnavailable();
  const options = await authenticationOptions(rp, await passkeysOfUser(ctx.db, user.id));
  await storeWebauthnChallenge(
    ctx.db,
    options.challenge,
    { purpose: 'second_step', userId: user.id, signInChallengeId: challenge.id },
    ctx.now,
  );
  return options;
}

/**
 * `complete-passkey-challenge` with a challenge: the second step by a passkey of the challenge's user, answering
 * options of this same sign-in challenge (server/auth/challenges/complete-challenge.ts does the rest: throttle, events, the
 * session, "Dit apparaat onthouden").
 */
export function completePasskeyChallenge(
  ctx: SignInContext,
  rp: RelyingParty,
  input: { challenge: string; response: AuthenticationResponseJSON; trustDevice?: boolean | undefined },
): Promise<SignInResult> {
  return completeChallenge(
    ctx,
    input.challenge,
    'passkey',
    async ({ challenge, user }) =>
      passkeyVerification(
        user
          ? await verifyAssertion(
              ctx.db,
              rp,
              input.response,
              { purpose: 'second_step', userId: user.id, signInChallengeId: challenge.id },
              ctx.now,
            )
          : { ok: false, reason: 'unknown_challenge' },
      ),
    { trustDevice: input.trustDevice },
  );
}
