import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../auth/session-store.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { openAt } from '../helpers/shell.tsx';
import { resetSignIn } from '../helpers/sign-in-ui.ts';

const EMAIL = /^E-mailadres( \*)?$/;

/** Anna de Vries is signed in; sign-out ends her session. */
function annaSignedIn(onboarding: Record<string, string> = signedInUser.data.onboarding) {
  let signedIn = true;
  return installFakeApi({
    'GET /user': () =>
      signedIn ? { body: { data: { ...signedInUser.data, onboarding } } } : { status: 401 },
    'GET /user/permissions': { body: { data: [] } },
    'POST /auth/logout': () => {
      signedIn = false;
      return { status: 204 };
    },
  });
}

beforeEach(() => {
  resetSignIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"already signed in as someone else" (a sign-in link with ?email= while signed in)', () => {
  it.each(['/login', '/login/email'])(
    '%s?email=… names who is signed in; "Uitloggen en inloggen als …" signs out and fills in the address',
    async (path) => {
      const api = annaSignedIn();
      const user = userEvent.setup();
      openAt(`${path}?email=piet%40example.nl`);
      expect(await screen.findByRole('heading', { name: 'Je bent al ingelogd' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Je bent nu ingelogd als Anna de Vries (anna@example.nl). De link die je opende is voor piet@example.nl.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Doorgaan als Anna de Vries' })).toBeInTheDocument();
      // Not silently sent on.
      expect(window.location.pathname).toBe(path);

      await user.click(screen.getByRole('button', { name: 'Uitloggen en inloggen als piet@example.nl' }));
      expect(await screen.findByLabelText(EMAIL)).toHaveValue('piet@example.nl');
      expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
      expect(getSession().authenticationState).toBe('unauthenticated');
      expect(window.location.pathname).toBe(path);
    },
  );

  it('"Doorgaan als …" goes where a signed-in visitor of /login goes: the remembered target', async () => {
    annaSignedIn();
    localStorage.setItem('zorgportaal.redirectedFrom', '/ergens');
    const user = userEvent.setup();
    openAt('/login?email=piet%40example.nl');
    await user.click(await screen.findByRole('button', { name: 'Doorgaan als Anna de Vries' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ergens'));
    expect(getSession().authenticationState).toBe('authenticated');
  });

  it('the same address (any case) or no ?email= sends the signed-in user on as before', async () => {
    annaSignedIn();
    localStorage.setItem('zorgportaal.redirectedFrom', '/ergens');
    openAt('/login?email=ANNA%40example.nl');
    await waitFor(() => expect(window.location.pathname).toBe('/ergens'));
    expect(screen.queryByRole('heading', { name: 'Je bent al ingelogd' })).not.toBeInTheDocument();
  });

  it('a user still onboarding is asked too, and continues to onboarding', async () => {
    annaSignedIn({ setup_otp: 'pending' });
    const user = userEvent.setup();
    openAt('/login/email?email=piet%40example.nl');
    await user.click(await screen.findByRole('button', { name: 'Doorgaan als Anna de Vries' }));
    expect(await screen.findByRole('heading', { name: 'Je account instellen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding');
  });

  it('someone who signs in on a /login?email=… page as another user is not asked', async () => {
    let signedIn = false;
    installFakeApi({
      'GET /user': () => (signedIn ? { body: signedInUser } : { status: 401 }),
      'GET /user/permissions': { body: { data: [] } },
      'POST /auth/login-with-password': () => {
        signedIn = true;
        return { body: { data: { next: 'authenticated' } } };
      },
    });
    localStorage.setItem('zorgportaal.redirectedFrom', '/ergens');
    const user = userEvent.setup();
    openAt('/login?email=piet%40example.nl');
    const email = await screen.findByLabelText(EMAIL);
    await user.clear(email);
    await user.type(email, 'anna@example.nl');
    await user.type(screen.getByLabelText(/^Wachtwoord( \*)?$/), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ergens'));
  });
});
