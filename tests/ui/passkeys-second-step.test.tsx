import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeyStep } from '../../pages/login/PasskeyStep.tsx';
import { toast } from '../../src/ui/toast.ts';
import { installFakeApi } from '../helpers/fake-api.ts';
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

describe('the passkey as second step (PasskeyStep)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t';
    toast.clear();
  });

  it('asks the options of the challenge and completes it with the assertion and "onthouden"', async () => {
    const api = installFakeApi({
      'POST /auth/passkey-options': { body: { data: REQUEST_OPTIONS } },
      'POST /auth/complete-passkey-challenge': { body: { data: { next: 'authenticated' } } },
    });
    const onResult = vi.fn(async () => undefined);
    const onApiError = vi.fn();
    render(<PasskeyStep challenge="ch1" trustDevice onResult={onResult} onApiError={onApiError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gebruik je passkey' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ next: 'authenticated' }));
    expect(api.callsTo('POST /auth/passkey-options').map((call) => call.body)).toEqual([
      { challenge: 'ch1' },
    ]);
    expect(api.callsTo('POST /auth/complete-passkey-challenge').map((call) => call.body)).toEqual([
      { challenge: 'ch1', response: ASSERTION, trustDevice: true },
    ]);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('shows a closed prompt and the 422 under the button; hands an expired challenge (401) to the page', async () => {
    const unknown = 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.';
    installFakeApi({
      'POST /auth/passkey-options': [
        { body: { data: REQUEST_OPTIONS } },
        { body: { data: REQUEST_OPTIONS } },
        { status: 401, body: { message: 'Je inlogpoging is verlopen. Log opnieuw in.' } },
      ],
      'POST /auth/complete-passkey-challenge': {
        status: 422,
        body: { message: unknown, errors: { passkey: [unknown] } },
      },
    });
    webauthn.startAuthentication.mockRejectedValueOnce(cancelled());
    const onResult = vi.fn(async () => undefined);
    const onApiError = vi.fn();
    render(<PasskeyStep challenge="ch1" onResult={onResult} onApiError={onApiError} />);
    const button = screen.getByRole('button', { name: 'Gebruik je passkey' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
    );
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unknown));
    await userEvent.click(button);
    await waitFor(() => expect(onApiError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })));
    expect(onResult).not.toHaveBeenCalled();
  });
});
