import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUnauthenticated } from '../../auth/check-authentication.ts';
import { RouteGuard } from '../../auth/guards.tsx';
import { sessionStore } from '../../auth/session-store.ts';
import { ForgotPasswordPage } from '../../pages/password/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../../pages/password/ResetPasswordPage.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { installFakeApi } from '../helpers/fake-api.ts';

function Elsewhere() {
  const location = useLocation();
  return <p>Op {location.pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/password/forgot"
          element={
            <RouteGuard expect="unauthenticated">
              <ForgotPasswordPage />
            </RouteGuard>
          }
        />
        <Route
          path="/password/reset/:token"
          element={
            <RouteGuard expect="unauthenticated">
              <ResetPasswordPage appName="Zorgportaal" />
            </RouteGuard>
          }
        />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

const EMAIL = /^E-mailadres( \*)?$/;
const NEW_PASSWORD = /^Nieuw wachtwoord( \*)?$/;
const CONFIRMATION = /^Herhaal nieuw wachtwoord( \*)?$/;
const TOKEN = 'k'.repeat(43);
const TOKEN_INVALID =
  'Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe link aan.';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  configureHttp({});
  localStorage.clear();
  markUnauthenticated();
  sessionStore.set({ redirectedFrom: null, email: null });
  toast.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/password/forgot', () => {
  it('asks for the address in Dutch, without the browser’s validation; an empty field sends nothing', async () => {
    const api = installFakeApi({});
    const user = userEvent.setup();
    renderAt('/password/forgot');
    expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    const email = screen.getByLabelText(EMAIL);
    expect(email).toHaveAttribute('type', 'email');
    expect(email.closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    expect(email).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the link and says to check the inbox at that address, with a resend countdown', async () => {
    const api = installFakeApi({ 'POST /auth/send-password-reset-link': { body: { data: { sent: true } } } });
    const user = userEvent.setup();
    renderAt('/password/forgot');
    await user.type(await screen.findByLabelText(EMAIL), ' anna@example.nl ');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));

    expect(await screen.findByRole('heading', { name: 'Controleer je inbox' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/send-password-reset-link')[0]?.body).toEqual({ email: 'anna@example.nl' });
    expect(screen.getByText('anna@example.nl')).toBeInTheDocument();
    expect(screen.getByText(/^Hoort er een account bij/)).toHaveTextContent(
      'Hoort er een account bij anna@example.nl? Dan hebben we daar een link naartoe gestuurd',
    );
    expect(screen.getByText(/60 minuten geldig/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/login');

    // Another address: back to the form, keeping what was typed.
    await user.click(screen.getByRole('button', { name: 'Ander e-mailadres' }));
    expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten' })).toBeInTheDocument();
  });

  it('resends after the countdown, with a "Verstuurd" toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const api = installFakeApi({ 'POST /auth/send-password-reset-link': { body: { data: { sent: true } } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/password/forgot');
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    await screen.findByRole('heading', { name: 'Controleer je inbox' });
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    const resend = screen.getByRole('button', { name: 'Opnieuw versturen' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(api.callsTo('POST /auth/send-password-reset-link')).toHaveLength(2));
    await waitFor(() => expect(getToasts().map((item) => item.message)).toContain('Verstuurd'));
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
  });

  it("shows the server's 422 under the field", async () => {
    installFakeApi({
      'POST /auth/send-password-reset-link': {
        status: 422,
        body: {
          message: 'Vul een geldig e-mailadres in.',
          errors: { email: ['Vul een geldig e-mailadres in.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/password/forgot');
    await user.type(await screen.findByLabelText(EMAIL), 'anna');
    await user.click(screen.getByRole('button', { name: 'Stuur de link' }));
    await waitFor(() =>
      expect(screen.getByLabelText(EMAIL)).toHaveAccessibleDescription('Vul een geldig e-mailadres in.'),
    );
    expect(screen.queryByRole('heading', { name: 'Controleer je inbox' })).not.toBeInTheDocument();
  });
});

describe('/password/reset/:token', () => {
  /** The check on open (issue 18): the link still works. */
  const LIVE_LINK = { [`GET /auth/reset-password/${TOKEN}`]: { body: { data: { valid: true } } } };

  it('asks for the address, a new password with show/hide and strength, and its confirmation', async () => {
    installFakeApi(LIVE_LINK);
    const user = userEvent.setup();
    renderAt(`/password/reset/${TOKEN}`);
    // The form shows once the link is checked (issue 18).
    const password = await screen.findByLabelText(NEW_PASSWORD);
    expect(screen.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(CONFIRMATION)).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Minimaal 8 tekens.'));

    const [toggle] = screen.getAllByRole('button', { name: 'Wachtwoord tonen' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');

    await user.type(password, 'Paardenbloem-Zonnedak-42');
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'Sterkte van je wachtwoord: Zeer sterk',
    );
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Sterkte van je wachtwoord: Zeer sterk'),
    );
  }, 20_000);

  it('empty fields get Dutch messages and nothing is sent', async () => {
    const api = installFakeApi(LIVE_LINK);
    const user = userEvent.setup();
    renderAt(`/password/reset/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByLabelText(EMAIL)).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveAccessibleDescription(
      expect.stringContaining('Vul een nieuw wachtwoord in.'),
    );
    expect(screen.getByLabelText(CONFIRMATION)).toHaveAccessibleDescription('Herhaal je nieuwe wachtwoord.');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /auth/reset-password/${TOKEN}`,
    ]);
  });

  it('a used or expired link is said when the page opens, instead of the form (issue 18)', async () => {
    const api = installFakeApi({
      [`GET /auth/reset-password/${TOKEN}`]: {
        status: 422,
        body: { message: TOKEN_INVALID, errors: { token: [TOKEN_INVALID] } },
      },
    });
    renderAt(`/password/reset/${TOKEN}`);
    expect(await screen.findByText(TOKEN_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
    expect(screen.queryByLabelText(NEW_PASSWORD)).not.toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /auth/reset-password/${TOKEN}`,
    ]);
  });

  it("shows the server's 422 messages under their fields", async () => {
    const errors = {
      email: [
        'Dit e-mailadres hoort niet bij deze link. Vul het e-mailadres in waarop je de link hebt ontvangen.',
      ],
      password: ['Dit wachtwoord is te makkelijk te raden.'],
      passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
    };
    const api = installFakeApi({
      'POST /auth/reset-password': { status: 422, body: { message: errors.email[0], errors } },
    });
    const user = userEvent.setup();
    renderAt(`/password/reset/${TOKEN}`);
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(screen.getByLabelText(NEW_PASSWORD), 'wachtwoord');
    await user.type(screen.getByLabelText(CONFIRMATION), 'wachtwoord1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

    await waitFor(() => expect(screen.getByLabelText(EMAIL)).toHaveAccessibleDescription(errors.email[0]));
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(NEW_PASSWORD)).toHaveAccessibleDescription(
      expect.stringContaining(errors.password[0]!),
    );
    expect(screen.getByLabelText(CONFIRMATION)).toHaveAccessibleDescription(errors.passwordConfirmation[0]);
    expect(api.callsTo('POST /auth/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      email: 'anna@example.nl',
      password: 'wachtwoord',
      passwordConfirmation: 'wachtwoord1',
    });
    expect(screen.queryByText(/^Op /)).not.toBeInTheDocument();

    // Editing a field takes its stale message away; the others stay until they are edited.
    await user.type(screen.getByLabelText(CONFIRMATION), 'x');
    expect(screen.getByLabelText(CONFIRMATION)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(EMAIL)).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('an expired or used link is said above the form, with a way to ask for a new one', async () => {
    installFakeApi({
      'POST /auth/reset-password': {
        status: 422,
        body: { message: TOKEN_INVALID, errors: { token: [TOKEN_INVALID] } },
      },
    });
    const user = userEvent.setup();
    renderAt(`/password/reset/${TOKEN}`);
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(screen.getByLabelText(NEW_PASSWORD), 'Paardenbloem-Zonnedak-42');
    await user.type(screen.getByLabelText(CONFIRMATION), 'Paardenbloem-Zonnedak-42');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TOKEN_INVALID);
    expect(within(alert).getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
  }, 20_000);

  it('on success goes to /login with a success toast', async () => {
    const api = installFakeApi({ 'POST /auth/reset-password': { body: { data: { reset: true } } } });
    const user = userEvent.setup();
    renderAt(`/password/reset/${TOKEN}`);
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(screen.getByLabelText(NEW_PASSWORD), 'Paardenbloem-Zonnedak-42');
    await user.type(screen.getByLabelText(CONFIRMATION), 'Paardenbloem-Zonnedak-42');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Op /login')).toBeInTheDocument();
    expect(getToasts()).toEqual([
      expect.objectContaining({
        type: 'success',
        message: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
      }),
    ]);
    expect(api.callsTo('POST /auth/reset-password')).toHaveLength(1);
  }, 20_000);
});
