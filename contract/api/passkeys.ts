import { z } from 'zod';
import { message } from '../messages.ts';
import { envelope } from './envelope.ts';
import { challenge, intendedUrl, remember, trustDevice } from './sign-in.ts';

/**
 * The passkey calls (docs/api.md "Passkeys", docs/sign-in.md "Passkeys", docs/self-service.md "Passkeys"): the
 * assertion's options and answer at sign-in, second step and re-confirmation, and the user's own passkeys. Their
 * answers are the LoginResult and re-confirmation answers of sign-in.ts.
 */

/**
 * The answers of the options calls, as `@simplewebauthn/server` makes them (`PublicKeyCredentialCreationOptionsJSON`,
 * `PublicKeyCredentialRequestOptionsJSON`): what the SPA hands to `@simplewebauthn/browser`. Written out so the
 * response is checked and documented like every other.
 */
const descriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const userVerification = z.enum(['required', 'preferred', 'discouraged']);

const extensions = z.object({ credProps: z.boolean().optional() }).optional();

export const creationOptionsJson = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  hints: z.array(z.string()).optional(),
  extensions,
});

export const requestOptionsJson = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: userVerification.optional(),
  hints: z.array(z.string()).optional(),
  extensions,
});

/** base64url without padding, bounded: anything a browser sends fits well inside these sizes. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const credentialId = base64url(1400);

/**
 * The JSON form of a `navigator.credentials.create()` answer (`@simplewebauthn/browser`'s `startRegistration`).
 * The bodies carry it as `response: unknown` and the server checks it with this by hand, so any defect is the one
 * 422 of the call; its content is the library's to verify.
 */
export const registrationResponseJson = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** The JSON form of a `navigator.credentials.get()` answer (`startAuthentication`), checked the same way. */
export const authenticationResponseJson = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** The browser's assertion in a body: checked for its form by hand (above), so any defect is one 422 on `passkey`. */
const assertion = z.unknown();

/**
 * `POST /auth/passkey-options`: with `challenge` a second step's options, without it (signed in) a
 * re-confirmation's. Its answer is also `POST /auth/passkey-sign-in-options`' (a first factor; no body).
 */
export const passkeyOptionsBody = z.object({ challenge });
export type PasskeyOptionsBody = z.input<typeof passkeyOptionsBody>;
export const passkeyOptionsAnswer = envelope(requestOptionsJson);

/** `POST /auth/passkey-sign-in-options`: nothing to send (the options are discoverable, bound by a cookie). */
export const passkeySignInOptionsBody = z.object({}).optional();

/** `POST /auth/complete-passkey-challenge`: answers `completeChallengeAnswer` (sign-in.ts). */
export const completePasskeyChallengeBody = z.object({ challenge, response: assertion, trustDevice });
export type CompletePasskeyChallengeBody = z.input<typeof completePasskeyChallengeBody>;

/** `POST /auth/login-with-passkey`: first factor and second step at once; answers `loginAnswer` (sign-in.ts). */
export const loginWithPasskeyBody = z.object({ response: assertion, remember, intendedUrl });
export type LoginWithPasskeyBody = z.input<typeof loginWithPasskeyBody>;

/** The user's own name for a passkey: required, at most this many characters after trimming. */
export const PASSKEY_NAME_MAX = 60;

const passkeyName = z
  .string({ error: 'server.passkeys.nameRequired' })
  .trim()
  .min(1, { error: 'server.passkeys.nameRequired' })
  .max(PASSKEY_NAME_MAX, { error: message('server.passkeys.nameTooLong', { max: PASSKEY_NAME_MAX }) });

/** docs/api.md `PasskeyItem`: what the security page lists of a passkey (never its key or credential id). */
export const passkeyItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager …). */
  backedUp: z.boolean(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;

/** `GET /user/passkeys` (newest first). */
export const passkeysAnswer = envelope(z.array(passkeyItem));

/** `POST /user/passkeys/registration-options`: nothing to send. */
export const registrationOptionsBody = z.object({}).optional();
export const registrationOptionsAnswer = envelope(creationOptionsJson);

/** `POST /user/passkeys` (201) and `PATCH /user/passkeys/{id}`: the passkey as it is now. */
export const passkeyAnswer = envelope(passkeyItem);

/** `POST /user/passkeys`: its name and the browser's registration answer (422 on `name` or `response`). */
export const addPasskeyBody = z.object({ name: passkeyName, response: z.unknown() });
export type AddPasskeyBody = z.input<typeof addPasskeyBody>;

/** `PATCH /user/passkeys/{id}` and `DELETE /user/passkeys/{id}`. */
export const passkeyParams = z.object({ id: z.string() });

/** `PATCH /user/passkeys/{id}`. */
export const renamePasskeyBody = z.object({ name: passkeyName });
export type RenamePasskeyBody = z.input<typeof renamePasskeyBody>;
