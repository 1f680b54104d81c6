import type { CDPSession, Page } from '@playwright/test';

/** A virtual authenticator of the page's Chromium (CDP `WebAuthn`): its id and the session that drives it. */
export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/**
 * Gives the page a platform authenticator (CTAP2, internal transport) with discoverable credentials and user
 * verification that always succeeds and needs no touch: registering and using a passkey then works without a
 * person. It lives as long as the page; its credentials stay across navigations and sign-outs.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The credentials the authenticator holds (a registered passkey is one). */
export async function storedCredentials(
  authenticator: VirtualAuthenticator,
): Promise<{ credentialId: string }[]> {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.authenticatorId,
  });
  return credentials;
}

/**
 * Whether the authenticator answers by itself. While on, the email field's passkey autofill (conditional UI) would be
 * answered at once and sign in; a journey that types a password switches it off first, as a person would simply
 * not pick the passkey from the autofill.
 */
export async function answerByItself(authenticator: VirtualAuthenticator, enabled: boolean): Promise<void> {
  await authenticator.cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
    authenticatorId: authenticator.authenticatorId,
    enabled,
  });
}
