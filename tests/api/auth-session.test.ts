import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSessions } from '../../server/session-cache/session-cache.ts';
import { hashSessionToken } from '../../server/auth/sessions/session-token.ts';
import { sessions, type SessionRow } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function signedIn(
    remember = false,
  ): Promise<{ client: ApiClient; tokenHash: string; email: string }> {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email, undefined, { remember });
    return { client, tokenHash: hashSessionToken(client.cookies.get('zp_session') ?? ''), email: user.email };
  }

  async function row(tokenHash: string): Promise<SessionRow | undefined> {
    const [found] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    return found;
  }

  /**
   * Moves a session's clock by hand. Touching `last_active_at` is not announced to the instances that keep
   * sessions (it happens once a minute per session; a kept session ages by itself), so this instance is told.
   */
  async function setTimes(tokenHash: string, times: Partial<Pick<SessionRow, 'lastActiveAt' | 'expiresAt'>>) {
    await ctx.database.db.update(sessions).set(times).where(eq(sessions.tokenHash, tokenHash));
    forgetSessions(ctx.database.db);
  }

  it('answers 401 without a session cookie, and with an unknown token', async () => {
    const anonymous = new ApiClient(ctx.app);
    const response = await anonymous.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });
    anonymous.cookies.set('zp_session', 'x'.repeat(43));
    expect((await anonymous.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a session idle for 30 minutes, deletes its row and clears the cookie', async () => {
    const { client, tokenHash, email } = await signedIn();
    await setTimes(tokenHash, { lastActiveAt: new Date(Date.now() - 29 * MINUTE) });
    expect((await client.get('/api/user')).statusCode).toBe(200);

    await setTimes(tokenHash, { lastActiveAt: new Date(Date.now() - 31 * MINUTE) });
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(await row(tokenHash)).toBeUndefined();
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'zp_session', value: '' }));
    expect(client.cookies.has('zp_session')).toBe(false);
    // That answer carried an XSRF token for the signed-out state: signing in again just works.
    expect(await signIn(client, email)).toEqual({ next: 'authenticated' });
  });

  it('ends a session at its absolute end even while it is in use', async () => {
    const { client, tokenHash } = await signedIn();
    await setTimes(tokenHash, { expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect(await row(tokenHash)).toBeUndefined();
  });

  it('keeps a remembered session through idle time until its 30-day end', async () => {
    const { client, tokenHash } = await signedIn(true);
    await setTimes(tokenHash, { lastActiveAt: new Date(Date.now() - 3 * 24 * HOUR) });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await setTimes(tokenHash, { expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('writes last activity at most once a minute', async () => {
    const { client, tokenHash } = await signedIn();
    const recent = new Date(Date.now() - 20 * 1000);
    await setTimes(tokenHash, { lastActiveAt: recent });
    await client.get('/api/user');
    expect((await row(tokenHash))?.lastActiveAt).toEqual(recent);

    const older = new Date(Date.now() - 5 * MINUTE);
    await setTimes(tokenHash, { lastActiveAt: older });
    await client.get('/api/user');
    const touched = (await row(tokenHash))?.lastActiveAt.getTime() ?? 0;
    expect(touched).toBeGreaterThan(Date.now() - 10 * 1000);
  });
});

describe('POST /auth/logout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('deletes the session server-side: the old cookie no longer works', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const token = client.cookies.get('zp_session') ?? '';

    const response = await client.post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(client.cookies.has('zp_session')).toBe(false);
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'XSRF-TOKEN' }));
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([]);

    const replay = new ApiClient(ctx.app);
    replay.cookies.set('zp_session', token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const response = await new ApiClient(ctx.app).post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
  });

  it('ends only the current session', async () => {
    const user = await createUser(ctx.database.db);
    const laptop = new ApiClient(ctx.app);
    const phone = new ApiClient(ctx.app);
    await signIn(laptop, user.email);
    await signIn(phone, user.email);
    await laptop.post('/api/auth/logout');
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
  });

  it('lets the browser sign in again after signing out (fresh XSRF token)', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    await client.post('/api/auth/logout');
    expect(await signIn(client, user.email)).toEqual({ next: 'authenticated' });
  });
});
