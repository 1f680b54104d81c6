import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmationStore } from '../../auth/confirmation/confirmation-store.ts';
import { http, isApiError } from '../../src/api/index.ts';
import { unmountConfirmation } from '../../src/confirmation-root.tsx';
import { setUpHttp } from '../../src/http-setup.ts';
import { MODAL_WIDTH_DIALOG } from '../../src/ui/Modal.tsx';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { installFakeApi, type FakeHandler } from '../helpers/fake-api.ts';
import { inSeconds } from '../helpers/sign-in-ui.ts';

const locked = (methods: string[]): FakeHandler => ({
  status: 423,
  body: { message: 'Bevestig eerst dat jij het bent.', data: { challenge: { methods } } },
});
const wrong = (field: string, message: string): FakeHandler => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});
const confirmedReply: FakeHandler = {
  body: { data: { confirmed: true, method: 'password', confirmedUntil: inSeconds(900) } },
};
const sent = (sentTo: string, seconds = 60): FakeHandler => ({
  body: { data: { sentTo, resendAvailableAt: inSeconds(seconds) } },
});

const PASSWORD = /^Wachtwoord( \*)?$/;
const dialog = () => screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  setUpHttp();
  toast.clear();
});

afterEach(() => {
  unmountConfirmation();
  vi.unstubAllGlobals();
});

describe('re-confirmation dialogs (spec §2, §4, §8)', () => {
  it('password: a wrong password shows the 422 under the field; the right one closes and replays the request', async () => {
    const api = installFakeApi({
      'POST /user/update-email': [locked(['password', 'email']), { body: { data: { sentTo: 'n•••@x.nl' } } }],
      'POST /auth/complete-password-challenge': [
        wrong('password', 'Dit wachtwoord klopt niet.'),
        confirmedReply,
      ],
    });
    const user = userEvent.setup();
    const result = http.post('/user/update-email', { email: 'nieuw@example.nl' });

    const modal = await dialog();
    expect(within(modal).getByText('Vul je wachtwoord in om door te gaan.')).toBeInTheDocument();
    expect(screen.getByRole('dialog').closest('.MuiDialog-paper') ?? screen.getByRole('dialog')).toHaveStyle({
      maxWidth: `${MODAL_WIDTH_DIALOG}px`,
    });
    await user.click(within(modal).getByRole('button', { name: 'Bevestigen' }));
    expect(within(modal).getByText('Vul je wachtwoord in.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(PASSWORD), 'fout');
    await user.click(within(modal).getByRole('button', { name: 'Bevestigen' }));
    expect(await within(modal).findByText('Dit wachtwoord klopt niet.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(PASSWORD), 'goed wachtwoord');
    await user.click(within(modal).getByRole('button', { name: 'Bevestigen' }));

    await expect(result).resolves.toEqual({ data: { sentTo: 'n•••@x.nl' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmationStore.get().isAuthConfirmed).toBe(true);
    expect(api.callsTo('POST /auth/complete-password-challenge').map((call) => call.body)).toEqual([
      { password: 'fout' },
      { password: 'goed wachtwoord' },
    ]);
    // Replayed unchanged.
    expect(api.callsTo('POST /user/update-email').map((call) => call.body)).toEqual([
      { email: 'nieuw@example.nl' },
      { email: 'nieuw@example.nl' },
    ]);
  });

  it('opens the first method and links to the others; email sends a code and counts down the resend', async () => {
    const api = installFakeApi({
      'PUT /employees/7/roles': [locked(['totp', 'password', 'sms', 'email']), { body: { data: [] } }],
      'POST /auth/start-email-challenge': sent('a•••@example.nl'),
      'POST /auth/start-sms-challenge': sent('•• •• •• •• 78', 1),
      'POST /auth/complete-sms-challenge': [wrong('code', 'Deze code klopt niet.'), confirmedReply],
    });
    const user = userEvent.setup();
    const result = http.put('/employees/7/roles', { roles: [] });

    await dialog();
    expect(screen.getByText('Vul de code in die je authenticator-app nu laat zien.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cijfer 1 van 6')).toHaveFocus();
    const links = screen.getByRole('navigation', { name: 'Op een andere manier bevestigen' });
    expect(
      within(links)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Met je wachtwoord', 'Met een code per sms', 'Met een code per e-mail']);

    await user.click(within(links).getByRole('button', { name: 'Met een code per e-mail' }));
    expect(
      await screen.findByText('We hebben een code van 6 cijfers gestuurd naar a•••@example.nl.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (60|59) s$/ })).toBeDisabled();
    expect(api.callsTo('POST /auth/start-email-challenge').map((call) => call.body)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Met een code per sms' }));
    expect(await screen.findByText(/per sms gestuurd naar •• •• •• •• 78/)).toBeInTheDocument();
    // The SMS cooldown ends after a second; then the button sends again.
    const resend = await screen.findByRole('button', { name: 'Code opnieuw versturen' }, { timeout: 3000 });
    await user.click(resend);
    await waitFor(() => expect(api.callsTo('POST /auth/start-sms-challenge')).toHaveLength(2));
    await waitFor(() => expect(getToasts().map((item) => item.message)).toContain('Code opnieuw verstuurd'));

    // Back to email inside its cooldown: no second email.
    await user.click(screen.getByRole('button', { name: 'Met een code per e-mail' }));
    expect(await screen.findByText(/gestuurd naar a•••@example.nl/)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/start-email-challenge')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Met een code per sms' }));
    await user.keyboard('111111');
    expect(await screen.findByText('Deze code klopt niet.')).toBeInTheDocument();
    await user.keyboard('222222');
    await expect(result).resolves.toEqual({ data: [] });
    expect(api.callsTo('POST /auth/complete-sms-challenge').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
    expect(api.callsTo('PUT /employees/7/roles')).toHaveLength(2);
  }, 15_000);

  it('a non-GET request: closable; closing rejects the request and the next dialog starts empty', async () => {
    const api = installFakeApi({
      'POST /employees/7/update-permissions': locked(['password']),
      'POST /auth/complete-password-challenge': wrong('password', 'Dit wachtwoord klopt niet.'),
    });
    const user = userEvent.setup();
    const first = http
      .post('/employees/7/update-permissions', { permissions: [] })
      .catch((error: unknown) => error);
    let modal = await dialog();
    await user.type(within(modal).getByLabelText(PASSWORD), 'fout');
    await user.click(within(modal).getByRole('button', { name: 'Bevestigen' }));
    await within(modal).findByText('Dit wachtwoord klopt niet.');
    await user.type(within(modal).getByLabelText(PASSWORD), 'half');
    await user.click(within(modal).getByRole('button', { name: 'Sluiten' }));

    const error = await first;
    expect(isApiError(error) && error.status).toBe(423);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /employees/7/update-permissions')).toHaveLength(1);
    expect(confirmationStore.get().isAuthConfirmed).toBe(false);

    const second = http.post('/employees/7/update-permissions', { permissions: [] }).catch((e: unknown) => e);
    modal = await dialog();
    expect(within(modal).getByLabelText(PASSWORD)).toHaveValue('');
    expect(within(modal).queryByText('Dit wachtwoord klopt niet.')).not.toBeInTheDocument();
    // Escape and "Annuleren" close too.
    await user.keyboard('{Escape}');
    expect(isApiError(await second) && (await second)).toBeTruthy();
    const third = http.post('/employees/7/update-permissions', {}).catch((e: unknown) => e);
    modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Annuleren' }));
    expect(isApiError(await third)).toBe(true);
  });

  it('a GET request: not closable (no close button, Escape does nothing) until confirmed', async () => {
    installFakeApi({
      'GET /user/security-settings': [locked(['totp']), { body: { data: { hasPassword: true } } }],
      'POST /auth/complete-totp-challenge': confirmedReply,
    });
    const user = userEvent.setup();
    const result = http.get('/user/security-settings');
    const modal = await dialog();
    expect(within(modal).queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Annuleren' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('navigation')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('123456');
    await expect(result).resolves.toEqual({ data: { hasPassword: true } });
  });

  it('requests locked while the dialog is open wait for the same confirmation and are all replayed', async () => {
    const api = installFakeApi({
      'DELETE /user/sessions': [locked(['password']), { status: 204 }],
      'POST /user/backup-codes': [locked(['password']), { body: { data: { backupCodes: ['a'] } } }],
      'POST /auth/complete-password-challenge': confirmedReply,
    });
    const user = userEvent.setup();
    const one = http.delete('/user/sessions');
    const modal = await dialog();
    const two = http.post('/user/backup-codes');
    await waitFor(() => expect(api.callsTo('POST /user/backup-codes')).toHaveLength(1));
    await user.type(within(modal).getByLabelText(PASSWORD), 'geheim');
    await user.click(within(modal).getByRole('button', { name: 'Bevestigen' }));
    await one;
    expect(api.callsTo('DELETE /user/sessions')).toHaveLength(2);
    await expect(two).resolves.toEqual({ data: { backupCodes: ['a'] } });
    expect(api.callsTo('POST /auth/complete-password-challenge')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('no method at all (methods: []): explains that a password is needed first; closing rejects', async () => {
    installFakeApi({ 'POST /totp': locked([]) });
    const user = userEvent.setup();
    const result = http.post('/totp').catch((error: unknown) => error);
    const modal = await dialog();
    expect(within(modal).getByText(/Een code per e-mail is daarvoor niet genoeg/)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Wachtwoord instellen' })).toHaveAttribute(
      'href',
      '/settings/security/update-password',
    );
    await user.click(within(modal).getByRole('button', { name: 'Annuleren' }));
    expect(isApiError(await result)).toBe(true);
  });

  it('a throttled confirmation says so under the field', async () => {
    installFakeApi({
      'POST /user/update-phone': locked(['password']),
      'POST /auth/complete-password-challenge': {
        status: 429,
        headers: { 'Retry-After': '60' },
        body: { message: 'x' },
      },
    });
    const user = userEvent.setup();
    void http.post('/user/update-phone', { phone: '0612345678' }).catch(() => undefined);
    const modal = await dialog();
    await user.type(within(modal).getByLabelText(PASSWORD), 'geheim');
    await user.click(within(modal).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await within(modal).findByText('Je hebt dit te vaak geprobeerd, probeer het later opnieuw'),
    ).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });
});
