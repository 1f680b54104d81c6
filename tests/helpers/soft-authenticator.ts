import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1). */
const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

/** What a test may bend in an answer: where it claims to come from, for which RP, with which flags and counter. */
export interface AnswerKnobs {
  /** The origin in clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** The RP id whose SHA-256 starts the authenticator data (default: the authenticator's). */
  rpId?: string;
  /** The flag UV (default true). */
  userVerified?: boolean;
  /** The signature counter to send (default: the next one; registration sends the current one). */
  counter?: number;
  /** Another challenge than the options' (base64url). */
  challenge?: string;
  /** The user handle to send (base64url); default: the one given at registration. */
  userHandle?: string | null;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function sha256(data: Uint8Array | string): Buffer {
  return createHash('sha256').update(data).digest();
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

/**
 * A software passkey for API tests: one ES256 (P-256) key pair from node:crypto, a random credential id and a
 * signature counter. It builds the answers a browser would hand over: registration with attestation `none`
 * (COSE key in CBOR, authenticator data with UP, UV, AT, optionally BE/BS) and assertions (authenticator data with
 * the counter, a DER signature over authData ‖ SHA-256(clientDataJSON), the user handle).
 */
export class SoftAuthenticator {
  readonly credentialId: Buffer = randomBytes(32);
  counter = 0;
  userHandle: string | null = null;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  /** The site it belongs to (tests: APP_URL's host name and origin). */
  readonly rpId: string;
  readonly origin: string;
  /** `backedUp`: a synced passkey (flags BE and BS); `countsSignatures: false`: its counter stays 0. */
  readonly options: { backedUp?: boolean; countsSignatures?: boolean };

  constructor(
    rpId: string,
    origin: string,
    options: { backedUp?: boolean; countsSignatures?: boolean } = {},
  ) {
    this.rpId = rpId;
    this.origin = origin;
    this.options = options;
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    return isoCBOR.encode(cose);
  }

  private flags(knobs: AnswerKnobs, extra: number): number {
    const backup = this.options.backedUp ? BE | BS : 0;
    return UP | (knobs.userVerified === false ? 0 : UV) | backup | extra;
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head.writeUInt8(flags, 32);
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  /** The answer to `navigator.credentials.create(options)`. Remembers the user handle of the options. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    knobs: AnswerKnobs = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authData(
      knobs.rpId ?? this.rpId,
      this.flags(knobs, AT),
      knobs.counter ?? this.counter,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, number>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const data = clientData(
      'webauthn.create',
      knobs.challenge ?? options.challenge,
      knobs.origin ?? this.origin,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(data),
        attestationObject: base64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * The answer to `navigator.credentials.get(options)`, signed with this key. The counter goes up by one unless
   * the authenticator keeps none (`countsSignatures: false`) or the test gives one.
   */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    knobs: AnswerKnobs = {},
  ): AuthenticationResponseJSON {
    const counter =
      knobs.counter ?? (this.options.countsSignatures === false ? 0 : (this.counter = this.counter + 1));
    const authData = this.authData(knobs.rpId ?? this.rpId, this.flags(knobs, 0), counter);
    const data = clientData(
      'webauthn.get',
      knobs.challenge ?? options.challenge,
      knobs.origin ?? this.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), this.privateKey);
    const userHandle = knobs.userHandle === undefined ? this.userHandle : knobs.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(data),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
