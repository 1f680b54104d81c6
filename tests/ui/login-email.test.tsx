import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, sessionStore } from '../../auth/session-store.ts';
import { installFakeApi } from '../helpers/fake-api.ts';
import { openAt } from '../helpers/shell.tsx';
import { challengeBody, codeSent, MASKED_EMAIL, resetSignIn, signedOut } from '../helpers/sign-in-ui.ts';

const EMAIL = /^E-mailadres( \*)?$/;
const TARGET_KEY = 'zorgportaal.redirectedFrom';
const toasts = () => within(screen.getByRole('region', { name: 'Meldingen' }));

beforeEach(() => {
  resetSignIn();
  sessionStore.set({ email: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign in with a code by email (/login/email)', () => {
  it('/login links to it, carrying the ?email= of an invitation link', async () => {
    installFakeApi(signedOut);
    const user = userEvent.setup();
    openAt('/login?email=piet%40example.nl');
    expect(await screen.findByLabelText(EMAIL)).toHaveValue('piet@example.nl');
    await user.click(screen.getByRole('link', { name: 'Inloggen met een code per e-mail' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen met een code' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login/email');
    expect(screen.getByLabelText(EMAIL)).toHaveValue('piet@example.nl');
    expect(document.title).toBe('Inloggen – Zorgportaal');
  });

  it('sends email, "Ingelogd blijven" and the remembered target, toasts "Code verstuurd" and asks for the code', async () => {
    localStorage.setItem(TARGET_KEY, '/system/tags?page=2');
    const api = installFakeApi({
      ...signedOut,
      'POST /auth/start-email-challenge': codeSent(MASKED_EMAIL, 'ch9'),
      'GET /auth/challenges/:id': { body: challengeBody({ id: 'ch9', resendIn: { email: 60 } }) },
    });
    const user = userEvent.setup();
    openAt('/login/email');
    const email = await screen.findByLabelText(EMAIL);
    expect(email).toHaveFocus();
    await user.type(email, 'anna@example.nl');
    await user.click(screen.getByRole('checkbox', { name: 'Ingelogd blijven' }));
    await user.click(screen.getByRole('button', { name: 'Code versturen' }));

    expect(await toasts().findByText('Code verstuurd')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Code per e-mail' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login/send-code/ch9');
    expect(api.callsTo('POST /auth/start-email-challenge')[0]?.body).toEqual({
      email: 'anna@example.nl',
      remember: true,
      intendedUrl: '/system/tags?page=2',
    });
    expect(
      screen.getByText(`We hebben een code gestuurd naar ${MASKED_EMAIL}. Vul hem hieronder in.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Inlogcode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (5\d|60) s$/ })).toBeDisabled();
    // The target stays remembered until the sign-in ends; the address is kept for /login.
    expect(localStorage.getItem(TARGET_KEY)).toBe('/system/tags?page=2');
    expect(getSession().email).toBe('anna@example.nl');
  });

  it('an empty field gets a Dutch message and nothing is sent; a 422 shows under the field', async () => {
    const api = installFakeApi({
      ...signedOut,
      'POST /auth/start-email-challenge': {
        status: 422,
        body: { message: 'Ongeldig.', errors: { email: ['Vul een geldig e-mailadres in.'] } },
      },
    });
    const user = userEvent.setup();
    openAt('/login/email');
    const email = await screen.findByLabelText(EMAIL);
    expect(email.closest('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Code versturen' }));
    expect(email).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(api.callsTo('POST /auth/start-email-challenge')).toHaveLength(0);

    await user.type(email, 'anna');
    await user.click(screen.getByRole('button', { name: 'Code versturen' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in.'));
    expect(window.location.pathname).toBe('/login/email');
  });

  it('too many requests (429) gives the rate-limited text of spec §8 and how long to wait, from Retry-After', async () => {
    installFakeApi({
      ...signedOut,
      'POST /auth/start-email-challenge': {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { message: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw' },
      },
    });
    const user = userEvent.setup();
    openAt('/login/email?email=anna%40example.nl');
    await user.click(await screen.findByRole('button', { name: 'Code versturen' }));
    expect(
      await screen.findByText('Je hebt dit te vaak geprobeerd, probeer het later opnieuw'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Over (29|30) seconden kun je het opnieuw proberen\.$/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login/email');
  });

  it('links back to the password form, keeping ?email=', async () => {
    installFakeApi(signedOut);
    const user = userEvent.setup();
    openAt('/login/email?email=piet%40example.nl');
    await user.click(await screen.findByRole('link', { name: 'Inloggen met je wachtwoord' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?email=piet%40example.nl');
    expect(screen.getByLabelText(EMAIL)).toHaveValue('piet@example.nl');
  });
});

describe('password sign-in sends the remembered target', () => {
  it('as intendedUrl, and a second step goes to its page', async () => {
    localStorage.setItem(TARGET_KEY, '/system/roles');
    const api = installFakeApi({
      ...signedOut,
      'POST /auth/login-with-password': {
        body: { data: { next: 'second_step', secondStep: { id: 'ch2', type: 'totp', methods: ['totp'] } } },
      },
      'GET /auth/challenges/:id': { body: challengeBody({ id: 'ch2', type: 'totp', methods: ['totp'] }) },
    });
    const user = userEvent.setup();
    openAt('/login');
    await user.type(await screen.findByLabelText(EMAIL), 'anna@example.nl');
    await user.type(screen.getByLabelText(/^Wachtwoord( \*)?$/), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { name: 'Code uit je authenticator-app' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login/verify-challenge/ch2');
    expect(api.callsTo('POST /auth/login-with-password')[0]?.body).toEqual({
      email: 'anna@example.nl',
      password: 'geheim',
      remember: false,
      intendedUrl: '/system/roles',
    });
  });
});
