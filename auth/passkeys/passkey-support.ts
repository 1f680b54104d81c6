/**
 * Whether this browser can use passkeys at all: @simplewebauthn/browser's `browserSupportsWebAuthn` test, written
 * out so that a page can decide to show its passkey button without loading the library (the /login budget).
 */
export function passkeysSupported(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}
