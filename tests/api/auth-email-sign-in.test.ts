import { eq } from 'drizzle-orm';
import { EMAIL_SIGN_IN_MIN_RESPONSE_MS } from '../../server/auth/sign-in/routes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, signInEvents } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { browser, cookieOf, TOO_MANY_TRIES, WRONG_CODE } from '../helpers/sign-in.ts';
import { createUser, latestEmailCode, TEST_PASSWORD } from '../helpers/users.ts';

const START = '/api/auth/start-email-challenge';
const COMPLETE = '/api/auth/complete-email-challenge';

interface Started {
  challenge: string;
  sentTo: string;
  resendAvailableAt: string;
}

describe('sign-in with an email code (/login/email)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('sends a code, and the code leads to the second step: the password, never the email code again', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const started = await client.post(START, {
      email: ` ${user.email.toUpperCase()} `,
      intendedUrl: '/system/tags',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { data } = started.json() as { data: Started };
    expect(data).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      sentTo: expect.stringMatching(/^g•••@zorgportaal\.test$/),
      resendAvailableAt: expect.any(String),
    });
    expect(cookieOf(started, 'zp_challenge')).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect((await client.get(`/api/auth/challenges/${data.challenge}`)).json()).toMatchObject({
      data: { type: 'email', methods: ['email'] },
    });
    // Before the code, nothing else is offered.
    const password = await client.post('/api/auth/complete-password-challenge', {
      challenge: data.challenge,
      password: TEST_PASSWORD,
    });
    expect(password.statusCode).toBe(422);
    expect(
      (await client.post('/api/auth/start-sms-challenge', { challenge: data.challenge })).statusCode,
    ).toBe(422);

    const code = await latestEmailCode(ctx.database.db, user.email);
    const first = await client.post(COMPLETE, { challenge: data.challenge, code });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      data: { next: 'second_step', secondStep: { id: data.challenge, type: null, methods: ['password'] } },
    });
    expect(cookieOf(first, 'zp_session')).toBeUndefined();
    // The email code is used up and no longer offered.
    const again = await client.post(COMPLETE, { challenge: data.challenge, code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });

    const wrong = await client.post('/api/auth/complete-password-challenge', {
      challenge: data.challenge,
      password: 'Niet-het-wachtwoord-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Dit wachtwoord is onjuist.',
      errors: { password: ['Dit wachtwoord is onjuist.'] },
    });
    const done = await client.post('/api/auth/complete-password-challenge', {
      challenge: data.challenge,
      password: TEST_PASSWORD,
    });
    expect(done.json()).toEqual({ data: { next: 'authenticated' } });
    expect((await client.get('/api/auth/intended-url')).json()).toEqual({ data: { url: '/system/tags' } });
  });

  it('signs in a user without a second step (invited, onboarding) with the email code alone', async () => {
    const invited = await createUser(ctx.database.db, {
      password: null,
      termsAcceptedAt: null,
      emailVerifiedAt: null,
      phoneVerificationSkippedAt: null,
      preferredOtp: null,
      otpSetupAt: null,
    });
    const client = browser(ctx);
    const { data } = (await client.post(START, { email: invited.email, remember: true })).json() as {
      data: Started;
    };
    const code = await latestEmailCode(ctx.database.db, invited.email);
    const done = await client.post(COMPLETE, { challenge: data.challenge, code });
    expect(done.json()).toEqual({ data: { next: 'onboarding' } });
    expect(cookieOf(done, 'zp_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await client.get('/api/auth/intended-url')).json()).toEqual({ data: { url: '/dashboard' } });
  });

  it('answers an unknown address exactly like a known one, sends nothing, and never signs in', async () => {
    const known = await createUser(ctx.database.db, { email: 'bekend@zorgportaal.test' });
    // Same first letter, so the masked addresses are equal too.
    const unknownEmail = 'buiten@zorgportaal.test';
    const [knownClient, unknownClient] = [browser(ctx), browser(ctx)];
    const timed = async (client: typeof knownClient, email: string) => {
      const started = performance.now();
      const response = await client.post(START, { email });
      return { response, ms: performance.now() - started };
    };
    const { response: knownStart, ms: knownMs } = await timed(knownClient, known.email);
    const { response: unknownStart, ms: unknownMs } = await timed(unknownClient, unknownEmail);
    expect(unknownStart.statusCode).toBe(knownStart.statusCode);
    // Both wait for the response floor, so sending the real code takes no visible extra time.
    expect(Math.min(knownMs, unknownMs)).toBeGreaterThanOrEqual(EMAIL_SIGN_IN_MIN_RESPONSE_MS - 5);
    const shape = (body: Started) => ({
      ...body,
      challenge: body.challenge.length,
      resendAvailableAt: 'iso',
    });
    expect(shape((unknownStart.json() as { data: Started }).data)).toEqual(
      shape((knownStart.json() as { data: Started }).data),
    );
    expect(Object.keys(unknownStart.headers).sort()).toEqual(Object.keys(knownStart.headers).sort());
    expect(cookieOf(unknownStart, 'zp_challenge')).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect(
      await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, unknownEmail)),
    ).toEqual([]);

    const knownId = (knownStart.json() as { data: Started }).data.challenge;
    const unknownId = (unknownStart.json() as { data: Started }).data.challenge;
    const describe = async (client: typeof knownClient, id: string) => {
      const body = (await client.get(`/api/auth/challenges/${id}`)).json() as {
        data: Record<string, unknown>;
      };
      return { ...body.data, id: 'id', resendAvailableAt: 'iso' };
    };
    expect(await describe(unknownClient, unknownId)).toEqual(await describe(knownClient, knownId));

    // Resend: the same cooldown answer.
    const knownAgain = await knownClient.post(START, { challenge: knownId });
    const unknownAgain = await unknownClient.post(START, { challenge: unknownId });
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.statusCode).toBe(429);

    // Completing: wrong four times, then too many, as for a real code nobody guessed.
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await unknownClient.post(COMPLETE, { challenge: unknownId, code: '123456' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    }
    expect((await unknownClient.post(COMPLETE, { challenge: unknownId, code: '123456' })).json()).toEqual({
      message: TOO_MANY_TRIES,
      errors: { code: [TOO_MANY_TRIES] },
    });
    expect((await unknownClient.get('/api/user')).statusCode).toBe(401);
    const events = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.email, unknownEmail));
    expect(events.map((event) => [event.userId, event.method, event.kind, event.outcome])).toEqual(
      Array(5).fill([null, 'email', 'code', 'failure']),
    );
  });

  it('answers 422 without an email address or challenge', async () => {
    const response = await browser(ctx).post(START, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Vul je e-mailadres in.',
      errors: { email: ['Vul je e-mailadres in.'] },
    });
  });

  it('ignores an intended URL that is not a same-origin path', async () => {
    for (const intendedUrl of [
      'https://evil.example/dashboard',
      '//evil.example',
      '/\\evil.example',
      'dashboard',
      42,
    ]) {
      const user = await createUser(ctx.database.db, { preferredOtp: null });
      const client = browser(ctx);
      const response = await client.post('/api/auth/login-with-password', {
        email: user.email,
        password: TEST_PASSWORD,
        intendedUrl,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await client.get('/api/auth/intended-url')).json()).toEqual({ data: { url: '/dashboard' } });
    }
    const signedOut = await browser(ctx).get('/api/auth/intended-url');
    expect(signedOut.statusCode).toBe(401);
  });
});
