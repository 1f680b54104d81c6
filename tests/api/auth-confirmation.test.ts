import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, sessions, signInEvents, users } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { codeIn, latestOutboxMessage } from '../helpers/outbox.ts';
import {
  authenticatorCode,
  browser,
  RATE_LIMITED,
  withAuthenticator,
  WRONG_CODE,
} from '../helpers/sign-in.ts';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users.ts';

const PHONE = '+31612345678';
const UNAVAILABLE = 'Op deze manier kun je niet bevestigen dat jij het bent. Kies een andere manier.';

describe('re-confirmation through the sign-in calls without a challenge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ctx.database.db, overrides);
    const client = browser(ctx);
    await signIn(client, user.email);
    return { user, client };
  }

  async function sessionRow(userId: string) {
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    return row!;
  }

  it('confirms with the password: 200 with method and confirmedUntil (15 minutes), stored on the session', async () => {
    const { user, client } = await signedIn();
    expect((await sessionRow(user.id)).confirmedAt).toBeNull();
    const before = Date.now();
    const response = await client.post('/api/auth/complete-password-challenge', { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as {
      data: { confirmed: boolean; method: string; confirmedUntil: string };
    };
    expect(data).toEqual({ confirmed: true, method: 'password', confirmedUntil: expect.any(String) });
    const until = Date.parse(data.confirmedUntil);
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const row = await sessionRow(user.id);
    expect(row.confirmedMethod).toBe('password');
    expect(row.confirmedAt).not.toBeNull();
    // Still the same session: a confirmation is not a sign-in.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const events = await ctx.database.db.select().from(signInEvents).where(eq(signInEvents.userId, user.id));
    expect(events.some((event) => event.reason === 'confirmed' && event.outcome === 'success')).toBe(true);
  });

  it('a wrong password is 422 on password, recorded as a password failure', async () => {
    const { user, client } = await signedIn();
    const response = await client.post('/api/auth/complete-password-challenge', {
      password: 'niet-het-goede',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Dit wachtwoord is onjuist.',
      errors: { password: ['Dit wachtwoord is onjuist.'] },
    });
    expect((await sessionRow(user.id)).confirmedAt).toBeNull();
    const [event] = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.userId, user.id), eq(signInEvents.outcome, 'failure')));
    expect(event).toMatchObject({ method: 'password', kind: 'password', reason: 'wrong_password' });
    const empty = await client.post('/api/auth/complete-password-challenge', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys((empty.json() as { errors: object }).errors)).toEqual(['password']);
  });

  it('is throttled like sign-in: after the free failures the next try waits (429, Retry-After)', async () => {
    const { client } = await signedIn();
    for (let index = 0; index < 5; index += 1) {
      const wrong = await client.post('/api/auth/complete-password-challenge', { password: `fout-${index}` });
      expect(wrong.statusCode).toBe(422);
    }
    const throttled = await client.post('/api/auth/complete-password-challenge', { password: TEST_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: RATE_LIMITED });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('confirms with an email code (purpose confirm, owned by the user), with the 60 s cooldown', async () => {
    const { user, client } = await signedIn();
    const started = await client.post('/api/auth/start-email-challenge', {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({
      data: {
        sentTo: expect.stringMatching(/^g•••@zorgportaal\.test$/),
        resendAvailableAt: expect.any(String),
      },
    });
    const [row] = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row).toMatchObject({
      purpose: 'confirm',
      channel: 'email',
      challengeId: null,
      recipient: user.email,
    });

    const again = await client.post('/api/auth/start-email-challenge', {});
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ resendAvailableAt: expect.any(String) });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const wrong = await client.post('/api/auth/complete-email-challenge', { code: '000000' });
    const message = await latestOutboxMessage(ctx.database.db, user.email, 'verificationCode');
    const code = codeIn(message!);
    if (code !== '000000') {
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ errors: { code: [WRONG_CODE] } });
    }
    const malformed = await client.post('/api/auth/complete-email-challenge', { code: '12' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { code: ['Vul de code van 6 cijfers in.'] } });

    const done = await client.post('/api/auth/complete-email-challenge', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ data: { confirmed: true, method: 'email' } });
    expect((await sessionRow(user.id)).confirmedMethod).toBe('email');
    // Single use.
    const reused = await client.post('/api/auth/complete-email-challenge', { code });
    expect(reused.statusCode).toBe(422);
  });

  it('confirms with an SMS code to the verified phone; without one: 422 on challenge', async () => {
    const { client: noPhone } = await signedIn();
    const refused = await noPhone.post('/api/auth/start-sms-challenge', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: UNAVAILABLE, errors: { challenge: [UNAVAILABLE] } });
    const completeRefused = await noPhone.post('/api/auth/complete-sms-challenge', { code: '123456' });
    expect(completeRefused.statusCode).toBe(422);
    expect(completeRefused.json()).toMatchObject({ errors: { challenge: [UNAVAILABLE] } });

    const { user, client } = await signedIn({ phone: PHONE, phoneVerifiedAt: new Date() });
    const started = await client.post('/api/auth/start-sms-challenge', {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ data: { sentTo: '•• •• •• •• 78' } });
    const message = await latestOutboxMessage(ctx.database.db, PHONE, 'verificationCode');
    const done = await client.post('/api/auth/complete-sms-challenge', { code: codeIn(message!) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ data: { confirmed: true, method: 'sms' } });
    expect((await sessionRow(user.id)).confirmedMethod).toBe('sms');
  });

  it('confirms with the authenticator (each step once); without one: 422 on challenge', async () => {
    const { client: without } = await signedIn();
    const refused = await without.post('/api/auth/complete-totp-challenge', { code: '123456' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { challenge: [UNAVAILABLE] } });

    const user = await createUser(ctx.database.db, { preferredOtp: 'email' });
    const secret = await withAuthenticator(ctx, user, false);
    const client = browser(ctx);
    await signIn(client, user.email);
    const code = authenticatorCode(secret);
    const done = await client.post('/api/auth/complete-totp-challenge', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ data: { confirmed: true, method: 'totp' } });
    const reused = await client.post('/api/auth/complete-totp-challenge', { code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      errors: { code: ['Deze code is al gebruikt. Wacht op de volgende code in je app.'] },
    });
  });

  it('a user without a password cannot confirm with one (422 on challenge)', async () => {
    const user = await createUser(ctx.database.db);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const client = browser(ctx);
    // Signed in with the email code alone.
    const started = await client.post('/api/auth/start-email-challenge', { email: user.email });
    const challenge = (started.json() as { data: { challenge: string } }).data.challenge;
    const message = await latestOutboxMessage(ctx.database.db, user.email, 'signInCode');
    const signedInResponse = await client.post('/api/auth/complete-email-challenge', {
      challenge,
      code: codeIn(message!),
    });
    expect(signedInResponse.statusCode, signedInResponse.body).toBe(200);
    const response = await client.post('/api/auth/complete-password-challenge', { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { challenge: [UNAVAILABLE] } });
  });

  it('without a session the calls keep their sign-in answers', async () => {
    const client = browser(ctx);
    const complete = await client.post('/api/auth/complete-password-challenge', { password: TEST_PASSWORD });
    expect(complete.statusCode).toBe(422);
    expect(complete.json()).toMatchObject({
      errors: { challenge: ['Er is geen inlogpoging om af te ronden. Log opnieuw in.'] },
    });
    const sms = await client.post('/api/auth/start-sms-challenge', {});
    expect(sms.statusCode).toBe(422);
    expect(sms.json()).toMatchObject({
      errors: { challenge: ['Er is geen inlogpoging om af te ronden. Log opnieuw in.'] },
    });
    const email = await client.post('/api/auth/start-email-challenge', {});
    expect(email.statusCode).toBe(422);
    expect(Object.keys((email.json() as { errors: object }).errors)).toEqual(['email']);
    const csrf = await client.post(
      '/api/auth/complete-totp-challenge',
      { code: '123456' },
      { withoutXsrf: true },
    );
    expect(csrf.statusCode).toBe(419);
  });
});
