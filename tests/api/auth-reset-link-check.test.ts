import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server/translate.ts';
import { hashResetToken } from '../../server/auth/password-reset/reset-token.ts';
import { passwordResetRequests } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { createUser, signIn } from '../helpers/users.ts';

const CHECK = (token: string) => `/api/auth/reset-password/${token}`;
const RESET = '/api/auth/reset-password';
const NEW_PASSWORD = 'Kwalleboot-Trapgat-Zonnig-7';
const TOKEN_INVALID = translate('server.password.reset.tokenInvalid');
const INVALID_BODY = { message: TOKEN_INVALID, errors: { token: [TOKEN_INVALID] } };

async function requestLink(ctx: TestContext, email: string): Promise<string> {
  const response = await new ApiClient(ctx.app).post('/api/auth/send-password-reset-link', { email });
  expect(response.statusCode, response.body).toBe(200);
  const message = await latestOutboxMessage(ctx.database.db, email, 'passwordReset');
  const token = /\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in: ${message?.text}`);
  return token;
}

describe('GET /auth/reset-password/{token}: the reset page checks its link on open (issue 18 point 5)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 for a live link, signed out, and does not use it: the reset still works afterwards', async () => {
    const user = await createUser(ctx.database.db);
    const token = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      const response = await client.get(CHECK(token));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { valid: true } });
    }
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.tokenHash, hashResetToken(token)));
    expect(row).toMatchObject({ usedAt: null, revokedAt: null, failedAttempts: 0 });
    const reset = await client.post(RESET, {
      token,
      email: user.email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('answers the reset’s own 422 on token for a used, expired, ended, malformed or unknown link', async () => {
    const user = await createUser(ctx.database.db);
    const used = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    const reset = { email: user.email, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await client.post(RESET, { token: used, ...reset })).statusCode).toBe(200);

    const other = await createUser(ctx.database.db);
    const expired = await requestLink(ctx, other.email);
    await ctx.database.db
      .update(passwordResetRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetRequests.tokenHash, hashResetToken(expired)));
    const ended = await requestLink(ctx, other.email);
    await requestLink(ctx, other.email); // a newer link ends the older one

    for (const token of [used, expired, ended, 'kapot', 'A'.repeat(43)]) {
      const response = await client.get(CHECK(token));
      expect(response.statusCode, token).toBe(422);
      expect(response.json()).toEqual(INVALID_BODY);
    }
  });

  it('is public: a signed-in browser gets the same answer and keeps its session', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const token = await requestLink(ctx, user.email);
    expect((await client.get(CHECK(token))).statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});

describe('GET /auth/reset-password/{token} limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is rate-limited like its neighbours: 20 calls a minute per IP, then 429', async () => {
    const client = new ApiClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await client.get(CHECK('B'.repeat(43)))).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
