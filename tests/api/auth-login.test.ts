import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index.ts';
import { hashSessionToken } from '../../server/auth/sessions/session-token.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { cookieOf, type SetCookie } from '../helpers/sign-in.ts';
import { createUser, signIn, signInResponse, TEST_PASSWORD } from '../helpers/users.ts';

const LOGIN = '/api/auth/login-with-password';
const UNKNOWN_COMBINATION = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';

function sessionCookie(response: LightMyRequestResponse): SetCookie | undefined {
  return cookieOf(response, 'zp_session');
}

// The route allows 20 attempts per minute per IP: this file stays below that per app.
describe('POST /auth/login-with-password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('signs in without a second step (onboarding): HttpOnly, SameSite=Lax session cookie, then GET /user works', async () => {
    const user = await createUser(ctx.database.db, { preferredOtp: null, otpSetupAt: null });
    const client = new ApiClient(ctx.app);
    const response = await client.post(LOGIN, { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { next: 'onboarding' } });
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { id: user.id, email: user.email } });
  });

  it('stores only the SHA-256 hash of the token', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const token = client.cookies.get('zp_session') ?? '';
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', userAgent: expect.stringContaining('ZorgportaalTest') });
  });

  it('compares the email trimmed and case-insensitively', async () => {
    const user = await createUser(ctx.database.db, { email: 'Anouk.Bakker@Zorgportaal.test' });
    const client = new ApiClient(ctx.app);
    expect(await signIn(client, '  anouk.bakker@ZORGPORTAAL.test ')).toEqual({ next: 'authenticated' });
    expect((await client.get('/api/user')).json()).toMatchObject({ data: { id: user.id } });
  });

  it('answers next: onboarding while a step is pending', async () => {
    const user = await createUser(ctx.database.db, { termsAcceptedAt: null });
    expect(await signIn(new ApiClient(ctx.app), user.email)).toEqual({ next: 'onboarding' });
    const oneTime = await createUser(ctx.database.db, { passwordChangeRequired: true });
    expect(await signIn(new ApiClient(ctx.app), oneTime.email)).toEqual({ next: 'onboarding' });
  });

  it('gives the same 422 for a wrong password, an unknown email and an account without password', async () => {
    const user = await createUser(ctx.database.db);
    const invited = await createUser(ctx.database.db, { password: null });
    const client = new ApiClient(ctx.app);
    const wrong = await client.post(LOGIN, { email: user.email, password: 'niet-het-wachtwoord' });
    const unknown = await client.post(LOGIN, { email: 'niemand@zorgportaal.test', password: TEST_PASSWORD });
    const noPassword = await client.post(LOGIN, { email: invited.email, password: TEST_PASSWORD });
    for (const response of [wrong, unknown, noPassword]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: UNKNOWN_COMBINATION,
        errors: { email: [UNKNOWN_COMBINATION] },
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(wrong.body).toBe(unknown.body);
    expect(noPassword.body).toBe(unknown.body);
  });

  it('answers 422 per field for a missing email or password', async () => {
    const response = await new ApiClient(ctx.app).post(LOGIN, { email: '', password: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  it('with "Ingelogd blijven" sets a persistent cookie and a 30-day session', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    const response = await signInResponse(client, user.email, TEST_PASSWORD, { remember: true });
    expect(sessionCookie(response)?.maxAge).toBe(30 * 24 * 60 * 60);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(row?.remember).toBe(true);
  });

  it('without "Ingelogd blijven" sets a browser-session cookie and a 12-hour session', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    const response = await signInResponse(client, user.email);
    const cookie = sessionCookie(response);
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / (60 * 60 * 1000);
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('rotates the session on sign-in: the old token is dead and its row deleted', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const oldToken = client.cookies.get('zp_session') ?? '';
    await signIn(client, user.email);
    const newToken = client.cookies.get('zp_session') ?? '';
    expect(newToken).not.toBe(oldToken);

    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashSessionToken(newToken)]);
    const stale = new ApiClient(ctx.app);
    stale.cookies.set('zp_session', oldToken);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});
