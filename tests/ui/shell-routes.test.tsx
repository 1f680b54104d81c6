import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUnauthenticated } from '../../auth/check-authentication.ts';
import { setErrorCode } from '../../auth/error-code.ts';
import { getSession, sessionStore } from '../../auth/session-store.ts';
import { configureHttp } from '../../src/api/index.ts';
import { Root } from '../../src/Root.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';

/** Renders the whole SPA at `path` (the shell's browser router reads window.location). */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<Root />);
}

beforeEach(() => {
  configureHttp({});
  localStorage.clear();
  markUnauthenticated();
  sessionStore.set({ redirectedFrom: null });
  setErrorCode(null);
  installFakeApi({ 'GET /user': { status: 401 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table (spec §2), signed out', () => {
  it('/login shows the sign-in page titled "Inloggen – Zorgportaal"', async () => {
    openAt('/login');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inloggen – Zorgportaal'));
  });

  it.each([
    ['/', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/open/account', '/settings/account'],
    ['/open/change-password', '/settings/security'],
    ['/open/security', '/settings/security'],
  ])('%s requires sign-in: to /login, remembering %s', async (path, target) => {
    openAt(path);
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getSession().redirectedFrom).toBe(target);
  });

  it('a page needing permissions sends a signed-out visitor to sign-in without a trace of 403', async () => {
    openAt('/system/tags');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Geen toegang' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inloggen – Zorgportaal'));
  });

  it('bare /password redirects to /password/forgot', async () => {
    openAt('/password');
    await waitFor(() => expect(window.location.pathname).toBe('/password/forgot'));
  });

  it('any other path shows the 404 page with its title and a way home', async () => {
    openAt('/bestaat/niet');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden – Zorgportaal'));
  });

  it('/logout signs out on the server and lands on /login', async () => {
    const api = installFakeApi({ 'POST /auth/logout': { status: 204 }, 'GET /session': { status: 204 } });
    document.cookie = 'XSRF-TOKEN=t';
    openAt('/logout');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getSession().authenticationState).toBe('unauthenticated');
  });

  it('the page title follows navigation', async () => {
    openAt('/login');
    await waitFor(() => expect(document.title).toBe('Inloggen – Zorgportaal'));
    act(() => window.history.pushState(null, '', '/nope'));
    // BrowserRouter only listens to popstate; a pushState from outside needs one.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden – Zorgportaal'));
  });
});
