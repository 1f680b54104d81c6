import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEnded } from '../../src/api/http-handlers.ts';
import { checkAuthentication, markUnauthenticated } from '../../auth/check-authentication.ts';
import { getSession } from '../../auth/session-store.ts';
import { configureHttp, http } from '../../src/api/index.ts';
import { setUpHttp } from '../../src/http-setup.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';

const reload = vi.fn();
/** The "Je bent uitgelogd" dialog (src/session-ended-root.tsx); `dialogFails` makes it unable to show. */
const showSessionEnded = vi.fn<(ended: SessionEnded) => void>();
let dialogFails = false;
vi.mock('../../src/session-ended-root.tsx', () => ({
  showSessionEnded: (ended: SessionEnded) => {
    if (dialogFails) throw new Error('chunk failed to load');
    showSessionEnded(ended);
  },
}));

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

/** A request answered 401: the session ended on the server (the dialog's code loads asynchronously). */
const answer401 = async () => {
  await http.get('/tags').catch(() => undefined);
  await vi.dynamicImportSettled();
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { location: { reload } });
  reload.mockClear();
  showSessionEnded.mockClear();
  dialogFails = true;
  setUpHttp();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  configureHttp({});
  markUnauthenticated();
});

describe('the 401 reaction while signed in (src/http-setup.ts)', () => {
  // Issue 18: "a silent reload to /login, the change gone, nothing said".
  it('shows "Je bent uitgelogd" with the reason, and never reloads silently', async () => {
    dialogFails = false;
    stubSessionStorage(false);
    await signIn();
    await answer401();
    expect(showSessionEnded.mock.calls).toEqual([[{ reason: null, unsaved: false }]]);
    expect(reload).not.toHaveBeenCalled();
  });

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
