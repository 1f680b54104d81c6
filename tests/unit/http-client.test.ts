import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, API_VERSION, configureHttp, http, type HttpHandlers } from '../../src/api/index.ts';
import { hang, installFakeApi } from '../helpers/fake-api.ts';
import { parseRetryAfter } from '../../src/api/exchange.ts';

/** Installs fake reactions (and the given real ones); returns the fakes to assert on. */
function handlers(overrides: Partial<HttpHandlers> = {}) {
  const fakes = {
    getAuthState: vi.fn<HttpHandlers['getAuthState']>(() => 'unauthenticated'),
    onUnauthorized: vi.fn(),
    reload: vi.fn(),
    onOnboarding: vi.fn(),
    onForbidden: vi.fn(),
    onNotFound: vi.fn(),
    onMaintenance: vi.fn(),
    notify: vi.fn<HttpHandlers['notify']>(),
  };
  configureHttp({ ...fakes, ...overrides });
  return fakes;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%3D%3D; other=1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  configureHttp({});
});

describe('requests (spec §7)', () => {
  it('calls /api with JSON, cookies and the version header; resolves with the body', async () => {
    const api = installFakeApi({ 'GET /user': { body: { data: { id: 1 } } } });
    handlers();
    await expect(
      http.get('/user', { query: { q: 'a b', tags: ['x', 'y'], skip: undefined } }),
    ).resolves.toEqual({
      data: { id: 1 },
    });
    const [input, init] = api.fetch.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/user?q=a+b&tags=x&tags=y');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-api-version')).toBe(API_VERSION);
    expect(API_VERSION).toBe('2025.1');
    expect(headers.has('x-xsrf-token')).toBe(false);
  });

  it('sends X-XSRF-TOKEN (the decoded cookie) and a JSON body on every method but GET and HEAD', async () => {
    const api = installFakeApi({
      'POST /tags': { status: 201, body: { data: { id: 1 } } },
      'PATCH /tags/1': { body: { data: { id: 1 } } },
      'DELETE /tags/1': { status: 204 },
      'HEAD /tags': { status: 200 },
    });
    handlers();
    await http.post('/tags', { name: 'Zorg' });
    await http.patch('/tags/1', { name: 'Zorg 2' });
    await expect(http.delete('/tags/1')).resolves.toBeUndefined();
    await http.request('HEAD', '/tags');
    const [post, patch, remove, head] = api.calls;
    expect(post?.headers.get('x-xsrf-token')).toBe('abc==');
    expect(post?.headers.get('content-type')).toBe('application/json');
    expect(post?.body).toEqual({ name: 'Zorg' });
    expect(patch?.headers.get('x-xsrf-token')).toBe('abc==');
    expect(remove?.headers.get('x-xsrf-token')).toBe('abc==');
    expect(head?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('fetches a token from GET /session first when there is no XSRF cookie yet', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const api = installFakeApi({ 'GET /session': { status: 204 }, 'POST /auth/logout': { status: 204 } });
    handlers();
    await http.post('/auth/logout');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /session',
      'POST /auth/logout',
    ]);
  });

  it('aborts after the timeout with code ECONNABORTED and toasts common.error', async () => {
    installFakeApi({ 'GET /slow': hang });
    const fakes = handlers();
    const error = await failure(http.get('/slow', { timeoutMs: 20 }));
    expect(error.code).toBe('ECONNABORTED');
    expect(error.status).toBe(0);
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
  });

  it('uses a 30 s timeout by default', async () => {
    vi.useFakeTimers();
    installFakeApi({ 'GET /slow': hang });
    handlers();
    const pending = failure(http.get('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe('ECONNABORTED');
  });

  it("passes a caller's own abort through untouched, without a toast", async () => {
    installFakeApi({ 'GET /slow': hang });
    const fakes = handlers();
    const controller = new AbortController();
    const pending = http.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const fakes = handlers();
    const error = await failure(http.get('/user'));
    expect(error.code).toBe('ERR_NETWORK');
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
  });
});

describe('reactions to failures (spec §8)', () => {
  it('419: one GET /session, then the request once more', async () => {
    const api = installFakeApi({
      'POST /tags': [
        { status: 419, body: { message: 'Sessie verlopen' } },
        { status: 201, body: { data: { id: 7 } } },
      ],
      'GET /session': { status: 204 },
    });
    const fakes = handlers();
    await expect(http.post('/tags', { name: 'x' })).resolves.toEqual({ data: { id: 7 } });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /tags',
      'GET /session',
      'POST /tags',
    ]);
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('419 twice: no third try, toast common.error, reject', async () => {
    const api = installFakeApi({
      'POST /tags': { status: 419, body: { message: 'Sessie verlopen' } },
      'GET /session': { status: 204 },
    });
    const fakes = handlers();
    const error = await failure(http.post('/tags', {}));
    expect(error.status).toBe(419);
    expect(api.callsTo('POST /tags')).toHaveLength(2);
    expect(api.callsTo('GET /session')).toHaveLength(1);
    expect(fakes.notify).toHaveBeenCalledTimes(1);
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
  });

  it('419 and GET /session fails: toast common.error, reject', async () => {
    installFakeApi({ 'POST /tags': { status: 419 }, 'GET /session': { status: 500 } });
    const fakes = handlers();
    expect((await failure(http.post('/tags', {}))).status).toBe(419);
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
  });

  it('concurrent 419s share one GET /session, and every retry sends the token it set', async () => {
    const cookies = document as unknown as { cookie: string };
    let answerSession: () => void = () => {};
    const api = installFakeApi({
      'POST /tags': [{ status: 419 }, { status: 201, body: { data: { id: 1 } } }],
      'PATCH /tags/1': [{ status: 419 }, { body: { data: { id: 1 } } }],
      'DELETE /tags/2': [{ status: 419 }, { status: 204 }],
      'GET /session': () =>
        new Promise((resolve) => {
          answerSession = () => {
            cookies.cookie = 'XSRF-TOKEN=fresh';
            resolve({ status: 204 });
          };
        }),
    });
    const fakes = handlers();
    const requests = Promise.all([http.post('/tags', {}), http.patch('/tags/1', {}), http.delete('/tags/2')]);
    await vi.waitFor(() => expect(api.callsTo('GET /session')).toHaveLength(1));
    // Let the other 419s arrive while the refresh is still under way.
    await new Promise((resolve) => setTimeout(resolve, 10));
    answerSession();
    await expect(requests).resolves.toEqual([{ data: { id: 1 } }, { data: { id: 1 } }, undefined]);
    expect(api.callsTo('GET /session')).toHaveLength(1);
    const retries = api.calls.filter((call) => call.method !== 'GET').slice(3);
    expect(retries.map((call) => call.headers.get('x-xsrf-token'))).toEqual(['fresh', 'fresh', 'fresh']);
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('a 419 after another request already renewed the token retries with it, without a second refresh', async () => {
    const cookies = document as unknown as { cookie: string };
    const api = installFakeApi({
      'POST /tags': (request) =>
        request.headers.get('x-xsrf-token') === 'fresh'
          ? { status: 201, body: { data: { id: 2 } } }
          : // The token was renewed (by a concurrent refresh) while this request was under way.
            ((cookies.cookie = 'XSRF-TOKEN=fresh'), { status: 419 }),
      'GET /session': { status: 204 },
    });
    handlers();
    await expect(http.post('/tags', {})).resolves.toEqual({ data: { id: 2 } });
    expect(api.callsTo('GET /session')).toHaveLength(0);
    expect(api.callsTo('POST /tags').map((call) => call.headers.get('x-xsrf-token'))).toEqual([
      'abc==',
      'fresh',
    ]);
  });

  it('419 whose refresh answers 503 maintenance: the maintenance modal, no error toast', async () => {
    const api = installFakeApi({
      'POST /tags': { status: 419 },
      'GET /session': { status: 503, body: { message: 'Onderhoud', maintenance: true } },
    });
    const fakes = handlers();
    const [first, second] = await Promise.all([
      failure(http.post('/tags', {})),
      failure(http.post('/tags', {})),
    ]);
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(api.callsTo('GET /session')).toHaveLength(1);
    expect(api.callsTo('POST /tags')).toHaveLength(2);
    expect(fakes.onMaintenance).toHaveBeenCalled();
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('401 while Authenticated or Onboarding: reload the page', async () => {
    installFakeApi({ 'GET /tags': { status: 401, body: { message: 'Je bent niet ingelogd.' } } });
    for (const state of ['authenticated', 'onboarding'] as const) {
      const fakes = handlers({ getAuthState: () => state });
      expect((await failure(http.get('/tags'))).status).toBe(401);
      expect(fakes.reload).toHaveBeenCalledTimes(1);
      expect(fakes.onUnauthorized).not.toHaveBeenCalled();
      expect(fakes.notify).not.toHaveBeenCalled();
    }
  });

  it('401 while Unauthenticated: set Unauthenticated, no reload', async () => {
    installFakeApi({ 'GET /tags': { status: 401 } });
    const fakes = handlers();
    await failure(http.get('/tags'));
    expect(fakes.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fakes.reload).not.toHaveBeenCalled();
  });

  it('a status the caller handles itself (silentStatuses) only rejects: the session probe never reloads', async () => {
    installFakeApi({ 'GET /user': { status: 401 } });
    const fakes = handlers({ getAuthState: () => 'authenticated' });
    expect((await failure(http.get('/user', { silentStatuses: [401] }))).status).toBe(401);
    expect(fakes.reload).not.toHaveBeenCalled();
    expect(fakes.onUnauthorized).not.toHaveBeenCalled();
  });

  it('403 / 404 on a page-level read set the error code, without a toast', async () => {
    installFakeApi({ 'GET /tags/1': { status: 404 }, 'GET /roles': { status: 403 } });
    const fakes = handlers();
    await failure(http.get('/tags/1'));
    await failure(http.get('/roles'));
    expect(fakes.onNotFound).toHaveBeenCalledTimes(1);
    expect(fakes.onForbidden).toHaveBeenCalledTimes(1);
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('403 / 404 elsewhere (a mutation, or errorPage: false) toast common.error instead', async () => {
    installFakeApi({ 'DELETE /tags/1': { status: 403 }, 'GET /tags/2': { status: 404 } });
    const fakes = handlers();
    await failure(http.delete('/tags/1'));
    await failure(http.get('/tags/2', { errorPage: false }));
    expect(fakes.onForbidden).not.toHaveBeenCalled();
    expect(fakes.onNotFound).not.toHaveBeenCalled();
    expect(fakes.notify).toHaveBeenCalledTimes(2);
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
  });

  it('403 asking to finish onboarding first sends the user there: no 403 page, no toast, even when silent', async () => {
    const finish = {
      status: 403,
      body: { message: 'Rond eerst je account af.', data: { next: 'onboarding' } },
    };
    installFakeApi({ 'GET /tags': finish, 'POST /tags': finish });
    const fakes = handlers({ getAuthState: () => 'authenticated' });
    const read = await failure(http.get('/tags'));
    await failure(http.post('/tags', { name: 'x' }, { silentStatuses: [403] }));
    expect(read.status).toBe(403);
    expect(read.message).toBe('Rond eerst je account af.');
    expect(fakes.onOnboarding).toHaveBeenCalledTimes(2);
    expect(fakes.onForbidden).not.toHaveBeenCalled();
    expect(fakes.notify).not.toHaveBeenCalled();
    expect(fakes.reload).not.toHaveBeenCalled();
  });

  it('any other 403 is no reason to go to onboarding', async () => {
    installFakeApi({
      'GET /roles': { status: 403, body: { message: 'Geen toegang.', data: { next: 'elsewhere' } } },
    });
    const fakes = handlers();
    await failure(http.get('/roles'));
    expect(fakes.onOnboarding).not.toHaveBeenCalled();
    expect(fakes.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('404 in silentStatuses: no error page', async () => {
    installFakeApi({ 'GET /tags/1': { status: 404 } });
    const fakes = handlers();
    await failure(http.get('/tags/1', { silentStatuses: [404] }));
    expect(fakes.onNotFound).not.toHaveBeenCalled();
  });

  it('422 rejects with the field errors for the form, without a toast', async () => {
    installFakeApi({
      'POST /auth/login-with-password': {
        status: 422,
        body: { message: 'Onbekend', errors: { email: ['Onbekend'], password: ['Te kort', 'Te simpel'] } },
      },
    });
    const fakes = handlers();
    const error = await failure(http.post('/auth/login-with-password', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Onbekend');
    expect(error.errors).toEqual({ email: ['Onbekend'], password: ['Te kort', 'Te simpel'] });
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('429 toasts errors.rateLimited', async () => {
    installFakeApi({ 'POST /auth/login-with-password': { status: 429, headers: { 'retry-after': '60' } } });
    const fakes = handlers();
    await failure(http.post('/auth/login-with-password', {}));
    expect(fakes.notify).toHaveBeenCalledWith('error', 'errors.rateLimited');
  });

  it('a 429 carries the seconds of Retry-After (delta-seconds or an HTTP date) for the caller', async () => {
    installFakeApi({
      'POST /auth/complete-email-challenge': { status: 429, headers: { 'retry-after': '90' } },
      'POST /auth/start-email-challenge': { status: 429 },
    });
    handlers();
    expect((await failure(http.post('/auth/complete-email-challenge', {}))).retryAfter).toBe(90);
    expect((await failure(http.post('/auth/start-email-challenge', {}))).retryAfter).toBeUndefined();
    const now = Date.parse('2026-11-02T10:00:00Z');
    expect(parseRetryAfter('Mon, 02 Nov 2026 10:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Mon, 02 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('503 with maintenance sets the maintenance flag; a plain 503 toasts common.error', async () => {
    installFakeApi({
      'GET /user': { status: 503, body: { message: 'Onderhoud', maintenance: true } },
      'GET /tags': { status: 503, body: { message: 'Weg' } },
    });
    const fakes = handlers();
    await failure(http.get('/user'));
    expect(fakes.onMaintenance).toHaveBeenCalledTimes(1);
    expect(fakes.notify).not.toHaveBeenCalled();
    await failure(http.get('/tags'));
    expect(fakes.onMaintenance).toHaveBeenCalledTimes(1);
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
  });

  it('unavailableIsMaintenance (the session probe): any 503, a timeout or no network show the maintenance modal', async () => {
    installFakeApi({
      'GET /user': { status: 503, body: { message: 'De database is niet bereikbaar.' } },
      'GET /slow': hang,
    });
    const fakes = handlers();
    const options = { unavailableIsMaintenance: true };
    expect((await failure(http.get('/user', options))).status).toBe(503);
    expect((await failure(http.get('/slow', { ...options, timeoutMs: 20 }))).code).toBe('ECONNABORTED');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure(http.get('/user', options))).code).toBe('ERR_NETWORK');
    expect(fakes.onMaintenance).toHaveBeenCalledTimes(3);
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('423 with a challenge: the handler confirms, then the original request is replayed', async () => {
    const challenge = { methods: ['password', 'totp'] };
    const api = installFakeApi({
      'DELETE /user/sessions': [{ status: 423, body: { data: { challenge } } }, { status: 204 }],
    });
    const onChallenge = vi.fn(() => Promise.resolve());
    const fakes = handlers({ onChallenge });
    await expect(http.delete('/user/sessions')).resolves.toBeUndefined();
    expect(onChallenge).toHaveBeenCalledWith(challenge, { method: 'DELETE', path: '/user/sessions' });
    expect(api.callsTo('DELETE /user/sessions')).toHaveLength(2);
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('423 with a challenge the user declines: the request rejects, nothing is replayed', async () => {
    const api = installFakeApi({
      'POST /user/update-email': {
        status: 423,
        body: { message: 'Bevestig', data: { challenge: { methods: [] } } },
      },
    });
    const fakes = handlers({ onChallenge: () => Promise.reject(new Error('closed')) });
    expect((await failure(http.post('/user/update-email', {}))).status).toBe(423);
    expect(api.callsTo('POST /user/update-email')).toHaveLength(1);
    expect(fakes.notify).not.toHaveBeenCalled();
  });

  it('other errors toast common.error and reject with the server message; toastErrors: false keeps quiet', async () => {
    installFakeApi({ 'GET /tags': { status: 500, body: { message: 'Er is iets fout gegaan.' } } });
    const fakes = handlers();
    const error = await failure(http.get('/tags'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Er is iets fout gegaan.');
    expect(fakes.notify).toHaveBeenCalledWith('error', 'common.error');
    fakes.notify.mockClear();
    await failure(http.get('/tags', { toastErrors: false }));
    expect(fakes.notify).not.toHaveBeenCalled();
  });
});
