import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEvents, type SignInEvent } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { browser, passwordStep, randomIp, RATE_LIMITED } from '../helpers/sign-in.ts';
import { createUser, latestEmailCode, TEST_PASSWORD } from '../helpers/users.ts';

const LOGIN = '/api/auth/login-with-password';
const INVALID = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';
const UNKNOWN_BROWSER_WAYS = ['email_code', 'password_reset'];

type EventSeed = Partial<SignInEvent> & Pick<SignInEvent, 'email' | 'kind'>;

describe('sign-in throttle and sign-in events', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  /** Failures `secondsAgo` (one per entry) for an email, as earlier attempts would have left them. */
  async function failures(seed: EventSeed, secondsAgo: number[]): Promise<void> {
    const now = Date.now();
    await ctx.database.db.insert(signInEvents).values(
      secondsAgo.map((seconds) => ({
        method: seed.kind === 'password' ? ('password' as const) : ('email' as const),
        outcome: 'failure' as const,
        reason: 'seeded',
        ip: randomIp(),
        ...seed,
        createdAt: new Date(now - seconds * 1000),
      })),
    );
  }

  it('records every attempt: failures and successes, with method, kind, IP and user agent', async () => {
    const user = await createUser(ctx.database.db);
    const ip = randomIp();
    const client = browser(ctx, ip);
    expect((await client.post(LOGIN, { email: user.email, password: 'fout-wachtwoord' })).statusCode).toBe(
      422,
    );
    const step = await passwordStep(client, user.email);
    await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code: '000000' });
    const code = await latestEmailCode(ctx.database.db, user.email);
    await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code });
    const unknown = 'Niemand@Zorgportaal.test';
    expect((await client.post(LOGIN, { email: unknown, password: TEST_PASSWORD })).statusCode).toBe(422);

    const events = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.ip, ip))
      .orderBy(signInEvents.createdAt);
    expect(
      events.map(({ userId, email, method, kind, outcome, reason }) => ({
        userId,
        email,
        method,
        kind,
        outcome,
        reason,
      })),
    ).toEqual([
      ...[
        ['password', 'password', 'failure', 'wrong_password'],
        ['password', 'password', 'success', 'second_step'],
      ].map(([method, kind, outcome, reason]) => ({
        userId: user.id,
        email: user.email,
        method,
        kind,
        outcome,
        reason,
      })),
      ...(code === '000000'
        ? []
        : [
            {
              userId: user.id,
              email: user.email,
              method: 'email',
              kind: 'code',
              outcome: 'failure',
              reason: 'wrong_code',
            },
          ]),
      {
        userId: user.id,
        email: user.email,
        method: 'email',
        kind: 'code',
        outcome: 'success',
        reason: 'signed_in',
      },
      {
        userId: null,
        email: 'niemand@zorgportaal.test',
        method: 'password',
        kind: 'password',
        outcome: 'failure',
        reason: 'unknown_account',
      },
    ]);
    for (const event of events) expect(event.userAgent).toContain('ZorgportaalTest');
  });

  it('lets five password failures go, then makes each attempt wait 2^(n−5) s: 429, Retry-After, no check', async () => {
    const user = await createUser(ctx.database.db);
    // Eight failures, the last one just now: the next attempt waits 2^3 = 8 s.
    await failures({ email: user.email, kind: 'password' }, [600, 500, 400, 300, 200, 100, 50, 0]);
    const client = browser(ctx);
    const response = await client.post(LOGIN, { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    // From an unknown browser the answer names the ways on (docs/sign-in.md "No targeted lock-out").
    expect(response.json()).toEqual({
      message: RATE_LIMITED,
      retryAfter,
      alternatives: UNKNOWN_BROWSER_WAYS,
    });
    expect(retryAfter).toBeGreaterThanOrEqual(7);
    expect(retryAfter).toBeLessThanOrEqual(8);
    // The right password was not even checked: the attempt is recorded as throttled, no challenge was made.
    expect(response.cookies).toEqual([]);
    const [last] = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.email, user.email), eq(signInEvents.outcome, 'throttled')));
    expect(last).toMatchObject({ reason: 'account', kind: 'password', userId: null });
    // Another case of the same address is the same account.
    const upper = await client.post(LOGIN, { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(upper.statusCode).toBe(429);

    // Five failures are free.
    const other = await createUser(ctx.database.db);
    await failures({ email: other.email, kind: 'password' }, [40, 30, 20, 10]);
    expect((await client.post(LOGIN, { email: other.email, password: 'fout' })).statusCode).toBe(422);
    const sixth = await client.post(LOGIN, { email: other.email, password: TEST_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('1');
  });

  it('caps the delay at 15 minutes, and at 100 failures in an hour waits until the oldest leaves it', async () => {
    const capped = 'gecapt@zorgportaal.test';
    // Twenty failures, the last 5 s ago: 2^15 s, capped at 900 s after it.
    await failures({ email: capped, kind: 'password' }, [
      ...Array.from({ length: 19 }, (_, i) => 3000 - i * 60),
      5,
    ]);
    const client = browser(ctx);
    const response = await client.post(LOGIN, { email: capped, password: 'iets' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(894);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(895);

    const hammered = 'gehamerd@zorgportaal.test';
    // 100 failures, the oldest 50 minutes ago, the newest 20 minutes ago (past any 15-minute delay).
    await failures(
      { email: hammered, kind: 'password' },
      Array.from({ length: 100 }, (_, i) => 3000 - i * 18),
    );
    const full = await client.post(LOGIN, { email: hammered, password: 'iets' });
    expect(full.statusCode).toBe(429);
    expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(599);
    expect(Number(full.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('counts code failures apart from password failures', async () => {
    const user = await createUser(ctx.database.db);
    await failures({ email: user.email, kind: 'password' }, [60, 50, 40, 30, 20, 10, 0]);
    const client = browser(ctx);
    expect((await client.post(LOGIN, { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(429);
    // Email sign-in (codes) still works for this account.
    const started = await client.post('/api/auth/start-email-challenge', { email: user.email });
    const { challenge } = (started.json() as { data: { challenge: string } }).data;
    const code = await latestEmailCode(ctx.database.db, user.email);
    const first = await client.post('/api/auth/complete-email-challenge', { challenge, code });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { next: 'second_step', secondStep: { methods: ['password'] } },
    });
    // …and its second step, the password, counts in this challenge's own bucket (the mailbox is proven), not among
    // the unknown browsers' password failures (issue 26).
    const password = await client.post('/api/auth/complete-password-challenge', {
      challenge,
      password: TEST_PASSWORD,
    });
    expect(password.statusCode, password.body).toBe(200);

    // Code failures throttle codes (a challenge's count): the right code is refused unchecked.
    const coder = await createUser(ctx.database.db);
    const other = browser(ctx);
    const step = await passwordStep(other, coder.email);
    await failures({ email: coder.email, kind: 'code', challengeId: step.id }, [60, 50, 40, 30, 20, 10, 0]);
    await other.post('/api/auth/start-email-challenge', { challenge: step.id });
    const right = await latestEmailCode(ctx.database.db, coder.email);
    const refused = await other.post('/api/auth/complete-email-challenge', {
      challenge: step.id,
      code: right,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(3);
  });

  it('starts counting again after a success of the same kind', async () => {
    const user = await createUser(ctx.database.db);
    await failures({ email: user.email, kind: 'password' }, [300, 290, 280, 270, 260, 250, 240, 230]);
    await failures({ email: user.email, kind: 'password', outcome: 'success', reason: 'signed_in' }, [120]);
    await failures({ email: user.email, kind: 'password' }, [10]);
    const step = await passwordStep(browser(ctx), user.email);
    expect(step.methods).toEqual(['email']);
  });

  it('limits an IP to 300 failures of a kind an hour, whatever the addresses', async () => {
    const ip = randomIp();
    await ctx.database.db.insert(signInEvents).values(
      Array.from({ length: 300 }, (_, i) => ({
        email: `adres${i}@zorgportaal.test`,
        method: 'password' as const,
        kind: 'password' as const,
        outcome: 'failure' as const,
        ip,
        createdAt: new Date(Date.now() - 3000_000 + i * 1000),
      })),
    );
    const user = await createUser(ctx.database.db);
    const fromThere = browser(ctx, ip);
    const response = await fromThere.post(LOGIN, { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ message: RATE_LIMITED, alternatives: UNKNOWN_BROWSER_WAYS });
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(599);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Codes from that IP are a count of their own; other IPs are not affected.
    expect((await fromThere.post('/api/auth/start-email-challenge', { email: user.email })).statusCode).toBe(
      200,
    );
    expect((await browser(ctx).post(LOGIN, { email: user.email, password: 'fout' })).json()).toEqual({
      message: INVALID,
      errors: { email: [INVALID] },
    });
  });
});
