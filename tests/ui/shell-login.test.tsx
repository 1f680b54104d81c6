import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUnauthenticated } from '../../auth/check-authentication.ts';
import { RouteGuard } from '../../auth/guards.tsx';
import { getSession, sessionStore } from '../../auth/session-store.ts';
import { LoginPage } from '../../pages/login/LoginPage.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';

function Elsewhere() {
  const location = useLocation();
  return <p>Op {location.pathname}</p>;
}

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route
          path="/login"
          element={
            <RouteGuard expect="unauthenticated">
              <LoginPage appName="Zorgportaal" />
            </RouteGuard>
          }
        />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

const EMAIL = /^E-mailadres( \*)?$/;
const passwordField = () => screen.getByLabelText(/^Wachtwoord( \*)?$/);

const signedIn = {
  'GET /user': { body: signedInUser },
  'GET /user/permissions': { body: { data: ['manage_tags'] } },
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  configureHttp({});
  localStorage.clear();
  markUnauthenticated();
  sessionStore.set({ redirectedFrom: null, email: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in page', () => {
  it('has a heading, email and password fields, "Ingelogd blijven", "Wachtwoord vergeten?" and the email-code sign-in', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(screen.getByLabelText(EMAIL)).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Ingelogd blijven' })).not.toBeChecked();
    // Social sign-in only for providers the server has configured (none here): no buttons that do nothing.
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Wachtwoord vergeten?', '/password/forgot'],
      ['Inloggen met een code per e-mail', '/login/email'],
    ]);
    expect(screen.queryByRole('button', { name: /Apple|Google|Microsoft/ })).not.toBeInTheDocument();
  });

  it("leaves the browser's English validation out; empty fields get a Dutch message and nothing is sent", async () => {
    const api = installFakeApi({ 'GET /auth/providers': { body: { data: [] } } });
    const user = userEvent.setup();
    renderLogin();
    const email = await screen.findByLabelText(EMAIL);
    expect(email.closest('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(email).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Vul je wachtwoord in.');
    expect(api.callsTo('POST /auth/login-with-password')).toHaveLength(0);

    // The next submit checks again: only the password is missing now.
    await user.type(email, 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Vul je wachtwoord in.');
    expect(api.callsTo('POST /auth/login-with-password')).toHaveLength(0);
  });

  it("sends an email address the browser would reject, so the server's Dutch message shows", async () => {
    const api = installFakeApi({
      'POST /auth/login-with-password': {
        status: 422,
        body: {
          message: 'Niet alle gegevens zijn juist ingevuld.',
          errors: { email: ['Vul een geldig e-mailadres in.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(EMAIL), 'anna');
    await user.type(passwordField(), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(screen.getByLabelText(EMAIL)).toHaveAccessibleDescription('Vul een geldig e-mailadres in.'),
    );
    expect(api.callsTo('POST /auth/login-with-password')[0]?.body).toMatchObject({ email: 'anna' });
  });

  it('posts email, password and remember, clears the stored email, and sends the user home', async () => {
    const api = installFakeApi({
      'POST /auth/login-with-password': { body: { data: { next: 'authenticated' } } },
      ...signedIn,
    });
    sessionStore.set({ email: 'anna@example.nl' });
    const user = userEvent.setup();
    renderLogin();
    const email = await screen.findByLabelText(EMAIL);
    expect(email).toHaveValue('anna@example.nl');
    await user.type(passwordField(), 'geheim wachtwoord');
    await user.click(screen.getByRole('checkbox', { name: 'Ingelogd blijven' }));
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Op /dashboard')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login-with-password')[0]?.body).toEqual({
      email: 'anna@example.nl',
      password: 'geheim wachtwoord',
      remember: true,
    });
    expect(getSession()).toMatchObject({ authenticationState: 'authenticated', email: null });
  });

  it('after sign-in goes to the remembered target', async () => {
    installFakeApi({
      'POST /auth/login-with-password': { body: { data: { next: 'authenticated' } } },
      ...signedIn,
    });
    localStorage.setItem('zorgportaal.redirectedFrom', '/system/tags');
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(passwordField(), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Op /system/tags')).toBeInTheDocument();
  });

  it('shows the server field errors of a 422 under the fields', async () => {
    installFakeApi({
      'POST /auth/login-with-password': {
        status: 422,
        body: {
          message: 'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
          errors: {
            email: ['Deze combinatie van e-mailadres en wachtwoord is onbekend.'],
            password: ['Vul je wachtwoord in.'],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(passwordField(), 'fout');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    const email = screen.getByLabelText(EMAIL);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Deze combinatie van e-mailadres en wachtwoord is onbekend.');
    expect(passwordField()).toHaveAccessibleDescription('Vul je wachtwoord in.');
    expect(screen.queryByText(/^Op /)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(getSession().authenticationState).toBe('unauthenticated');
  });

  it.each([
    ['email', '/login/send-code/ch1'],
    ['sms', '/login/send-code/ch1'],
    ['totp', '/login/verify-challenge/ch1'],
  ])('a second step of type %s goes to %s', async (type, path) => {
    installFakeApi({
      'POST /auth/login-with-password': {
        body: { data: { next: 'second_step', secondStep: { id: 'ch1', type } } },
      },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(passwordField(), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText(`Op ${path}`)).toBeInTheDocument();
  });
});
