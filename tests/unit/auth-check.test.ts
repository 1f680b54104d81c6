import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../auth/authProvider.ts';
import { checkAuthentication, markUnauthenticated } from '../../auth/check-authentication.ts';
import { loginWithPassword } from '../../auth/login.ts';
import { logout, onLogout } from '../../auth/logout.ts';
import { getSession, sessionStore, setEmail } from '../../auth/session-store.ts';
import { configureHttp } from '../../src/api/index.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';

const permissions = { data: ['manage_tags', 'view_employees'] };
const reload = vi.fn();

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  configureHttp({ reload, getAuthState: () => getSession().authenticationState });
  reload.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({});
  markUnauthenticated();
});

describe('checkAuthentication (spec §4)', () => {
  it('GET /user then GET /user/permissions gives Authenticated with the permissions', async () => {
    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { body: permissions } });
    await expect(checkAuthentication({ ignoreCache: true })).resolves.toBe('authenticated');
    expect(getSession()).toMatchObject({
      authenticationState: 'authenticated',
      userPermissions: ['manage_tags', 'view_employees'],
      user: { firstname: 'Anna' },
      checked: true,
    });
  });

  it('an unfinished onboarding step gives Onboarding, without asking for permissions', async () => {
    const api = installFakeApi({
      'GET /user': { body: { data: { ...signedInUser.data, onboarding: { accept_terms: 'pending' } } } },
    });
    await expect(checkAuthentication({ ignoreCache: true })).resolves.toBe('onboarding');
    expect(api.callsTo('GET /user/permissions')).toHaveLength(0);
    expect(getSession().userPermissions).toBeNull();
  });

  it('an authentication failure (or another error) gives Unauthenticated; the 401 of the probe never reloads', async () => {
    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { body: permissions } });
    await checkAuthentication({ ignoreCache: true });
    installFakeApi({ 'GET /user': { status: 401 } });
    await expect(checkAuthentication({ ignoreCache: true })).resolves.toBe('unauthenticated');
    expect(reload).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({
      authenticationState: 'unauthenticated',
      user: null,
      userPermissions: null,
    });

    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { status: 500 } });
    await expect(checkAuthentication({ ignoreCache: true })).resolves.toBe('unauthenticated');
  });

  it.each([
    ['maintenance (503)', { status: 503, body: { message: 'Onderhoud', maintenance: true } }],
    ['an unavailable database (503)', { status: 503, body: { message: 'De database is niet bereikbaar.' } }],
  ])('%s keeps the state, shows the maintenance modal, and the next check asks again', async (_, reply) => {
    const onMaintenance = vi.fn();
    const notify = vi.fn();
    configureHttp({ reload, getAuthState: () => getSession().authenticationState, onMaintenance, notify });
    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { body: permissions } });
    await checkAuthentication({ ignoreCache: true });

    const api = installFakeApi({ 'GET /user': reply });
    await expect(checkAuthentication({ ignoreCache: true })).resolves.toBe('authenticated');
    expect(getSession()).toMatchObject({ authenticationState: 'authenticated', user: { firstname: 'Anna' } });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    // Not cached: the next check (a reload, the next page) asks the server again.
    await checkAuthentication();
    expect(api.callsTo('GET /user')).toHaveLength(2);
  });

  it('on a page load during an outage (no answer) the check never finishes as "signed out"', async () => {
    const onMaintenance = vi.fn();
    configureHttp({ getAuthState: () => getSession().authenticationState, onMaintenance });
    sessionStore.set({ checked: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await checkAuthentication({ ignoreCache: true });
    // Still unchecked: the guard keeps the visitor on the page (behind the modal) instead of sending them to /login.
    expect(getSession().checked).toBe(false);
    expect(onMaintenance).toHaveBeenCalledTimes(1);

    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { status: 503 } });
    await checkAuthentication();
    expect(getSession().checked).toBe(false);
    expect(onMaintenance).toHaveBeenCalledTimes(2);
  });

  it('caches the result unless the caller ignores the cache', async () => {
    const api = installFakeApi({
      'GET /user': { body: signedInUser },
      'GET /user/permissions': { body: permissions },
    });
    await checkAuthentication({ ignoreCache: true });
    await checkAuthentication();
    await checkAuthentication();
    expect(api.callsTo('GET /user')).toHaveLength(1);
    await checkAuthentication({ ignoreCache: true });
    expect(api.callsTo('GET /user')).toHaveLength(2);
  });

  it('an older, slower check cannot overwrite a newer state', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    installFakeApi({
      'GET /user': [() => new Promise((resolve) => (answer = resolve)), { status: 401 }],
      'GET /user/permissions': { body: permissions },
    });
    const slow = checkAuthentication({ ignoreCache: true });
    await expect(checkAuthentication({ ignoreCache: true })).resolves.toBe('unauthenticated');
    answer({ body: signedInUser });
    await slow;
    expect(getSession().authenticationState).toBe('unauthenticated');
  });
});

describe('sign-in and sign-out (spec §4)', () => {
  it('password sign-in posts the credentials and clears the stored email', async () => {
    const api = installFakeApi({
      'POST /auth/login-with-password': { body: { data: { next: 'authenticated' } } },
    });
    setEmail('anna@example.nl');
    await expect(
      loginWithPassword({ email: 'anna@example.nl', password: 'geheim', remember: true }),
    ).resolves.toEqual({
      next: 'authenticated',
    });
    expect(api.calls[0]?.body).toEqual({ email: 'anna@example.nl', password: 'geheim', remember: true });
    expect(getSession().email).toBeNull();
  });

  it('logout posts /auth/logout, sets Unauthenticated, clears the email and every registered cache', async () => {
    const api = installFakeApi({
      'GET /user': { body: signedInUser },
      'GET /user/permissions': { body: permissions },
      'POST /auth/logout': { status: 204 },
    });
    await checkAuthentication({ ignoreCache: true });
    setEmail('anna@example.nl');
    const clearCache = vi.fn();
    const unregister = onLogout(clearCache);
    await logout();
    unregister();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getSession()).toMatchObject({
      authenticationState: 'unauthenticated',
      email: null,
      userPermissions: null,
    });
    expect(clearCache).toHaveBeenCalledTimes(1);
    await expect(checkAuthentication()).resolves.toBe('unauthenticated');
    expect(api.callsTo('GET /user')).toHaveLength(1);
  });

  it('logout ends the session here even when the server call fails', async () => {
    installFakeApi({ 'POST /auth/logout': { status: 500 } });
    await expect(logout()).resolves.toBeUndefined();
    expect(getSession().authenticationState).toBe('unauthenticated');
  });
});

describe('authProvider (react-admin)', () => {
  it('checkAuth, getIdentity, getPermissions and canAccess read the session', async () => {
    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { body: permissions } });
    await checkAuthentication({ ignoreCache: true });
    const provider = createAuthProvider({
      resourceAccess: {
        tags: { permission: 'manage_tags', readPermissions: [] },
        roles: { permission: 'manage_roles', readPermissions: [] },
        employees: { permission: 'manage_employees', readPermissions: ['view_employees'] },
      },
    });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getIdentity?.()).resolves.toEqual({ id: 'u1', fullName: 'Anna de Vries' });
    await expect(provider.getPermissions?.({})).resolves.toEqual(['manage_tags', 'view_employees']);
    await expect(provider.canAccess?.({ action: 'list', resource: 'tags' })).resolves.toBe(true);
    await expect(provider.canAccess?.({ action: 'list', resource: 'roles' })).resolves.toBe(false);
    await expect(provider.canAccess?.({ action: 'list', resource: 'unlisted' })).resolves.toBe(true);
    // Read permissions allow reading only; a field follows its resource.
    await expect(provider.canAccess?.({ action: 'show', resource: 'employees' })).resolves.toBe(true);
    await expect(provider.canAccess?.({ action: 'edit', resource: 'employees' })).resolves.toBe(false);
    await expect(provider.canAccess?.({ action: 'read', resource: 'roles.name' })).resolves.toBe(false);
    await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
  });

  it('checkAuth rejects towards sign-in or onboarding', async () => {
    const provider = createAuthProvider();
    installFakeApi({ 'GET /user': { status: 401 } });
    await checkAuthentication({ ignoreCache: true });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(provider.logout({})).resolves.toBe('/login');

    installFakeApi({
      'GET /user': { body: { data: { ...signedInUser.data, onboarding: { setup_otp: 'pending' } } } },
    });
    await checkAuthentication({ ignoreCache: true });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/onboarding' });
  });

  it('logout of an Authenticated user signs out on the server and returns the sign-in path', async () => {
    const api = installFakeApi({
      'GET /user': { body: signedInUser },
      'GET /user/permissions': { body: permissions },
      'POST /auth/logout': { status: 204 },
    });
    await checkAuthentication({ ignoreCache: true });
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
  });
});
