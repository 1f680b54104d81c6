import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

/** base64url without padding, bounded: anything a browser sends fits well inside these sizes. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const credentialId = base64url(1400);

/**
 * The JSON form of a `navigator.credentials.create()` answer (`@simplewebauthn/browser`'s
 * `startRegistration`). Only its form is checked here; its content is the library's to verify.
 */
const registrationResponse = z.object({
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

/** The JSON form of a `navigator.credentials.get()` answer (`startAuthentication`). */
const authenticationResponse = z.object({
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

/** A registration answer of the right form, or null (the caller answers 422). */
export function parseRegistrationResponse(value: unknown): RegistrationResponseJSON | null {
  const parsed = registrationResponse.safeParse(value);
  return parsed.success ? (parsed.data as RegistrationResponseJSON) : null;
}

/** An authentication answer of the right form, or null (the caller answers 422). */
export function parseAuthenticationResponse(value: unknown): AuthenticationResponseJSON | null {
  const parsed = authenticationResponse.safeParse(value);
  return parsed.success ? (parsed.data as AuthenticationResponseJSON) : null;
}

const clientData = z.object({ challenge: z.string().min(1).max(512) });

/**
 * The challenge the browser says it signed (from `clientDataJSON`), to find the stored one by; null when the
 * client data is not JSON or has none. The library checks it against the stored value again.
 */
export function signedChallenge(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const decoded: unknown = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    const parsed = clientData.safeParse(decoded);
    return parsed.success ? parsed.data.challenge : null;
  } catch {
    return null;
  }
}
