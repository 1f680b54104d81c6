import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuthentication, markUnauthenticated } from '../../auth/check-authentication.ts';
import { getSession } from '../../auth/session-store.ts';
import { configureHttp, http } from '../../src/api/index.ts';
import { setUpHttp } from '../../src/http-setup.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';

const reload = vi.fn();

/** A session storage backed by a Map, or one that throws on every access (blocked by privacy settings). */
function stubSessionStorage(blocked: boolean) {
  const values = new Map<string, string>();
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => (blocked ? fail() : (values.get(key) ?? null)),
    setItem: (key: string, value: string) => (blocked ? fail() : values.set(key, value)),
    removeItem: (key: string) => (blocked ? fail() : values.delete(key)),
  });
}

async function signIn() {
  installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: [] } },
    'GET /tags': { status: 401, body: { message: 'Je bent niet ingelogd.' } },
  });
  await checkAuthentication({ ignoreCache: true });
}

/** A request answered 401: the session ended on the server. */
const answer401 = () => http.get('/tags').catch(() => undefined);

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { location: { reload } });
  reload.mockClear();
  setUpHttp();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  configureHttp({});
  markUnauthenticated();
});

describe('the 401 reaction while signed in (src/http-setup.ts)', () => {
  it('reloads once; a second 401 within 10 s sets Unauthenticated instead of reloading again', async () => {
    stubSessionStorage(false);
    await signIn();
    await answer401();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getSession().authenticationState).toBe('authenticated');

    await answer401();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getSession().authenticationState).toBe('unauthenticated');
  });

  it('reloads again once the previous reload is more than 10 s ago', async () => {
    vi.useFakeTimers();
    stubSessionStorage(false);
    await signIn();
    await answer401();
    vi.advanceTimersByTime(10_001);
    await answer401();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('with session storage blocked it does not fail, and falls back to Unauthenticated (no reload loop)', async () => {
    stubSessionStorage(true);
    await signIn();
    await answer401();
    expect(reload).not.toHaveBeenCalled();
    expect(getSession().authenticationState).toBe('unauthenticated');
  });
});
