import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/api/index.ts';
import { setUpHttp } from '../../src/http-setup.ts';
import { toast } from '../../src/ui/toast.ts';
import { installFakeApi, type FakeHandler } from '../helpers/fake-api.ts';
import {
  ASSERTION,
  cancelled,
  REQUEST_OPTIONS,
  setUpPasskeyBrowser,
  webauthn,
} from '../helpers/passkeys-ui.ts';

// The browser's WebAuthn is @simplewebauthn/browser's: mocked here only (the journeys use a virtual authenticator).
vi.mock('@simplewebauthn/browser', async () => (await import('../helpers/passkeys-webauthn.ts')).webauthn);

setUpPasskeyBrowser();

const locked = (methods: string[]): FakeHandler => ({
  status: 423,
  body: { message: 'Bevestig eerst dat jij het bent.', data: { challenge: { methods } } },
});

describe('re-confirmation with a passkey (auth/confirmation)', () => {
  const dialog = () => screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t';
    setUpHttp();
    toast.clear();
  });

  it('is offered first when the 423 lists it; confirming replays the request', async () => {
    const api = installFakeApi({
      'DELETE /user/passkeys/p2': [locked(['passkey', 'password']), { status: 204 }],
      'POST /auth/passkey-options': { body: { data: REQUEST_OPTIONS } },
      'POST /auth/complete-passkey-challenge': {
        body: { data: { confirmed: true, method: 'passkey', confirmedUntil: null } },
      },
    });
    webauthn.startAuthentication.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    const result = http.delete('/user/passkeys/p2');
    const modal = await dialog();
    expect(within(modal).getByText('Gebruik je passkey om door te gaan.')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Met je wachtwoord' })).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Bevestig met je passkey' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Het bevestigen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
    );
    await user.click(within(modal).getByRole('button', { name: 'Bevestig met je passkey' }));
    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /auth/passkey-options').map((call) => call.body)).toEqual([{}, {}]);
    expect(api.callsTo('POST /auth/complete-passkey-challenge').map((call) => call.body)).toEqual([
      { response: ASSERTION },
    ]);
    expect(api.callsTo('DELETE /user/passkeys/p2')).toHaveLength(2);
  });

  it('a browser without WebAuthn opens on the next method', async () => {
    vi.unstubAllGlobals();
    installFakeApi({ 'DELETE /user/passkeys/p2': locked(['passkey', 'password']) });
    void http.delete('/user/passkeys/p2').catch(() => undefined);
    const modal = await dialog();
    expect(within(modal).getByText('Vul je wachtwoord in om door te gaan.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Met je passkey' })).not.toBeInTheDocument();
  });
});
