import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { applePrivateKeyPem } from '../../config/social.ts';

/** How long one client secret is valid: it is made for one token request, so minutes are plenty. */
export const APPLE_CLIENT_SECRET_TTL_S = 5 * 60;

export interface AppleKey {
  teamId: string;
  /** The Services ID registered for "Sign in with Apple" (the OAuth client id). */
  clientId: string;
  keyId: string;
  privateKey: KeyObject;
  /** Apple's issuer (`https://appleid.apple.com`), or a stand-in's in tests. */
  audience: string;
}

/** The configured `.p8` key (PEM) as a key object. */
export function appleKeyObject(pem: string): KeyObject {
  return createPrivateKey(applePrivateKeyPem(pem));
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Apple's client secret: a JWT signed ES256 with the key of the developer account, header `kid` the key id,
 * `iss` the team id, `sub` the client id, `aud` Apple's issuer, and a short life (Apple allows up to six months;
 * a secret made per request never needs that). Pure apart from the clock.
 */
export function appleClientSecret(key: AppleKey, now: Date = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url({ alg: 'ES256', kid: key.keyId, typ: 'JWT' });
  const payload = base64url({
    iss: key.teamId,
    sub: key.clientId,
    aud: key.audience,
    iat,
    exp: iat + APPLE_CLIENT_SECRET_TTL_S,
  });
  const input = `${header}.${payload}`;
  // JWS wants the raw r||s signature (IEEE P1363), not DER.
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
