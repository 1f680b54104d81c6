import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import {
  ASSERTION,
  cancelled,
  REQUEST_OPTIONS,
  setUpPasskeyBrowser,
  webauthn,
} from '../helpers/passkeys-ui.ts';
import { openAt } from '../helpers/shell.tsx';
import { resetSignIn } from '../helpers/sign-in-ui.ts';

// The browser's WebAuthn is @simplewebauthn/browser's: mocked here only (the journeys use a virtual authenticator).
vi.mock('@simplewebauthn/browser', async () => (await import('../helpers/passkeys-webauthn.ts')).webauthn);

setUpPasskeyBrowser();

describe('/login: "Inloggen met een passkey" and the autofill', () => {
  /** Signed out until login-with-passkey answered; the server's intended URL is /elders. */
  function loginApi(answer: FakeHandler | FakeHandler[]) {
    let signedIn = false;
    const answers = Array.isArray(answer) ? answer : [answer];
    return installFakeApi({
      'GET /user': () =>
        signedIn ? { body: signedInUser } : { status: 401, body: { message: 'Niet ingelogd.' } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
      'GET /auth/intended-url': { body: { data: { url: '/elders' } } },
      'POST /auth/passkey-sign-in-options': { body: { data: REQUEST_OPTIONS } },
      'POST /auth/login-with-passkey': () => {
        const reply = answers.shift() ?? { status: 500 };
        if (typeof reply === 'function') throw new Error('not used');
        if ((reply.status ?? 200) === 200) signedIn = true;
        return reply;
      },
    });
  }

  beforeEach(() => resetSignIn());

  it('the button prompts for a discoverable passkey and signs in at once (both steps)', async () => {
    const api = loginApi({ body: { data: { next: 'authenticated' } } });
    const user = userEvent.setup();
    openAt('/login');
    await user.click(await screen.findByRole('checkbox', { name: 'Ingelogd blijven' }));
    await user.click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/passkey-sign-in-options').map((call) => call.body)).toEqual([{}]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: REQUEST_OPTIONS,
      useBrowserAutofill: false,
    });
    expect(api.callsTo('POST /auth/login-with-passkey').map((call) => call.body)).toEqual([
      { response: ASSERTION, remember: true, intendedUrl: null },
    ]);
  });

  it("a closed prompt says so calmly; an unknown passkey shows the server's 422", async () => {
    const unknown = 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.';
    loginApi({ status: 422, body: { message: unknown, errors: { passkey: [unknown] } } });
    webauthn.startAuthentication.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    openAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Inloggen met een passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
    );
    await user.click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unknown));
    expect(window.location.pathname).toBe('/login');
  });

  it('the email field offers passkeys (conditional UI) from the first touch, not from its autofocus', async () => {
    const api = loginApi({ body: { data: { next: 'authenticated' } } });
    webauthn.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    const user = userEvent.setup();
    openAt('/login');
    const email = await screen.findByRole('textbox', { name: /^E-mailadres/ });
    expect(email).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(email).toHaveFocus());
    expect(webauthn.browserSupportsWebAuthnAutofill).not.toHaveBeenCalled();
    expect(api.callsTo('POST /auth/passkey-sign-in-options')).toHaveLength(0);

    await user.keyboard('a');
    await waitFor(() =>
      expect(webauthn.startAuthentication).toHaveBeenCalledWith({
        optionsJSON: REQUEST_OPTIONS,
        useBrowserAutofill: true,
      }),
    );
    // The user picked a passkey in the autofill: signed in, at the server's intended URL.
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/login-with-passkey').map((call) => call.body)).toEqual([
      { response: ASSERTION, remember: false, intendedUrl: null },
    ]);
  });

  it('a browser without WebAuthn gets no passkey button', async () => {
    vi.unstubAllGlobals();
    loginApi([]);
    openAt('/login');
    expect(await screen.findByRole('link', { name: 'Inloggen met een code per e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inloggen met een passkey' })).not.toBeInTheDocument();
  });
});
