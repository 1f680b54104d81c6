import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../../db/client.ts';
import type { Passkey } from '../../db/schema/index.ts';
import { findPasskeyByCredentialId, recordPasskeyUse } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { signedChallenge } from './response-shape.ts';
import { consumeWebauthnChallenge, type WebauthnBinding } from './webauthn-challenges.ts';

/**
 * Why an answer was refused, as recorded in `sign_in_events.reason`. The caller answers all of them alike
 * (422 on `passkey`), so an unknown passkey looks like a wrong signature.
 */
export type AssertionFailure =
  'unknown_challenge' | 'unknown_passkey' | 'wrong_user' | 'invalid_assertion' | 'counter_regression';

export type AssertionCheck = { ok: true; passkey: Passkey } | { ok: false; reason: AssertionFailure };

/** The signature counter an answer carries (authenticator data bytes 33–36), or null when it is too short. */
function counterOf(response: AuthenticationResponseJSON): number | null {
  const data = Buffer.from(response.response.authenticatorData, 'base64url');
  return data.length >= 37 ? data.readUInt32BE(33) : null;
}

/** The counter went back (or stood still while counting): a cloned authenticator, or a replayed answer. */
function counterRegressed(stored: number, received: number | null): boolean {
  return received !== null && (stored > 0 || received > 0) && received <= stored;
}

/**
 * Checks a passkey's answer (docs/sign-in.md "Passkeys"), in this order:
 * 1. the challenge it signed is taken, once, with its binding (a conditional delete: of two concurrent answers one
 *    gets it), so a replayed, expired or other browser's answer fails here;
 * 2. the passkey is one we know, of `owner` when the challenge names one; a user handle, when sent, must name the
 *    passkey's user;
 * 3. the library's verification: type, challenge, origin = `APP_URL`'s origin, RP id hash = its host, user present
 *    and verified, the signature by the stored public key, and a counter that went up (or stays 0 for an
 *    authenticator without one);
 * 4. the use is stored (counter, backup flags, last used), on condition the counter is still lower, so two answers
 *    with the same counter cannot both count.
 * Malformed bytes inside the answer (not base64url JSON, broken CBOR …) fail at 3 like a wrong signature.
 */
export async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  binding: WebauthnBinding,
  now: Date,
): Promise<AssertionCheck> {
  const challenge = signedChallenge(response);
  const taken = challenge ? await consumeWebauthnChallenge(db, challenge, binding, now) : null;
  if (!challenge || !taken) return { ok: false, reason: 'unknown_challenge' };
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) return { ok: false, reason: 'unknown_passkey' };
  if (taken.userId && passkey.userId !== taken.userId) return { ok: false, reason: 'wrong_user' };
  const userHandle = response.response.userHandle;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.userId) {
    return { ok: false, reason: 'wrong_user' };
  }
  if (counterRegressed(passkey.counter, counterOf(response)))
    return { ok: false, reason: 'counter_regression' };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    return { ok: false, reason: 'invalid_assertion' };
  }
  if (!verified.verified) return { ok: false, reason: 'invalid_assertion' };
  const info = verified.authenticationInfo;
  const counted = await recordPasskeyUse(db, passkey.id, {
    counter: info.newCounter,
    backupEligible: info.credentialDeviceType === 'multiDevice',
    backedUp: info.credentialBackedUp,
    at: now,
  });
  if (!counted) return { ok: false, reason: 'counter_regression' };
  return { ok: true, passkey };
}
