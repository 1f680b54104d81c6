import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import {
  cancelled,
  CREATION_OPTIONS,
  passkey,
  REGISTRATION,
  setUpPasskeyBrowser,
  webauthn,
} from '../helpers/passkeys-ui.ts';
import { openAt } from '../helpers/shell.tsx';
import { resetSignIn } from '../helpers/sign-in-ui.ts';

// The browser's WebAuthn is @simplewebauthn/browser's: mocked here only (the journeys use a virtual authenticator).
vi.mock('@simplewebauthn/browser', async () => (await import('../helpers/passkeys-webauthn.ts')).webauthn);

setUpPasskeyBrowser();

describe('onboarding: a passkey as the preferred second step', () => {
  const steps = (otp: string) => ({
    accept_terms: 'completed',
    setup_login: 'completed',
    verify_email: 'completed',
    verify_phone: 'skipped',
    setup_otp: otp,
  });

  beforeEach(() => resetSignIn());

  it('adds a passkey, then saves the preference at once and goes on', async () => {
    let done = false;
    const api = installFakeApi({
      'GET /user': () => ({
        body: { data: { ...signedInUser.data, onboarding: steps(done ? 'completed' : 'pending') } },
      }),
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
      'POST /user/passkeys/registration-options': { body: { data: CREATION_OPTIONS } },
      'POST /user/passkeys': { status: 201, body: { data: passkey('p1', 'Mijn passkey') } },
      'POST /user/update-otp-preference': () => {
        done = true;
        return { body: { data: { ...signedInUser.data, onboarding: steps('completed') } } };
      },
    });
    localStorage.setItem('zorgportaal.redirectedFrom', '/elders');
    const user = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    await user.click(await screen.findByRole('radio', { name: /^Passkey/ }));
    await user.click(screen.getByRole('button', { name: 'Passkey instellen' }));
    expect(await screen.findByRole('textbox', { name: /^Naam van de passkey/ })).toHaveValue('Mijn passkey');
    expect(screen.getByRole('button', { name: 'Terug naar je keuze' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passkey toevoegen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /user/passkeys').map((call) => call.body)).toEqual([
      { name: 'Mijn passkey', response: REGISTRATION },
    ]);
    expect(api.callsTo('POST /user/update-otp-preference').map((call) => call.body)).toEqual([
      { method: 'passkey' },
    ]);
  });

  it('a closed prompt keeps the choice open: back to the other ways', async () => {
    installFakeApi({
      'GET /user': { body: { data: { ...signedInUser.data, onboarding: steps('pending') } } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
      'POST /user/passkeys/registration-options': { body: { data: CREATION_OPTIONS } },
    });
    webauthn.startRegistration.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    await user.click(await screen.findByRole('radio', { name: /^Passkey/ }));
    await user.click(screen.getByRole('button', { name: 'Passkey instellen' }));
    await user.click(await screen.findByRole('button', { name: 'Passkey toevoegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het toevoegen is afgebroken.');
    await user.click(screen.getByRole('button', { name: 'Terug naar je keuze' }));
    expect(await screen.findByRole('radio', { name: /^Code per e-mail/ })).toBeInTheDocument();
  });

  it('a browser without WebAuthn is not offered the passkey', async () => {
    vi.unstubAllGlobals();
    installFakeApi({
      'GET /user': { body: { data: { ...signedInUser.data, onboarding: steps('pending') } } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
    });
    openAt('/onboarding/preferred-otp');
    expect(await screen.findByRole('radio', { name: /^Code per e-mail/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Passkey/ })).not.toBeInTheDocument();
  });
});
