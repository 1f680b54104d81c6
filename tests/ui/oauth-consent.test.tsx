import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageExit } from '../../pages/oauth/page-exit.ts';
import { Root } from '../../src/Root.tsx';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

const UID = 'interactie-123';
const FAILED =
  'Het koppelen van de app is niet gelukt. Probeer het opnieuw. Blijft dit gebeuren, neem dan contact op met support.';

const request = (scopes: { scope: string; granted: boolean }[]) => ({
  body: {
    data: {
      uid: UID,
      user: { name: 'Anna de Vries', email: 'anna@example.nl' },
      client: { id: 'zp_rooster', name: 'Roosterapp' },
      scopes,
    },
  },
});

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

function openConsent(routes: Record<string, FakeHandler | FakeHandler[]>, uid = UID) {
  const api = installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: [] } },
    ...routes,
  });
  openAt(`/oauth/authorize?uid=${uid}`);
  return api;
}

beforeEach(() => {
  resetShellState();
  document.cookie = 'XSRF-TOKEN=token';
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(pageExit, 'go').mockImplementation(assign);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/oauth/authorize', () => {
  it('shows the app, new and already granted permissions in Dutch, and calls out offline access', async () => {
    openConsent({
      'GET /oauth/authorize': request([
        { scope: 'openid', granted: true },
        { scope: 'profile', granted: true },
        { scope: 'email', granted: false },
        { scope: 'offline_access', granted: false },
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roosterapp wil toegang tot je account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Je bent ingelogd als Anna de Vries.')).toBeInTheDocument();
    const fresh = screen.getByRole('region', { name: 'De app vraagt om' });
    expect(fresh).toHaveTextContent('Je e-mailadres');
    expect(screen.getByRole('checkbox', { name: 'Je e-mailadres' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Toegang houden als je niet bent ingelogd' })).toBeChecked();
    const granted = screen.getByRole('region', { name: 'Eerder al toegestaan' });
    expect(granted).toHaveTextContent('Weten wie je bent (inloggen met je account)');
    expect(granted).toHaveTextContent('Je naam, geboortedatum en geslacht');
    expect(screen.getByRole('alert')).toHaveTextContent('Toegang als je niet bent ingelogd');
    await waitFor(() => expect(document.title).toBe('Toegang verlenen – Zorgportaal'));
  });

  it('approve sends the ticked permissions and follows the same-origin redirect', async () => {
    const api = openConsent({
      'GET /oauth/authorize': request([
        { scope: 'openid', granted: false },
        { scope: 'email', granted: false },
        { scope: 'phone', granted: false },
      ]),
      'POST /oauth/authorize': {
        body: { data: { redirectTo: `${window.location.origin}/oidc/auth/${UID}` } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Je telefoonnummer' }));
    await user.click(screen.getByRole('button', { name: 'Toestaan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/oidc/auth/${UID}`));
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ uid: UID, decision: 'approve', scopes: ['openid', 'email'] });
  });

  it('deny sends the denial and follows the redirect', async () => {
    const api = openConsent({
      'GET /oauth/authorize': request([{ scope: 'openid', granted: false }]),
      'POST /oauth/authorize': { body: { data: { redirectTo: `/oidc/auth/${UID}` } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Weigeren' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/oidc/auth/${UID}`));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ uid: UID, decision: 'deny' });
  });

  it('never follows a redirect to another origin: the failure text instead', async () => {
    openConsent({
      'GET /oauth/authorize': request([{ scope: 'openid', granted: false }]),
      'POST /oauth/authorize': { body: { data: { redirectTo: 'https://kwaadwillend.example/oidc/auth/x' } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Toestaan' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a request that got no answer shows the failure text with a retry', async () => {
    const broken = { status: 500, body: { message: 'kapot' } };
    const api = openConsent({
      'GET /oauth/authorize': [broken, request([{ scope: 'openid', granted: false }])],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Koppelen niet gelukt' }),
    ).toBeInTheDocument();
    expect(screen.getByText(FAILED)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roosterapp wil toegang tot je account' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/oauth/authorize')).toHaveLength(2);
  });

  it('signed out: the guard sends the visitor to sign in and remembers the consent page', async () => {
    const api = installFakeApi({ 'GET /user': { status: 401 } });
    window.history.replaceState(null, '', `/oauth/authorize?uid=${UID}`);
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('zorgportaal.redirectedFrom')).toContain(`/oauth/authorize?uid=${UID}`);
    expect(api.calls.some((call) => call.path === '/oauth/authorize')).toBe(false);
  });
});
