import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthNl } from '../../i18n/nl/oauth.ts';
import { pageExit } from '../../pages/oauth/page-exit.ts';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

/**
 * Issue 18, point 2: the consent page's failure never offers a retry that cannot work, and always leads on: back
 * to the app when it is known, and to the portal.
 */

const UID = 'interactie-456';
const consent = oauthNl.oauth.consent;
const STALE = { status: 422, body: { message: 'verlopen', errors: { uid: ['verlopen'] } } };
const REQUEST = {
  body: {
    data: {
      uid: UID,
      user: { name: 'Anna de Vries', email: 'anna@example.nl' },
      client: { id: 'zp_rooster', name: 'Roosterapp', url: 'https://rooster.example/' },
      scopes: [{ scope: 'openid', granted: false }],
    },
  },
};

function openConsent(routes: Record<string, FakeHandler | FakeHandler[]>, search = `?uid=${UID}`) {
  const api = installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: [] } },
    ...routes,
  });
  openAt(`/oauth/authorize${search}`);
  return api;
}

const failedHeading = () => screen.findByRole('heading', { level: 1, name: consent.failedTitle });
const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  resetShellState();
  sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=token';
  vi.spyOn(pageExit, 'go').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the consent failure page', () => {
  it('Back after approving: the used request leads back to the app and to the portal, with no retry', async () => {
    openConsent({
      'GET /oauth/authorize': REQUEST,
      'POST /oauth/authorize': { body: { data: { redirectTo: `/oidc/auth/${UID}` } } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: consent.approve }));
    await waitFor(() => expect(pageExit.go).toHaveBeenCalled());
    cleanup();

    // Back: the page loads again with the same uid; the provider has finished with it.
    openConsent({ 'GET /oauth/authorize': STALE });
    expect(await failedHeading()).toBeInTheDocument();
    expect(screen.getByText(consent.stale)).toBeInTheDocument();
    expect(link(consent.backToApp.replace('%{app}', 'Roosterapp'))).toHaveAttribute(
      'href',
      'https://rooster.example/',
    );
    expect(link(consent.toPortal.replace('%{app}', 'Zorgportaal'))).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: consent.retry })).toBeNull();
  });

  it('an expired request of an app this tab never saw: the portal only, no retry', async () => {
    openConsent({ 'GET /oauth/authorize': STALE });
    expect(await failedHeading()).toBeInTheDocument();
    expect(screen.getByText(consent.stale)).toBeInTheDocument();
    expect(link(consent.toPortal.replace('%{app}', 'Zorgportaal'))).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /^Terug naar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: consent.retry })).toBeNull();
  });

  it('without a uid: no request is made, and the portal is the way on', async () => {
    const api = openConsent({}, '');
    expect(await failedHeading()).toBeInTheDocument();
    expect(screen.getByText(consent.stale)).toBeInTheDocument();
    expect(link(consent.toPortal.replace('%{app}', 'Zorgportaal'))).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: consent.retry })).toBeNull();
    expect(api.calls.some((call) => call.path === '/oauth/authorize')).toBe(false);
  });

  it('a request that got no answer can be retried, and the portal is still offered', async () => {
    const api = openConsent({
      'GET /oauth/authorize': [{ status: 503, body: { message: 'even niet' } }, REQUEST],
    });
    expect(await failedHeading()).toBeInTheDocument();
    expect(screen.getByText(consent.failed)).toBeInTheDocument();
    expect(link(consent.toPortal.replace('%{app}', 'Zorgportaal'))).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: consent.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: consent.heading.replace('%{app}', 'Roosterapp') }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/oauth/authorize')).toHaveLength(2);
  });

  it('an answer the provider no longer takes: no retry, back to the app it was for', async () => {
    openConsent({ 'GET /oauth/authorize': REQUEST, 'POST /oauth/authorize': STALE });
    await userEvent.setup().click(await screen.findByRole('button', { name: consent.deny }));
    expect(await failedHeading()).toBeInTheDocument();
    expect(screen.getByText(consent.stale)).toBeInTheDocument();
    expect(link(consent.backToApp.replace('%{app}', 'Roosterapp'))).toHaveAttribute(
      'href',
      'https://rooster.example/',
    );
    expect(screen.queryByRole('button', { name: consent.retry })).toBeNull();
  });

  it('Back restoring the page as it was left (bfcache): it asks again instead of loading for ever', async () => {
    openConsent({
      'GET /oauth/authorize': [REQUEST, STALE],
      'POST /oauth/authorize': { body: { data: { redirectTo: `/oidc/auth/${UID}` } } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: consent.approve }));
    await waitFor(() => expect(pageExit.go).toHaveBeenCalled());
    expect(screen.getByText(consent.loading)).toBeInTheDocument();

    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(await failedHeading()).toBeInTheDocument();
    expect(link(consent.backToApp.replace('%{app}', 'Roosterapp'))).toHaveAttribute(
      'href',
      'https://rooster.example/',
    );
  });
});
