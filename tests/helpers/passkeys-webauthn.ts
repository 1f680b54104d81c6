import { vi } from 'vitest';

/**
 * The stand-in for `@simplewebauthn/browser` in the UI tests (jsdom has no WebAuthn; the journeys use a virtual
 * authenticator). A test file mocks the package with it:
 * `vi.mock('@simplewebauthn/browser', async () => (await import('../helpers/passkeys-webauthn.ts')).webauthn);`
 * It imports nothing of the app, so the mock's factory can load it whenever the package is first asked for.
 */
export const webauthn = {
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
};
