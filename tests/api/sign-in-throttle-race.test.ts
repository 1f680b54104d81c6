import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES } from '../../server/auth/sign-in/throttle.ts';
import { signInEvents } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { HttpBrowser } from '../helpers/http-browser.ts';
import { startIsolatedInstance, type ServerInstance } from '../helpers/isolated-instance.ts';
import { authenticatorCode, browser, passwordStep, randomIp, withAuthenticator } from '../helpers/sign-in.ts';
import { createUser, TEST_PASSWORD } from '../helpers/users.ts';

const LOGIN = '/api/auth/login-with-password';
const WRONG = 'Helemaal-Fout-Wachtwoord-1';

/**
 * Issue 26, finding 2: the throttle's check and its record must be one step. Each test releases its attempts
 * together (one `Promise.all`); at most the free failures of the bucket may be checked, every other attempt is a
 * 429 recorded as `throttled`.
 */
describe('the sign-in throttle under a burst', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function outcomesOf(email: string, kind: 'password' | 'code') {
    const rows = await ctx.database.db
      .select({ outcome: signInEvents.outcome, reason: signInEvents.reason })
      .from(signInEvents)
      .where(and(eq(signInEvents.email, email), eq(signInEvents.kind, kind)));
    return {
      failures: rows.filter((row) => row.outcome === 'failure').length,
      successes: rows.filter((row) => row.outcome === 'success').length,
      throttled: rows.filter((row) => row.outcome === 'throttled').length,
      pending: rows.filter((row) => row.reason === 'pending').length,
    };
  }

  function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
    const counted: Record<number, number> = {};
    for (const response of responses) counted[response.statusCode] = (counted[response.statusCode] ?? 0) + 1;
    return counted;
  }

  /** Resolves once `email` has at least `rows` password events (a burst in flight has reached the throttle). */
  async function eventsReach(email: string, rows: number): Promise<void> {
    for (let i = 0; i < 400; i += 1) {
      const found = await ctx.database.db
        .select({ id: signInEvents.id })
        .from(signInEvents)
        .where(eq(signInEvents.email, email));
      if (found.length >= rows) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('15 wrong passwords from one IP at once: only the free ones are checked; the right one riding last is 429', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const burst = Array.from({ length: 15 }, () =>
      client.post(LOGIN, { email: user.email, password: WRONG }),
    );
    // The owner's password arrives while the burst is still being checked.
    await eventsReach(user.email, FREE_FAILURES);
    const right = await client.post(LOGIN, { email: user.email, password: TEST_PASSWORD });
    const wrong = await Promise.all(burst);

    expect(statuses(wrong)).toEqual({ 422: FREE_FAILURES, 429: 15 - FREE_FAILURES });
    expect(right.statusCode, right.body).toBe(429);
    expect(await outcomesOf(user.email, 'password')).toEqual({
      failures: FREE_FAILURES,
      successes: 0,
      throttled: 15 - FREE_FAILURES + 1,
      pending: 0,
    });
  });

  it('150 wrong passwords from 150 IPs at once: the account’s free failures, not 150', async () => {
    const user = await createUser(ctx.database.db);
    const wrong = await Promise.all(
      Array.from({ length: 150 }, () => browser(ctx).post(LOGIN, { email: user.email, password: WRONG })),
    );
    expect(statuses(wrong)).toEqual({ 422: FREE_FAILURES, 429: 150 - FREE_FAILURES });
    expect(await outcomesOf(user.email, 'password')).toMatchObject({
      failures: FREE_FAILURES,
      throttled: 150 - FREE_FAILURES,
    });
  });

  it('20 authenticator codes from one browser at once: only the free tries are checked', async () => {
    const user = await createUser(ctx.database.db);
    const secret = await withAuthenticator(ctx, user);
    const client = browser(ctx, randomIp());
    const step = await passwordStep(client, user.email);
    expect(step.type).toBe('totp');
    // A code of an hour ago is never within the ±1 step window: a wrong guess every time.
    const wrongCode = authenticatorCode(secret, new Date(Date.now() - 3600_000));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/auth/complete-totp-challenge', { challenge: step.id, code: wrongCode }),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: FREE_FAILURES, 429: 20 - FREE_FAILURES });
    expect(await outcomesOf(user.email, 'code')).toEqual({
      failures: FREE_FAILURES,
      successes: 0,
      throttled: 20 - FREE_FAILURES,
      pending: 0,
    });
  });
});

describe('the sign-in throttle across two instances on one database', () => {
  let first: ServerInstance;
  let second: ServerInstance;
  let shared: TestContext;
  beforeAll(async () => {
    shared = await createTestApp();
    first = await startIsolatedInstance({ TRUST_PROXY: 'true' }, shared.database);
    second = await startIsolatedInstance({ TRUST_PROXY: 'true' }, shared.database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await shared.close();
  });

  it('a burst of 12 wrong passwords split over both: the free ones are checked, the rest wait', async () => {
    const user = await createUser(shared.database.db);
    const browsers = Array.from(
      { length: 12 },
      (_, i) => new HttpBrowser((i % 2 ? second : first).url, randomIp()),
    );
    // Each browser fetches its XSRF token first, so the burst itself is only the sign-ins.
    await Promise.all(browsers.map((client) => client.get('/api/session')));
    const answers = await Promise.all(
      browsers.map((client) => client.post(LOGIN, { email: user.email, password: WRONG })),
    );
    const counted: Record<number, number> = {};
    for (const answer of answers) counted[answer.status] = (counted[answer.status] ?? 0) + 1;
    expect(counted).toEqual({ 422: FREE_FAILURES, 429: 12 - FREE_FAILURES });
    const rows = await shared.database.db
      .select({ outcome: signInEvents.outcome })
      .from(signInEvents)
      .where(eq(signInEvents.email, user.email));
    expect(rows.filter((row) => row.outcome === 'failure')).toHaveLength(FREE_FAILURES);
    expect(rows.filter((row) => row.outcome === 'throttled')).toHaveLength(12 - FREE_FAILURES);
  });
});
