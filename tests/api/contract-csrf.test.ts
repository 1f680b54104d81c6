import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '../helpers/api-client.ts';
import {
  createTestApp,
  registerApiTestScope,
  TEST_SESSION_HEADER,
  type TestContext,
} from '../helpers/app.ts';

const csrfMessage = 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.';

describe('XSRF double submit (spec §7, §8: 419)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        beforeReady: (app) =>
          registerApiTestScope(app, '/api/test', (scope) => {
            scope.post('/echo', { schema: { body: z.object({ name: z.string() }) } }, async (request) => ({
              data: request.body,
            }));
            scope.delete('/thing', async () => ({ data: { deleted: true } }));
          }),
      },
    );
  });
  afterAll(() => ctx.close());

  it('GET /api/session sets a readable XSRF-TOKEN cookie and says whether a session is signed in', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { authenticated: false } });
    const cookie = res.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('accepts an unsafe call whose header equals the cookie and is signed for the session', async () => {
    const client = new ApiClient(ctx.app);
    const res = await client.post('/api/test/echo', { name: 'Anna' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Anna' } });
    expect((await client.delete('/api/test/thing')).statusCode).toBe(200);
  });

  it('answers 419 without the header', async () => {
    const client = new ApiClient(ctx.app);
    await client.get('/api/session');
    const res = await client.post('/api/test/echo', { name: 'Anna' }, { withoutXsrf: true });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: csrfMessage });
  });

  it('answers 419 without the cookie', async () => {
    const client = new ApiClient(ctx.app);
    await client.get('/api/session');
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    client.cookies.delete('XSRF-TOKEN');
    const res = await client.post('/api/test/echo', { name: 'Anna' }, { headers: { 'x-xsrf-token': token } });
    expect(res.statusCode).toBe(419);
  });

  it('answers 419 when the header differs from the cookie, even if both are valid tokens', async () => {
    const client = new ApiClient(ctx.app);
    const other = new ApiClient(ctx.app);
    await client.get('/api/session');
    await other.get('/api/session');
    const res = await client.post(
      '/api/test/echo',
      { name: 'Anna' },
      { headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN') ?? '' } },
    );
    expect(res.statusCode).toBe(419);
  });

  it('answers 419 for a forged token that matches its cookie but is not signed by us', async () => {
    const client = new ApiClient(ctx.app);
    const forged = `${'A'.repeat(22)}.${'B'.repeat(43)}`;
    client.cookies.set('XSRF-TOKEN', forged);
    const res = await client.post('/api/test/echo', { name: 'Anna' });
    expect(res.statusCode).toBe(419);
  });

  it('answers 419 for a token issued to another session, and accepts one issued to this session', async () => {
    const client = new ApiClient(ctx.app);
    // Token issued without a session (binding '') …
    await client.get('/api/session');
    const asSession = { headers: { [TEST_SESSION_HEADER]: 'session-a' } };
    // … is refused once the requests belong to session A.
    expect((await client.post('/api/test/echo', { name: 'Anna' }, asSession)).statusCode).toBe(419);
    // A token from session B is refused for session A too.
    await client.get('/api/test/session', { headers: { [TEST_SESSION_HEADER]: 'session-b' } });
    expect((await client.post('/api/test/echo', { name: 'Anna' }, asSession)).statusCode).toBe(419);
    // After a refresh within session A (the client's retry after a 419) the call goes through.
    const refreshed = await client.get('/api/test/session', asSession);
    expect(refreshed.json()).toEqual({ data: { authenticated: true } });
    expect((await client.post('/api/test/echo', { name: 'Anna' }, asSession)).statusCode).toBe(200);
  });

  it('lets safe methods through without a token', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session');
    expect(res.statusCode).toBe(200);
  });
});

describe('XSRF cookie over https', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL: 'https://zorgportaal.example' });
  });
  afterAll(() => ctx.close());

  it('is Secure when the app is served over https', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session');
    expect(res.cookies.find((item) => item.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });
});
