import { afterEach, beforeEach, vi } from 'vitest';
import { unmountConfirmation } from '../../src/confirmation-root.tsx';
import { webauthn } from './passkeys-webauthn.ts';

export { webauthn };

export const CREATION_OPTIONS = {
  challenge: 'cmVn',
  rp: { name: 'Zorgportaal' },
  user: { id: 'dTE', name: 'anna' },
};
export const REQUEST_OPTIONS = { challenge: 'YXNz', rpId: 'localhost', allowCredentials: [] };
export const REGISTRATION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { attestationObject: 'x' },
};
export const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { signature: 'sig' },
};

/** What the browser throws when its passkey prompt is closed. */
export const cancelled = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

/** A passkey as the list of `GET /user/passkeys` gives it. */
export const passkey = (id: string, name: string, lastUsedAt: string | null = null) => ({
  id,
  name,
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt,
  backedUp: true,
});

/** A browser with WebAuthn (jsdom has none): what `browserSupportsWebAuthn` tests. */
function withWebAuthn() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
}

/**
 * Every test of the file starts in a browser with WebAuthn whose prompts succeed (the registration and assertion
 * above, no autofill); a test takes WebAuthn away with `vi.unstubAllGlobals()`. Call at the top of the file, next to
 * its `vi.mock` of `@simplewebauthn/browser` (see passkeys-webauthn.ts).
 */
export function setUpPasskeyBrowser(): void {
  vi.setConfig({ testTimeout: 20_000 });

  beforeEach(() => {
    webauthn.startRegistration.mockReset().mockResolvedValue(REGISTRATION);
    webauthn.startAuthentication.mockReset().mockResolvedValue(ASSERTION);
    webauthn.browserSupportsWebAuthnAutofill.mockReset().mockResolvedValue(false);
    withWebAuthn();
  });

  afterEach(() => {
    unmountConfirmation();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
