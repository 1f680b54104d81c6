import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEvents } from '../../server/db/schema/index.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { browser, randomIp, RATE_LIMITED } from '../helpers/sign-in.ts';
import {
  dataOf,
  deviceOf,
  devicesOf,
  emailCodeSignIn,
  nextAfterPassword,
  passwordSignIn,
} from '../helpers/trusted-devices.ts';
import { createUser, latestEmailCode } from '../helpers/users.ts';

const WRONG = 'Helemaal-Fout-Wachtwoord-1';

describe('no targeted lock-out: known devices are throttled apart from unknown browsers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  /** Five wrong passwords, the free ones: the sixth attempt must wait (2^0 s after the fifth failure, and more). */
  async function fiveWrongPasswords(client: ApiClient, email: string): Promise<void> {
    for (let i = 0; i < 5; i += 1) {
      const response = await passwordSignIn(client, email, WRONG);
      expect(response.statusCode, response.body).toBe(422);
    }
  }

  async function throttledEvents(email: string) {
    return ctx.database.db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.email, email), eq(signInEvents.outcome, 'throttled')));
  }

  async function expectThrottled(client: ApiClient, email: string): Promise<void> {
    const response = await passwordSignIn(client, email);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ message: RATE_LIMITED });
  }

  it('an attacker’s wrong passwords throttle unknown browsers, never the owner’s known or trusted device', async () => {
    const owner = await createUser(ctx.database.db);
    const known = await deviceOf(ctx, owner.email, false);
    const trusted = await deviceOf(ctx, owner.email, true);
    const attacker = browser(ctx);
    await fiveWrongPasswords(attacker, owner.email);
    await expectThrottled(attacker, owner.email);
    // Another unknown browser (another IP) typing the address waits too: the account's count among strangers.
    await expectThrottled(browser(ctx), owner.email);

    expect(await nextAfterPassword(known, owner.email)).toBe('second_step');
    const fromTrusted = await passwordSignIn(trusted, owner.email);
    expect(fromTrusted.statusCode, fromTrusted.body).toBe(200);
    expect(dataOf(fromTrusted)).toEqual({ next: 'authenticated' });

    const throttled = await throttledEvents(owner.email);
    expect(throttled.map((event) => [event.reason, event.deviceId])).toEqual([
      ['account', null],
      ['account', null],
    ]);
  });

  it('failures from a known device throttle that device only', async () => {
    const owner = await createUser(ctx.database.db);
    const known = await deviceOf(ctx, owner.email, false);
    const other = await deviceOf(ctx, owner.email, false);
    await fiveWrongPasswords(known, owner.email);
    await expectThrottled(known, owner.email);
    expect(await devicesOf(ctx, owner.id)).toHaveLength(2);
    const [event] = await throttledEvents(owner.email);
    expect(event?.reason).toBe('device');
    expect(event?.deviceId).not.toBeNull();

    expect(await nextAfterPassword(other, owner.email)).toBe('second_step');
    expect(await nextAfterPassword(browser(ctx), owner.email)).toBe('second_step');
  });

  it('keeps the per-IP limit for unknown browsers (300 failures an hour); a known device there gets through', async () => {
    const owner = await createUser(ctx.database.db);
    const ip = randomIp();
    const known = await deviceOf(ctx, owner.email, false, ip);
    const now = Date.now();
    await ctx.database.db.insert(signInEvents).values(
      Array.from({ length: 300 }, (_, i) => ({
        email: `sproeier${i}@zorgportaal.test`,
        method: 'password' as const,
        kind: 'password' as const,
        outcome: 'failure' as const,
        reason: 'seeded',
        ip,
        createdAt: new Date(now - 1000 * (i + 1)),
      })),
    );
    const fresh = await createUser(ctx.database.db);
    const stranger = browser(ctx, ip);
    const refused = await passwordSignIn(stranger, fresh.email);
    expect(refused.statusCode).toBe(429);
    const [event] = await throttledEvents(fresh.email);
    expect(event?.reason).toBe('ip');

    expect(await nextAfterPassword(known, owner.email)).toBe('second_step');
  });

  it('the email-code route likewise: wrong codes from strangers never stop the owner’s known device', async () => {
    const owner = await createUser(ctx.database.db);
    const known = await deviceOf(ctx, owner.email, false);
    const attacker = browser(ctx);
    const started = await attacker.post('/api/auth/start-email-challenge', { email: owner.email });
    expect(started.statusCode, started.body).toBe(200);
    const challenge = dataOf<{ challenge: string }>(started).challenge;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await attacker.post('/api/auth/complete-email-challenge', { challenge, code: '000000' });
      expect(wrong.statusCode, wrong.body).toBe(422);
    }
    // The attacker's own challenge is throttled (its own count, issue 26), whatever the code.
    const refused = await attacker.post('/api/auth/complete-email-challenge', {
      challenge,
      code: await latestEmailCode(ctx.database.db, owner.email),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMITED });

    expect(dataOf(await emailCodeSignIn(known, owner.email))).toMatchObject({
      next: 'second_step',
      secondStep: { methods: ['password'] },
    });
  });

  it('a success from a known device does not reset the strangers’ count', async () => {
    const owner = await createUser(ctx.database.db);
    const trusted = await deviceOf(ctx, owner.email, true);
    const attacker = browser(ctx);
    await fiveWrongPasswords(attacker, owner.email);
    expect(dataOf(await passwordSignIn(trusted, owner.email))).toEqual({ next: 'authenticated' });
    await expectThrottled(attacker, owner.email);
  });
});
