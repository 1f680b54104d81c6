import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { authenticationResponseJson, registrationResponseJson } from '../../../contract/api/passkeys.ts';

/** A registration answer of the right form, or null (the caller answers 422). */
export function parseRegistrationResponse(value: unknown): RegistrationResponseJSON | null {
  const parsed = registrationResponseJson.safeParse(value);
  return parsed.success ? (parsed.data as RegistrationResponseJSON) : null;
}

/** An authentication answer of the right form, or null (the caller answers 422). */
export function parseAuthenticationResponse(value: unknown): AuthenticationResponseJSON | null {
  const parsed = authenticationResponseJson.safeParse(value);
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
