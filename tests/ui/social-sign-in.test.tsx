import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUnauthenticated } from '../../auth/check-authentication.ts';
import { rememberTarget } from '../../auth/redirect-target.ts';
import { getSession, sessionStore } from '../../auth/session-store.ts';
import { SocialButtons } from '../../pages/login/SocialButtons.tsx';
import { OAuthCallbackPage } from '../../pages/oauth2-callback/OAuthCallbackPage.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';

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

describe('SocialButtons', () => {
  it('renders nothing when no provider is configured', async () => {
    const api = installFakeApi({ 'GET /auth/providers': { body: { data: [] } } });
    const { container } = render(<SocialButtons />);
    await waitFor(() => expect(api.callsTo('GET /auth/providers')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the providers cannot be fetched', async () => {
    const api = installFakeApi({ 'GET /auth/providers': { status: 500, body: { message: 'x' } } });
    const { container } = render(<SocialButtons />);
    await waitFor(() => expect(api.callsTo('GET /auth/providers')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows one Dutch button per configured provider, in a fixed order, with its logo', async () => {
    installFakeApi({ 'GET /auth/providers': { body: { data: ['microsoft', 'google'] } } });
    render(<SocialButtons />);
    expect(await screen.findByRole('button', { name: 'Inloggen met Google' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Inloggen met Google',
      'Inloggen met Microsoft',
    ]);
    expect(screen.queryByRole('button', { name: 'Inloggen met Apple' })).not.toBeInTheDocument();
    expect(screen.getByText('of')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen met Google' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('on a click asks for the provider’s URL, with "Ingelogd blijven" and the remembered target, and goes there', async () => {
    const api = installFakeApi({
      'GET /auth/providers': { body: { data: ['apple', 'google', 'microsoft'] } },
      'POST /auth/login-with-apple': {
        body: { data: { url: 'https://appleid.apple.com/auth/authorize?x=1' } },
      },
    });
    rememberTarget('/system/tags');
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<SocialButtons remember navigate={navigate} />);
    await user.click(await screen.findByRole('button', { name: 'Inloggen met Apple' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://appleid.apple.com/auth/authorize?x=1'),
    );
    const [call] = api.callsTo('POST /auth/login-with-apple');
    expect(call?.body).toEqual({ remember: true, intendedUrl: '/system/tags' });
    expect(call?.headers.get('x-xsrf-token')).toBe('token');
    // Still remembered: the user may come back without signing in.
    expect(getSession().redirectedFrom).toBe('/system/tags');
  });

  it('shows the server’s message when the provider cannot be reached, and stays usable', async () => {
    const message = 'Google is nu niet bereikbaar. Probeer het later opnieuw of log op een andere manier in.';
    installFakeApi({
      'GET /auth/providers': { body: { data: ['google'] } },
      'POST /auth/login-with-google': { status: 422, body: { message, errors: { provider: [message] } } },
    });
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<SocialButtons navigate={navigate} divider={false} />);
    const button = await screen.findByRole('button', { name: 'Inloggen met Google' });
    expect(screen.queryByText('of')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});

function Elsewhere() {
  const location = useLocation();
  return <p>Op {location.pathname}</p>;
}

function renderCallback(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/o/oauth2-callback${search}`]}>
      <Routes>
        <Route path="/o/oauth2-callback" element={<OAuthCallbackPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('OAuthCallbackPage', () => {
  it('posts the search string once, shows a spinner, then goes to the second step', async () => {
    const api = installFakeApi({
      'POST /auth/oauth2-callback': {
        body: { data: { next: 'second_step', secondStep: { id: 'abc', type: 'totp', methods: ['totp'] } } },
      },
    });
    renderCallback('?code=c1&state=s1');
    expect(screen.getByRole('progressbar', { name: 'Bezig met inloggen…' })).toBeInTheDocument();
    expect(await screen.findByText('Op /login/verify-challenge/abc')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/oauth2-callback').map((call) => call.body)).toEqual([
      { query: '?code=c1&state=s1' },
    ]);
  });

  it('goes to the send-code page for a code by email', async () => {
    installFakeApi({
      'POST /auth/oauth2-callback': {
        body: { data: { next: 'second_step', secondStep: { id: 'e1', type: 'email', methods: ['email'] } } },
      },
    });
    renderCallback('?code=c2&state=s2');
    expect(await screen.findByText('Op /login/send-code/e1')).toBeInTheDocument();
  });

  it('signed in: checks the session again and goes to the intended URL', async () => {
    installFakeApi({
      'POST /auth/oauth2-callback': { body: { data: { next: 'authenticated' } } },
      'GET /user': { body: signedInUser },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/intended-url': { body: { data: { url: '/system/regions' } } },
    });
    rememberTarget('/elders');
    renderCallback('?code=c3&state=s3');
    expect(await screen.findByText('Op /system/regions')).toBeInTheDocument();
    expect(getSession().authenticationState).toBe('authenticated');
    expect(getSession().redirectedFrom).toBeNull();
  });

  // Issue 18, point 9 (found by the attack on it): the button sends the remembered target before anyone is known.
  it('signed in as someone else than the one the target was remembered for: goes home, not to their page', async () => {
    installFakeApi({
      'POST /auth/oauth2-callback': { body: { data: { next: 'authenticated' } } },
      'GET /user': { body: signedInUser },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/intended-url': { body: { data: { url: '/system/regions' } } },
    });
    rememberTarget('/system/regions', 'een-andere-gebruiker');
    renderCallback('?code=c9&state=s9');
    expect(await screen.findByText('Op /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('zorgportaal.redirectedFrom')).toBeNull();
  });

  it('onboarding: goes to onboarding', async () => {
    installFakeApi({
      'POST /auth/oauth2-callback': { body: { data: { next: 'onboarding' } } },
      'GET /user': {
        body: { data: { ...signedInUser.data, onboarding: { accept_terms: 'pending' } } },
      },
    });
    renderCallback('?code=c4&state=s4');
    expect(await screen.findByText('Op /onboarding')).toBeInTheDocument();
  });

  it('shows the server’s message (not linked) with a link back to /login, and no global reaction', async () => {
    const message =
      'Je Google-account is nog niet gekoppeld aan een account bij Zorgportaal. Log in op een andere manier en koppel Google bij Beveiliging.';
    const reload = vi.fn();
    const notify = vi.fn();
    configureHttp({ reload, notify });
    installFakeApi({
      'POST /auth/oauth2-callback': { status: 422, body: { message, errors: { provider: [message] } } },
    });
    const user = userEvent.setup();
    renderCallback('?code=c5&state=s5');
    expect(await screen.findByRole('heading', { name: 'Inloggen is niet gelukt' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Terug naar inloggen' }));
    expect(await screen.findByText('Op /login')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows "expired" for a state of another browser (401)', async () => {
    const message = 'Je inlogpoging is verlopen of in een andere browser begonnen. Log opnieuw in.';
    installFakeApi({ 'POST /auth/oauth2-callback': { status: 401, body: { message } } });
    renderCallback('?code=c6&state=s6');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
