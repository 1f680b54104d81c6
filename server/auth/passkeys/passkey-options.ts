import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { Passkey, User } from '../../db/schema/index.ts';
import type { RelyingParty } from './relying-party.ts';
import { WEBAUTHN_CHALLENGE_TTL_MS } from './webauthn-challenges.ts';

/**
 * 32 random bytes. Given as bytes: the library would take a string for UTF-8 text. The options carry them base64url
 * (`options.challenge`), which is what is stored and what the authenticator signs.
 */
function newChallenge(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(randomBytes(32));
}

type Credential = Pick<Passkey, 'credentialId' | 'transports'>;

function descriptors(credentials: readonly Credential[]) {
  return credentials.map((credential) => ({
    id: credential.credentialId,
    transports: credential.transports,
  }));
}

/**
 * What `navigator.credentials.create()` gets (docs/sign-in.md "Passkeys"): a discoverable credential (so it can
 * sign in without an email address) with user verification, no attestation (we trust no make of authenticator
 * over another), and not one the user already has. The user handle is the account's id, never a name or address.
 */
export function registrationOptions(
  rp: RelyingParty,
  user: Pick<User, 'id' | 'email' | 'firstname' | 'lastname'>,
  existing: readonly Credential[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new Uint8Array(Buffer.from(user.id, 'utf8')),
    userName: user.email,
    userDisplayName: `${user.firstname} ${user.lastname}`.trim(),
    challenge: newChallenge(),
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // EdDSA, ES256, RS256: what every platform authenticator offers. @simplewebauthn 14 would put ML-DSA-44 first
    // when Node supports it; Chromium's authenticator then makes such a key, and its assertions did not verify.
    supportedAlgorithmIDs: [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256],
    excludeCredentials: descriptors(existing),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
  });
}

/**
 * What `navigator.credentials.get()` gets: user verification required; `allowCredentials` the user's passkeys for
 * a second step or a re-confirmation, none for a passkey sign-in (the browser offers every passkey it has for us).
 */
export function authenticationOptions(
  rp: RelyingParty,
  allowed: readonly Credential[] | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: newChallenge(),
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    userVerification: 'required',
    ...(allowed ? { allowCredentials: descriptors(allowed) } : {}),
  });
}
