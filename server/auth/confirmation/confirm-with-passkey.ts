import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { authenticationOptions } from '../passkeys/passkey-options.ts';
import { passkeyVerification } from '../passkeys/passkey-refused.ts';
import { passkeysOfUser } from '../passkeys/passkey-store.ts';
import type { RelyingParty } from '../passkeys/relying-party.ts';
import { verifyAssertion } from '../passkeys/verify-assertion.ts';
import { storeWebauthnChallenge } from '../passkeys/webauthn-challenges.ts';
import type { ConfirmationContext } from './confirmation-context.ts';
import { confirmWith, userConfirmingWith, type Confirmed } from './confirm-with.ts';

/**
 * `POST /auth/passkey-options` without a challenge while signed in: options allowing the user's passkeys, their
 * challenge bound to this session. A user without a passkey: 422 on `challenge`.
 */
export async function confirmationPasskeyOptions(
  ctx: ConfirmationContext,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const user = await userConfirmingWith(ctx, 'passkey');
  const options = await authenticationOptions(rp, await passkeysOfUser(ctx.db, user.id));
  await storeWebauthnChallenge(
    ctx.db,
    options.challenge,
    { purpose: 'confirmation', userId: user.id, sessionId: ctx.session.id },
    ctx.now,
  );
  return options;
}

/** `complete-passkey-challenge` without a challenge: a passkey of the user, answering this session's options. */
export function confirmWithPasskey(
  ctx: ConfirmationContext,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<Confirmed> {
  return confirmWith(ctx, 'passkey', async (user) =>
    passkeyVerification(
      await verifyAssertion(
        ctx.db,
        rp,
        response,
        { purpose: 'confirmation', userId: user.id, sessionId: ctx.session.id },
        ctx.now,
      ),
    ),
  );
}
