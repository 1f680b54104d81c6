import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceBackupCodes } from '../../server/auth/codes/backup-codes.ts';
import {
  oneTimeCodes,
  sessions,
  signInChallenges,
  signInEvents,
  users,
} from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { codeIn, latestOutboxMessage } from '../helpers/outbox.ts';
import {
  authenticatorCode,
  browser,
  CODE_EXPIRED,
  cookieOf,
  EXPIRED,
  passwordStep,
  TOO_MANY_TRIES,
  withAuthenticator,
  WRONG_CODE,
} from '../helpers/sign-in.ts';
import { createUser, latestEmailCode, TEST_PASSWORD } from '../helpers/users.ts';

const PHONE = '+31612345678';

describe('second step after the password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('answers second_step without a session, and binds the challenge to the browser with an HttpOnly cookie', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const response = await client.post('/api/auth/login-with-password', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { next: string; secondStep: { id: string } } };
    expect(data).toEqual({
      next: 'second_step',
      secondStep: { id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), type: 'email', methods: ['email'] },
    });
    expect(cookieOf(response, 'zp_session')).toBeUndefined();
    expect(cookieOf(response, 'zp_challenge')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 15 * 60,
    });
    expect(cookieOf(response, 'zp_challenge')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.get('/api/user')).statusCode).toBe(401);

    const [row] = await ctx.database.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.id, data.secondStep.id));
    expect(row).toMatchObject({ userId: user.id, firstFactor: 'password', remember: false });
    // Only the hash of the binding is stored.
    expect(row?.bindingHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.bindingHash).not.toContain(cookieOf(response, 'zp_challenge')?.value);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('describes the challenge, sends the email code and signs in with it (once)', async () => {
    const user = await createUser(ctx.database.db, { email: 'Demi.Test@Zorgportaal.test' });
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);

    const before = await client.get(`/api/auth/challenges/${step.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      data: {
        id: step.id,
        type: 'email',
        methods: ['email'],
        sentTo: { email: 'd•••@zorgportaal.test', sms: null },
        resendAvailableAt: { email: null, sms: null },
      },
    });

    const started = Date.now();
    const sent = await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const { data } = sent.json() as { data: { sentTo: string; resendAvailableAt: string } };
    expect(data.sentTo).toBe('d•••@zorgportaal.test');
    const wait = Date.parse(data.resendAvailableAt) - started;
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(61_000);
    expect((await client.get(`/api/auth/challenges/${step.id}`)).json()).toMatchObject({
      data: { resendAvailableAt: { email: data.resendAvailableAt, sms: null } },
    });

    const message = await latestOutboxMessage(ctx.database.db, user.email, 'signInCode');
    expect(message).toMatchObject({ channel: 'email', subject: 'Je inlogcode voor Zorgportaal' });
    expect(message?.text).toContain('Hallo Test');
    const code = codeIn(message!);
    // Stored as an HMAC, not in plain text.
    const [row] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.challengeId, step.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);

    const done = await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { next: 'authenticated' } });
    expect(cookieOf(done, 'zp_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(done, 'zp_challenge')).toMatchObject({ value: '', path: '/api/auth' });
    expect(cookieOf(done, 'XSRF-TOKEN')).toBeDefined();
    expect((await client.get('/api/user')).json()).toMatchObject({ data: { id: user.id } });
    expect(
      await ctx.database.db.select().from(signInChallenges).where(eq(signInChallenges.id, step.id)),
    ).toEqual([]);

    // The challenge is gone (and its cookie cleared): reading or completing it again is the same 401.
    for (const response of [
      await client.get(`/api/auth/challenges/${step.id}`),
      await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: EXPIRED });
    }
  });

  it('refuses a wrong code, an expired code, and the sixth try (even with the right code)', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    const code = await latestEmailCode(ctx.database.db, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const complete = (value: string) =>
      client.post('/api/auth/complete-email-challenge', { challenge: step.id, code: value });

    const first = await complete(wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    expect(cookieOf(first, 'zp_session')).toBeUndefined();

    // Expired: move the code's end into the past.
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.challengeId, step.id));
    const expired = await complete(code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: CODE_EXPIRED, errors: { code: [CODE_EXPIRED] } });

    // A new code, once the cooldown has passed (moved back), starts with five fresh tries.
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.challengeId, step.id));
    expect((await client.post('/api/auth/start-email-challenge', { challenge: step.id })).statusCode).toBe(
      200,
    );
    const fresh = await latestEmailCode(ctx.database.db, user.email);
    const other = fresh === '000000' ? '111111' : '000000';
    // The account's throttle (5 free code failures an hour) would answer 429 first: clear it, so only the code's
    // own limit speaks here (the throttle has tests of its own).
    const clearThrottle = () =>
      ctx.database.db.delete(signInEvents).where(eq(signInEvents.email, user.email.toLowerCase()));
    await clearThrottle();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await complete(other)).json()).toMatchObject({ errors: { code: [WRONG_CODE] } });
    }
    const fifth = await complete(other);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toEqual({ message: TOO_MANY_TRIES, errors: { code: [TOO_MANY_TRIES] } });
    await clearThrottle();
    const sixth = await complete(fresh);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({ message: TOO_MANY_TRIES, errors: { code: [TOO_MANY_TRIES] } });
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('answers a new code inside 60 s with 429, Retry-After and resendAvailableAt; email and SMS apart', async () => {
    const user = await createUser(ctx.database.db, { phone: PHONE, phoneVerifiedAt: new Date() });
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    expect(step.methods).toEqual(['email', 'sms']);
    const first = await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    expect(first.statusCode).toBe(200);
    const availableAt = (first.json() as { data: { resendAvailableAt: string } }).data.resendAvailableAt;

    const again = await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.json()).toEqual({
      message: `Je kunt over ${seconds} seconden een nieuwe code aanvragen.`,
      resendAvailableAt: availableAt,
    });
    // The first code still works: a refused resend replaces nothing.
    const sms = await client.post('/api/auth/start-sms-challenge', { challenge: step.id });
    expect(sms.statusCode, sms.body).toBe(200);
    expect((await client.post('/api/auth/start-sms-challenge', { challenge: step.id })).statusCode).toBe(429);
    const code = await latestEmailCode(ctx.database.db, user.email);
    const done = await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('signs in with an SMS code to a verified phone; without one, SMS is refused (422)', async () => {
    const user = await createUser(ctx.database.db, {
      phone: PHONE,
      phoneVerifiedAt: new Date(),
      preferredOtp: 'sms',
    });
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    expect(step).toMatchObject({ type: 'sms', methods: ['email', 'sms'] });
    expect((await client.get(`/api/auth/challenges/${step.id}`)).json()).toMatchObject({
      data: { sentTo: { email: expect.stringMatching(/^g•••@zorgportaal\.test$/), sms: '•• •• •• •• 78' } },
    });
    const sent = await client.post('/api/auth/start-sms-challenge', { challenge: step.id });
    expect(sent.json()).toMatchObject({ data: { sentTo: '•• •• •• •• 78' } });
    const message = await latestOutboxMessage(ctx.database.db, PHONE, 'signInCode');
    expect(message).toMatchObject({ channel: 'sms', subject: null });
    const wrong = await client.post('/api/auth/complete-sms-challenge', {
      challenge: step.id,
      code: '12345',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Vul de code van 6 cijfers in.',
      errors: { code: ['Vul de code van 6 cijfers in.'] },
    });
    const done = await client.post('/api/auth/complete-sms-challenge', {
      challenge: step.id,
      code: codeIn(message!),
    });
    expect(done.json()).toEqual({ data: { next: 'authenticated' } });

    const unverified = await createUser(ctx.database.db, { phone: '+31687654321', phoneVerifiedAt: null });
    const other = browser(ctx);
    const otherStep = await passwordStep(other, unverified.email);
    expect(otherStep.methods).toEqual(['email']);
    const refused = await other.post('/api/auth/start-sms-challenge', { challenge: otherStep.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Je hebt geen bevestigd mobiel nummer. Kies een andere manier.',
      errors: { challenge: ['Je hebt geen bevestigd mobiel nummer. Kies een andere manier.'] },
    });
    const complete = await other.post('/api/auth/complete-sms-challenge', {
      challenge: otherStep.id,
      code: '123456',
    });
    expect(complete.statusCode).toBe(422);
    expect(complete.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });
  });

  it('signs in with the authenticator; the same step is refused the next time, a wrong code too', async () => {
    const user = await createUser(ctx.database.db);
    const secret = await withAuthenticator(ctx, user);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    expect(step).toMatchObject({ type: 'totp', methods: ['email', 'totp'] });
    const now = new Date();
    const code = authenticatorCode(secret, now);
    const done = await client.post('/api/auth/complete-totp-challenge', { challenge: step.id, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { next: 'authenticated' } });

    const second = browser(ctx);
    const nextStep = await passwordStep(second, user.email);
    const reused = await second.post('/api/auth/complete-totp-challenge', { challenge: nextStep.id, code });
    expect(reused.statusCode).toBe(422);
    const used = 'Deze code is al gebruikt. Wacht op de volgende code in je app.';
    expect(reused.json()).toEqual({ message: used, errors: { code: [used] } });
    // The previous step is within the ±1 window but before the used one: refused as well.
    const previous = authenticatorCode(secret, new Date(now.getTime() - 30_000));
    if (previous !== code) {
      const earlier = await second.post('/api/auth/complete-totp-challenge', {
        challenge: nextStep.id,
        code: previous,
      });
      expect(earlier.json()).toMatchObject({ errors: { code: [expect.any(String)] } });
      expect(earlier.statusCode).toBe(422);
    }
    // A code two steps ahead is outside the window.
    const ahead = authenticatorCode(secret, new Date(now.getTime() + 90_000));
    const outside = await second.post('/api/auth/complete-totp-challenge', {
      challenge: nextStep.id,
      code: ahead,
    });
    expect(outside.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    // The next step's code works.
    const nextCode = authenticatorCode(secret, new Date(now.getTime() + 30_000));
    const ok = await second.post('/api/auth/complete-totp-challenge', {
      challenge: nextStep.id,
      code: nextCode,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpLastStep).toBe(Math.floor(now.getTime() / 30_000) + 1);
  });

  it('takes a backup code once and says how many are left; the method goes when none are left', async () => {
    const user = await createUser(ctx.database.db);
    const codes = await replaceBackupCodes(ctx.database.db, user.id);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    expect(step.methods).toEqual(['email', 'backup_code']);
    // Case and the dash do not matter.
    const typed = codes[3]!.replace('-', '').toUpperCase();
    const done = await client.post('/api/auth/complete-backup-code-challenge', {
      challenge: step.id,
      code: typed,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { next: 'authenticated', backupCodesLeft: 9 } });

    const second = browser(ctx);
    const nextStep = await passwordStep(second, user.email);
    const reused = await second.post('/api/auth/complete-backup-code-challenge', {
      challenge: nextStep.id,
      code: codes[3],
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    const ok = await second.post('/api/auth/complete-backup-code-challenge', {
      challenge: nextStep.id,
      code: codes[0],
    });
    expect(ok.json()).toEqual({ data: { next: 'authenticated', backupCodesLeft: 8 } });

    const none = await createUser(ctx.database.db);
    const third = browser(ctx);
    const noneStep = await passwordStep(third, none.email);
    const refused = await third.post('/api/auth/complete-backup-code-challenge', {
      challenge: noneStep.id,
      code: codes[1],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });
  });

  it('lets the user switch between the methods they have, never to the first factor', async () => {
    const user = await createUser(ctx.database.db, { phone: PHONE, phoneVerifiedAt: new Date() });
    await withAuthenticator(ctx, user);
    await replaceBackupCodes(ctx.database.db, user.id);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    expect(step).toEqual({ id: step.id, type: 'totp', methods: ['email', 'sms', 'totp', 'backup_code'] });
    const password = await client.post('/api/auth/complete-password-challenge', {
      challenge: step.id,
      password: TEST_PASSWORD,
    });
    expect(password.statusCode).toBe(422);
    const unavailable = 'Op deze manier kun je hier niet inloggen. Kies een andere manier.';
    expect(password.json()).toEqual({ message: unavailable, errors: { challenge: [unavailable] } });

    // From the authenticator page to SMS, then to email: each channel has its own code.
    expect((await client.post('/api/auth/start-sms-challenge', { challenge: step.id })).statusCode).toBe(200);
    expect((await client.post('/api/auth/start-email-challenge', { challenge: step.id })).statusCode).toBe(
      200,
    );
    const smsCode = codeIn((await latestOutboxMessage(ctx.database.db, PHONE, 'signInCode'))!);
    const emailCode = await latestEmailCode(ctx.database.db, user.email);
    if (smsCode !== emailCode) {
      const crossed = await client.post('/api/auth/complete-email-challenge', {
        challenge: step.id,
        code: smsCode,
      });
      expect(crossed.json()).toMatchObject({ errors: { code: [WRONG_CODE] } });
    }
    const done = await client.post('/api/auth/complete-email-challenge', {
      challenge: step.id,
      code: emailCode,
    });
    expect(done.json()).toEqual({ data: { next: 'authenticated' } });
  });

  it('refuses a challenge from another browser, an expired, unknown or malformed one with the same 401', async () => {
    const user = await createUser(ctx.database.db);
    const owner = browser(ctx);
    const step = await passwordStep(owner, user.email);
    const stranger = browser(ctx);
    // The stranger has a challenge (and cookie) of its own: still not this one.
    await passwordStep(stranger, (await createUser(ctx.database.db)).email);
    const noCookie = browser(ctx);
    for (const client of [stranger, noCookie]) {
      for (const response of [
        await client.get(`/api/auth/challenges/${step.id}`),
        await client.post('/api/auth/start-email-challenge', { challenge: step.id }),
        await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code: '123456' }),
        await client.post('/api/auth/complete-password-challenge', { challenge: step.id, password: 'x' }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: EXPIRED });
      }
    }
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'kort', `${step.id}x`]) {
      const response = await owner.get(`/api/auth/challenges/${id}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: EXPIRED });
    }
    expect((await owner.get(`/api/auth/challenges/${step.id}`)).statusCode).toBe(200);
    await ctx.database.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.id, step.id));
    const expired = await owner.get(`/api/auth/challenges/${step.id}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: EXPIRED });
  });

  it('answers 422 on challenge when a complete call has none (re-confirmation comes later)', async () => {
    const client = browser(ctx);
    for (const [path, body] of [
      ['complete-email-challenge', { code: '123456' }],
      ['complete-sms-challenge', { code: '123456' }],
      ['complete-totp-challenge', { code: '123456' }],
      ['complete-password-challenge', { password: 'iets' }],
      ['complete-backup-code-challenge', { code: 'abcd-efgh' }],
    ] as const) {
      const response = await client.post(`/api/auth/${path}`, body);
      expect(response.statusCode, path).toBe(422);
      expect(response.json(), path).toMatchObject({
        errors: { challenge: ['Er is geen inlogpoging om af te ronden. Log opnieuw in.'] },
      });
    }
  });

  it('starts one session when the right code is sent twice at once', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    const code = await latestEmailCode(ctx.database.db, user.email);
    const results = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/auth/complete-email-challenge', { challenge: step.id, code })),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('keeps "Ingelogd blijven" and the intended URL from the password to the session', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email, {
      remember: true,
      intendedUrl: '/system/employees?filter=zorg#lijst',
    });
    await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    const code = await latestEmailCode(ctx.database.db, user.email);
    const done = await client.post('/api/auth/complete-email-challenge', { challenge: step.id, code });
    expect(cookieOf(done, 'zp_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    const intended = await client.get('/api/auth/intended-url');
    expect(intended.statusCode).toBe(200);
    expect(intended.json()).toEqual({ data: { url: '/system/employees?filter=zorg#lijst' } });
    // Asking twice gives the same.
    expect((await client.get('/api/auth/intended-url')).json()).toEqual(intended.json());
  });
});
