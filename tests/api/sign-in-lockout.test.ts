import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, signInEvents } from '../../server/db/schema/index.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { browser, cookieOf, RATE_LIMITED } from '../helpers/sign-in.ts';
import {
  dataOf,
  deviceOf,
  DEVICE_COOKIE,
  emailCodeSignIn,
  passwordSignIn,
} from '../helpers/trusted-devices.ts';
import { createUser, latestEmailCode, TEST_PASSWORD } from '../helpers/users.ts';

const WRONG = 'Helemaal-Fout-Wachtwoord-1';
const NEW_PASSWORD = 'Kwalleboot-Trapgat-Zonnig-7';
const SEND_RESET = '/api/auth/send-password-reset-link';
const START_EMAIL = '/api/auth/start-email-challenge';
const COMPLETE_EMAIL = '/api/auth/complete-email-challenge';
const TOO_MANY_MAILS =
  'Er zijn het afgelopen uur te veel codes naar dit adres gestuurd. Probeer het later opnieuw of kies "Wachtwoord vergeten?".';

/**
 * Issue 26, finding 3: a stranger who knows only an address must not be able to keep its owner out. The owner's
 * ways on from a new browser: the mailbox (an email code of their own challenge, the reset link), a passkey, or a
 * device they signed in on before.
 */
describe('no targeted lock-out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  /** A stranger's 16 wrong passwords for `email`, each from its own address, one after the other. */
  async function strangerGuessesPasswords(email: string): Promise<void> {
    for (let i = 0; i < 16; i += 1) {
      const response = await passwordSignIn(browser(ctx), email, WRONG);
      expect([422, 429]).toContain(response.statusCode);
    }
  }

  async function resetTokenOf(email: string): Promise<string> {
    const message = await latestOutboxMessage(ctx.database.db, email, 'passwordReset');
    const match = /\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '');
    if (!match?.[1]) throw new Error(`no reset link to ${email}`);
    return match[1];
  }

  async function mailsTo(email: string, template: string, since: Date): Promise<number> {
    const rows = await ctx.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, email),
          eq(outboxMessages.template, template),
          gt(outboxMessages.createdAt, since),
        ),
      );
    return rows.length;
  }

  async function resetWith(client: ApiClient, token: string, email: string) {
    return client.post('/api/auth/reset-password', {
      token,
      email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
  }

  it('a throttled password sign-in names the ways on, the same for a known and an unknown address', async () => {
    const owner = await createUser(ctx.database.db);
    const nobody = 'niemand-hier@zorgportaal.test';
    await strangerGuessesPasswords(owner.email);
    await strangerGuessesPasswords(nobody);
    const known = await passwordSignIn(browser(ctx), owner.email);
    const unknown = await passwordSignIn(browser(ctx), nobody);
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(response.json()).toEqual({
        message: RATE_LIMITED,
        retryAfter,
        alternatives: ['email_code', 'password_reset'],
      });
      expect(retryAfter).toBeGreaterThan(0);
    }
  });

  it('the owner on a new browser gets in through the reset link; that browser then signs in past the strangers', async () => {
    const owner = await createUser(ctx.database.db);
    await strangerGuessesPasswords(owner.email);
    const fresh = browser(ctx);
    expect((await passwordSignIn(fresh, owner.email)).statusCode).toBe(429);

    expect((await fresh.post(SEND_RESET, { email: owner.email })).statusCode).toBe(200);
    const reset = await resetWith(fresh, await resetTokenOf(owner.email), owner.email);
    expect(reset.statusCode, reset.body).toBe(200);
    // The reset proved the mailbox: this browser is now a known device of the account.
    // One entry `<device id>.<token>`, then the signature (server/http/device-cookie.ts).
    expect(cookieOf(reset, DEVICE_COOKIE)?.value).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}~[\w-]+$/);

    // The strangers' count still holds for unknown browsers…
    expect((await passwordSignIn(browser(ctx), owner.email, NEW_PASSWORD)).statusCode).toBe(429);
    // …but not for the owner's browser, which goes on to the second step.
    const signIn = await passwordSignIn(fresh, owner.email, NEW_PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(dataOf(signIn)).toMatchObject({ next: 'second_step' });
  });

  it('an invited user without a password uses the reset link to set one', async () => {
    const invited = await createUser(ctx.database.db, {
      password: null,
      preferredOtp: null,
      otpSetupAt: null,
      termsAcceptedAt: null,
    });
    const client = browser(ctx);
    expect((await client.post(SEND_RESET, { email: invited.email })).statusCode).toBe(200);
    const reset = await resetWith(client, await resetTokenOf(invited.email), invited.email);
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await passwordSignIn(client, invited.email, NEW_PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(dataOf(signIn)).toEqual({ next: 'onboarding' });
  });

  it('an invited user completes their own email code after 16 wrong codes on a stranger’s challenges', async () => {
    const invited = await createUser(ctx.database.db, {
      password: null,
      preferredOtp: null,
      otpSetupAt: null,
      termsAcceptedAt: null,
    });
    const stranger = browser(ctx);
    let challenge = '';
    for (let i = 0; i < 16; i += 1) {
      // A new challenge every five guesses: the fifth wrong try ends a code.
      if (i % 5 === 0) {
        const started = await stranger.post(START_EMAIL, { email: invited.email });
        expect(started.statusCode, started.body).toBe(200);
        challenge = dataOf<{ challenge: string }>(started).challenge;
      }
      const wrong = await stranger.post(COMPLETE_EMAIL, { challenge, code: '000000' });
      expect(wrong.statusCode, wrong.body).toBe(422);
    }
    const done = await emailCodeSignIn(browser(ctx), invited.email);
    expect(dataOf(done)).toEqual({ next: 'onboarding' });
  });

  it('the owner who proved the mailbox by an email code is not stopped by the strangers’ wrong passwords', async () => {
    const owner = await createUser(ctx.database.db);
    await strangerGuessesPasswords(owner.email);
    const owners = browser(ctx);
    const started = await owners.post(START_EMAIL, { email: owner.email });
    const challenge = dataOf<{ challenge: string }>(started).challenge;
    const code = await latestEmailCode(ctx.database.db, owner.email);
    const first = await owners.post(COMPLETE_EMAIL, { challenge, code });
    expect(dataOf(first)).toMatchObject({ next: 'second_step', secondStep: { methods: ['password'] } });
    // The password as second step counts in this challenge's own bucket, not among the strangers'.
    const done = await owners.post('/api/auth/complete-password-challenge', {
      challenge,
      password: TEST_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(dataOf(done)).toEqual({ next: 'authenticated' });
  });

  it('a stranger’s reset requests never take the owner’s link: no 429 per address, the newest mailed link works', async () => {
    const owner = await createUser(ctx.database.db);
    const since = new Date(Date.now() - 1000);
    for (let i = 0; i < 6; i += 1) {
      const response = await browser(ctx).post(SEND_RESET, { email: owner.email });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { sent: true } });
    }
    // At most three mails an hour: the stranger's requests beyond them send nothing.
    expect(await mailsTo(owner.email, 'passwordReset', since)).toBe(3);
    const owners = browser(ctx);
    const request = await owners.post(SEND_RESET, { email: owner.email });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ data: { sent: true } });
    const reset = await resetWith(owners, await resetTokenOf(owner.email), owner.email);
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('sends at most ten sign-in code mails an hour to one address from unknown browsers, known or not', async () => {
    const owner = await createUser(ctx.database.db);
    const nobody = 'ook-niemand@zorgportaal.test';
    const refusals = [];
    for (const email of [owner.email, nobody]) {
      for (let i = 0; i < 10; i += 1) {
        const started = await browser(ctx).post(START_EMAIL, { email });
        expect(started.statusCode, started.body).toBe(200);
      }
      const refused = await browser(ctx).post(START_EMAIL, { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_MAILS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      refusals.push(refused.body);
    }
    expect(refusals[0]).toBe(refusals[1]);
    expect(await mailsTo(owner.email, 'signInCode', new Date(Date.now() - 3600_000))).toBe(10);
  });

  it('a known device of the account is not stopped by the code-mail cap', async () => {
    const owner = await createUser(ctx.database.db);
    // Its own sign-in's second-step mail (after the password) does not count: only the email sign-in's first
    // factor, which anyone knowing the address can ask for.
    const known = await deviceOf(ctx, owner.email, false);
    for (let i = 0; i < 10; i += 1) {
      expect((await browser(ctx).post(START_EMAIL, { email: owner.email })).statusCode).toBe(200);
    }
    expect((await browser(ctx).post(START_EMAIL, { email: owner.email })).statusCode).toBe(429);
    const done = await emailCodeSignIn(known, owner.email);
    expect(dataOf(done)).toMatchObject({ next: 'second_step' });
    // A password sign-in from a new browser still gets its email code as second step.
    const fresh = browser(ctx);
    const step = dataOf<{ secondStep: { id: string } }>(await passwordSignIn(fresh, owner.email)).secondStep;
    const sent = await fresh.post(START_EMAIL, { challenge: step.id });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('keeps NIST’s bound: 100 code failures in an hour among unknown browsers stop the next code of any challenge', async () => {
    const owner = await createUser(ctx.database.db);
    const now = Date.now();
    await ctx.database.db.insert(signInEvents).values(
      Array.from({ length: 100 }, (_, i) => ({
        email: owner.email,
        method: 'email' as const,
        kind: 'code' as const,
        outcome: 'failure' as const,
        reason: 'seeded',
        challengeId: `uitgedachte-poging-${i % 20}`,
        createdAt: new Date(now - 3000_000 + i * 1000),
      })),
    );
    const client = browser(ctx);
    const started = await client.post(START_EMAIL, { email: owner.email });
    const refused = await client.post(COMPLETE_EMAIL, {
      challenge: dataOf<{ challenge: string }>(started).challenge,
      code: await latestEmailCode(ctx.database.db, owner.email),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMITED });
    // The oldest failure leaves the hour in about 10 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(599);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  });
});
