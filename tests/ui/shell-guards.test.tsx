import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { setErrorCode } from '../../auth/error-code.ts';
import { RouteGuard } from '../../auth/guards.tsx';
import { getSession, sessionStore } from '../../auth/session-store.ts';
import { RESOURCE_MANIFEST } from '../../resources/manifest.ts';
import { buildAdminModel } from '../../src/framework/admin-model.ts';
import { registerResourceRoutes } from '../../src/framework/resource-routes.ts';
import { NavigationEffects } from '../../src/NavigationEffects.tsx';
import { ErrorCodeSwitch } from '../../src/status/ErrorCodeSwitch.tsx';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { resetShellState } from '../helpers/shell.tsx';

const STORAGE_KEY = 'zorgportaal.redirectedFrom';

/** What the routes below see: the current location, and a way to navigate from the test. */
const probe = { location: '', navigate: (_to: string) => {} };

function RouterProbe() {
  const current = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    probe.location = `${current.pathname}${current.search}`;
    probe.navigate = (to) => void navigate(to);
  });
  return null;
}

const navigateTo = (to: string) => probe.navigate(to);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationEffects />
      <Routes>
        <Route
          path="/login"
          element={
            <RouteGuard expect="unauthenticated">
              <p>Inlogpagina</p>
            </RouteGuard>
          }
        />
        <Route
          path="/onboarding/*"
          element={
            <RouteGuard expect="onboarding">
              <p>Onboarding</p>
            </RouteGuard>
          }
        />
        <Route
          path="*"
          element={
            <RouteGuard expect="authenticated">
              <ErrorCodeSwitch>
                <p>Beveiligde pagina</p>
              </ErrorCodeSwitch>
            </RouteGuard>
          }
        />
      </Routes>
      <RouterProbe />
    </MemoryRouter>,
  );
}

async function signIn(permissions: string[] = ['manage_tags'], onboarding: Record<string, string> = {}) {
  installFakeApi({
    'GET /user': { body: { data: { ...signedInUser.data, onboarding } } },
    'GET /user/permissions': { body: { data: permissions } },
  });
  await act(() => checkAuthentication({ ignoreCache: true }));
}

beforeEach(() => {
  resetShellState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards (spec §4)', () => {
  it('waits for the authentication check before deciding', async () => {
    sessionStore.set({ checked: false });
    let answer: (reply: { status: number }) => void = () => {};
    installFakeApi({ 'GET /user': () => new Promise((resolve) => (answer = resolve)) });
    const check = checkAuthentication({ ignoreCache: true });
    renderAt('/dashboard');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Beveiligde pagina')).not.toBeInTheDocument();
    await act(async () => {
      answer({ status: 401 });
      await check;
    });
    expect(await screen.findByText('Inlogpagina')).toBeInTheDocument();
  });

  it('Authenticated route, Unauthenticated user: to /login, remembering the target in memory and local storage', async () => {
    renderAt('/system/tags?page=2');
    expect(await screen.findByText('Inlogpagina')).toBeInTheDocument();
    expect(probe.location).toBe('/login');
    expect(getSession().redirectedFrom).toBe('/system/tags?page=2');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('/system/tags?page=2');
  });

  it('after sign-in the remembered target is restored (and forgotten)', async () => {
    renderAt('/system/tags?page=2');
    await screen.findByText('Inlogpagina');
    await signIn();
    expect(await screen.findByText('Beveiligde pagina')).toBeInTheDocument();
    expect(probe.location).toBe('/system/tags?page=2');
    expect(getSession().redirectedFrom).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('the target survives a page reload through local storage', async () => {
    localStorage.setItem(STORAGE_KEY, '/system/tags');
    renderAt('/login');
    await screen.findByText('Inlogpagina');
    await signIn();
    await screen.findByText('Beveiligde pagina');
    expect(probe.location).toBe('/system/tags');
  });

  it('without a remembered target, a signed-in user on /login goes home', async () => {
    await signIn();
    renderAt('/login');
    await screen.findByText('Beveiligde pagina');
    expect(probe.location).toBe('/dashboard');
  });

  it('Unauthenticated route, Onboarding user: to onboarding', async () => {
    await signIn([], { accept_terms: 'pending' });
    renderAt('/login');
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(probe.location).toBe('/onboarding');
  });

  it('Authenticated route, Onboarding user: to onboarding, without remembering', async () => {
    await signIn([], { verify_email: 'pending' });
    renderAt('/dashboard');
    await screen.findByText('Onboarding');
    expect(probe.location).toBe('/onboarding');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('Onboarding route, Unauthenticated user: to login', async () => {
    renderAt('/onboarding/accept-terms');
    await screen.findByText('Inlogpagina');
    expect(probe.location).toBe('/login');
  });

  it('Onboarding route, Authenticated user: home, except onboarding.index itself', async () => {
    await signIn();
    renderAt('/onboarding/accept-terms');
    await screen.findByText('Beveiligde pagina');
    expect(probe.location).toBe('/dashboard');

    act(() => navigateTo('/onboarding'));
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(probe.location).toBe('/onboarding');
  });
});

describe('permissions after each navigation (spec §5)', () => {
  // The resources' routes, as the admin app registers them when it has loaded.
  beforeEach(() => registerResourceRoutes(buildAdminModel(RESOURCE_MANIFEST)));

  it('a route needing a permission the user lacks shows 403; the next navigation clears it', async () => {
    await signIn(['manage_roles']);
    renderAt('/system/tags');
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    act(() => navigateTo('/system/roles'));
    expect(await screen.findByText('Beveiligde pagina')).toBeInTheDocument();
  });

  it('a route needing permissions shows 403 while the permissions are unknown', async () => {
    await signIn();
    sessionStore.set({ userPermissions: null });
    renderAt('/system/branches/12');
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
  });

  it('a 404 set by a page read is cleared by the next navigation', async () => {
    await signIn();
    renderAt('/dashboard');
    await screen.findByText('Beveiligde pagina');
    act(() => setErrorCode(404, '/dashboard'));
    expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    act(() => navigateTo('/system/tags'));
    expect(await screen.findByText('Beveiligde pagina')).toBeInTheDocument();
  });
});
