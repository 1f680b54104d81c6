import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server/translate.ts';
import { verifyPassword } from '../../server/auth/passwords/passwords.ts';
import {
  RESET_MAILS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
  RESET_WRONG_EMAIL_ATTEMPTS,
  SEND_LINK_MIN_RESPONSE_MS,
} from '../../server/auth/password-reset/reset-policy.ts';
import { hashResetToken } from '../../server/auth/password-reset/reset-token.ts';
import { passwordResetRequests, sessions, users } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users.ts';

const SEND = '/api/auth/send-password-reset-link';
const RESET = '/api/auth/reset-password';
const NEW_PASSWORD = 'Kwalleboot-Trapgat-Zonnig-7';

const TOKEN_INVALID = translate('server.password.reset.tokenInvalid');
const EMAIL_MISMATCH = translate('server.password.reset.emailMismatch');
const RATE_LIMITED = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';

/** The token of the newest reset mail to `email`, after checking the link's shape. */
async function tokenFromMail(ctx: TestContext, email: string): Promise<string> {
  const message = await latestOutboxMessage(ctx.database.db, email, 'passwordReset');
  if (!message) throw new Error(`no reset mail to ${email}`);
  const match = new RegExp(`${ctx.config.APP_URL}/password/reset/([A-Za-z0-9_-]{43})(\\s|$)`).exec(
    message.text,
  );
  if (!match?.[1]) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

async function requestLink(ctx: TestContext, email: string): Promise<string> {
  const response = await new ApiClient(ctx.app).post(SEND, { email });
  expect(response.statusCode, response.body).toBe(200);
  return tokenFromMail(ctx, email);
}

function resetBody(token: string, email: string, password = NEW_PASSWORD) {
  return { token, email, password, passwordConfirmation: password };
}

// Each route allows 20 calls per minute per IP, and the table-based limit 30 links per hour per IP: each
// describe has its own app and database and stays below both.
describe('POST /auth/send-password-reset-link', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('mails a 60-minute single-use link to an account; only the hash of its 256-bit token is stored', async () => {
    const user = await createUser(ctx.database.db, { firstname: 'Anouk' });
    const response = await new ApiClient(ctx.app).post(SEND, { email: `  ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });

    const mail = await latestOutboxMessage(ctx.database.db, user.email, 'passwordReset');
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Stel een nieuw wachtwoord in voor Zorgportaal',
    });
    expect(mail?.text).toContain('Hallo Anouk,');
    const token = await tokenFromMail(ctx, user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await ctx.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: hashResetToken(token), usedAt: null, revokedAt: null });
    expect(rows[0]?.tokenHash).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt?.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(60);
  });

  it('answers an unknown address exactly the same, no sooner, and sends nothing', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await client.post(SEND, { email });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed('niemand-hier@zorgportaal.test');
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(Object.keys(unknown.response.headers).sort()).toEqual(Object.keys(known.response.headers).sort());
    for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(SEND_LINK_MIN_RESPONSE_MS - 5);
    expect(await latestOutboxMessage(ctx.database.db, 'niemand-hier@zorgportaal.test')).toBeNull();
    // The unknown request is recorded (for the throttle) without account or token.
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.email, 'niemand-hier@zorgportaal.test'));
    expect(row).toMatchObject({ userId: null, tokenHash: null, expiresAt: null, ip: '127.0.0.1' });
  });

  it('answers 422 per field in Dutch for a missing or malformed address', async () => {
    const client = new ApiClient(ctx.app);
    const missing = await client.post(SEND, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { email: ['Vul je e-mailadres in.'] } });
    const malformed = await client.post(SEND, { email: 'anna' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { email: ['Vul een geldig e-mailadres in.'] } });
  });

  it(`mails at most ${RESET_MAILS_PER_EMAIL} links an hour to an address; beyond, the same answer, no mail, no 429`, async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    const answers = new Set<string>();
    for (const email of [user.email, 'onbekend-adres@zorgportaal.test']) {
      for (let i = 0; i < RESET_MAILS_PER_EMAIL + 3; i += 1) {
        const response = await client.post(SEND, { email: i % 2 ? email.toUpperCase() : email });
        expect(response.statusCode).toBe(200);
        expect(response.headers['retry-after']).toBeUndefined();
        answers.add(response.body);
      }
    }
    // Known and unknown addresses, within and beyond the cap: one answer.
    expect([...answers]).toEqual([JSON.stringify({ data: { sent: true } })]);
    const requests = await ctx.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, user.id));
    // Every request is recorded (the per-IP count); only the first ones carry a link, and the newest of those is
    // still live: the requests beyond the cap ended nothing.
    expect(requests).toHaveLength(RESET_MAILS_PER_EMAIL + 3);
    const links = requests.filter((request) => request.tokenHash !== null);
    expect(links).toHaveLength(RESET_MAILS_PER_EMAIL);
    expect(links.filter((link) => link.revokedAt === null)).toHaveLength(1);
    const newest = await tokenFromMail(ctx, user.email);
    expect(links.find((link) => link.revokedAt === null)?.tokenHash).toBe(hashResetToken(newest));
  });
});

describe('send-password-reset-link per IP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it(`throttles at ${RESET_REQUESTS_PER_IP} links per hour from one IP address`, async () => {
    const earlier = new Date(Date.now() - 10 * 60_000);
    await ctx.database.db.insert(passwordResetRequests).values(
      Array.from({ length: RESET_REQUESTS_PER_IP }, (_, i) => ({
        email: `adres${i}@zorgportaal.test`,
        ip: '127.0.0.1',
        createdAt: earlier,
      })),
    );
    const refused = await new ApiClient(ctx.app).post(SEND, { email: 'nog-een@zorgportaal.test' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMITED });
    // The oldest request leaves the hour in 50 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(49 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(50 * 60);

    // Requests older than an hour do not count.
    await ctx.database.db
      .update(passwordResetRequests)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    expect((await new ApiClient(ctx.app).post(SEND, { email: 'nog-een@zorgportaal.test' })).statusCode).toBe(
      200,
    );
  });

  it('counts parallel requests for one address in turn: exactly the cap of mails goes out', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: RESET_MAILS_PER_EMAIL + 2 }, () => client.post(SEND, { email: user.email })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RESET_MAILS_PER_EMAIL + 2).fill(200));
    const links = await ctx.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, user.id));
    expect(links.filter((link) => link.tokenHash !== null)).toHaveLength(RESET_MAILS_PER_EMAIL);
  });

  it('deletes requests older than a day', async () => {
    await ctx.database.db
      .insert(passwordResetRequests)
      .values({ email: 'oud@zorgportaal.test', createdAt: new Date(Date.now() - 25 * 60 * 60_000) });
    expect((await new ApiClient(ctx.app).post(SEND, { email: 'nieuw@zorgportaal.test' })).statusCode).toBe(
      200,
    );
    const old = await ctx.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.email, 'oud@zorgportaal.test'));
    expect(old).toEqual([]);
  });
});

describe('POST /auth/reset-password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('sets the new password, ends every session of the account, and signs nobody in', async () => {
    const user = await createUser(ctx.database.db, { passwordChangeRequired: true });
    const laptop = new ApiClient(ctx.app);
    const phone = new ApiClient(ctx.app);
    await signIn(laptop, user.email);
    await signIn(phone, user.email);
    const token = await requestLink(ctx, user.email);

    // Reset from a third browser, signed out.
    const browser = new ApiClient(ctx.app);
    const response = await browser.post(RESET, resetBody(token, user.email.toUpperCase()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { reset: true } });
    expect(browser.cookies.has('zp_session')).toBe(false);
    expect((await browser.get('/api/user')).statusCode).toBe(401);

    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangeRequired).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);

    // The old password no longer works; the new one does (through the normal sign-in).
    const old = await new ApiClient(ctx.app).post('/api/auth/login-with-password', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(422);
    await signIn(new ApiClient(ctx.app), user.email, NEW_PASSWORD);
  });

  it('ends the session of a browser signed in as that account and clears its cookie', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const token = await requestLink(ctx, user.email);
    const response = await client.post(RESET, resetBody(token, user.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(client.cookies.has('zp_session')).toBe(false);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('uses a link once: the second reset with it is refused on the token', async () => {
    const user = await createUser(ctx.database.db);
    const token = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    expect((await client.post(RESET, resetBody(token, user.email))).statusCode).toBe(200);
    const again = await client.post(RESET, resetBody(token, user.email, 'Nog-Een-Ander-Wachtwoord-8'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: TOKEN_INVALID, errors: { token: [TOKEN_INVALID] } });
    await signIn(new ApiClient(ctx.app), user.email, NEW_PASSWORD);
  });

  it('refuses an expired link, a malformed one and one never issued with the same message on token', async () => {
    const user = await createUser(ctx.database.db);
    const token = await requestLink(ctx, user.email);
    await ctx.database.db
      .update(passwordResetRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetRequests.tokenHash, hashResetToken(token)));
    const client = new ApiClient(ctx.app);
    for (const candidate of [token, 'kapot', 'A'.repeat(43)]) {
      const response = await client.post(RESET, resetBody(candidate, user.email));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: TOKEN_INVALID, errors: { token: [TOKEN_INVALID] } });
    }
    // The password did not change.
    await signIn(new ApiClient(ctx.app), user.email);
  });

  it('two resets with one link at once: exactly one wins', async () => {
    const user = await createUser(ctx.database.db);
    const token = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    const answers = await Promise.all([
      client.post(RESET, resetBody(token, user.email)),
      client.post(RESET, resetBody(token, user.email, 'Nog-Een-Ander-Wachtwoord-8')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('a newer link ends the older one', async () => {
    const user = await createUser(ctx.database.db);
    const older = await requestLink(ctx, user.email);
    const newer = await requestLink(ctx, user.email);
    expect(newer).not.toBe(older);
    const client = new ApiClient(ctx.app);
    const refused = await client.post(RESET, resetBody(older, user.email));
    expect(refused.json()).toMatchObject({ errors: { token: [TOKEN_INVALID] } });
    expect((await client.post(RESET, resetBody(newer, user.email))).statusCode).toBe(200);
  });
});

describe('POST /auth/reset-password refusals', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('an email address that is not the link’s account is refused on email, without naming the account', async () => {
    const user = await createUser(ctx.database.db, { firstname: 'Anouk' });
    const other = await createUser(ctx.database.db);
    const token = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    // Even a weak, contextual password is not judged: its message would say something about the account.
    const response = await client.post(RESET, {
      token,
      email: other.email,
      password: 'Anouk1990',
      passwordConfirmation: 'Anouk1990',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: EMAIL_MISMATCH, errors: { email: [EMAIL_MISMATCH] } });
    expect(response.body).not.toContain(user.email);
    // The right address still works with the same link.
    expect((await client.post(RESET, resetBody(token, user.email))).statusCode).toBe(200);
  });

  it(`ends the link after ${RESET_WRONG_EMAIL_ATTEMPTS} wrong email addresses`, async () => {
    const user = await createUser(ctx.database.db);
    const token = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    for (let i = 0; i < RESET_WRONG_EMAIL_ATTEMPTS; i += 1) {
      const response = await client.post(RESET, resetBody(token, `gok${i}@zorgportaal.test`));
      expect(response.json()).toMatchObject({ errors: { email: [EMAIL_MISMATCH] } });
    }
    const response = await client.post(RESET, resetBody(token, user.email));
    expect(response.json()).toMatchObject({ errors: { token: [TOKEN_INVALID] } });
  });

  it('refuses weak, contextual and short passwords and a different confirmation, per field, link unused', async () => {
    const user = await createUser(ctx.database.db, {
      email: 'fleur.jansen@zorgportaal.test',
      firstname: 'Fleur',
      lastname: 'Jansen',
    });
    const token = await requestLink(ctx, user.email);
    const client = new ApiClient(ctx.app);
    const cases: [string, string, Record<string, string[]>][] = [
      ['wachtwoord', 'wachtwoord', { password: [translate('server.password.tooWeak')] }],
      ['fleur.jansen', 'fleur.jansen', { password: [translate('server.password.contextual')] }],
      ['Zorgportaal2025', 'Zorgportaal2025', { password: [translate('server.password.contextual')] }],
      ['kort', 'kort', { password: [translate('server.password.tooShort', { min: 8 })] }],
      [
        'welkom123',
        'welkom1234',
        {
          password: [translate('server.password.tooWeak')],
          passwordConfirmation: [translate('server.password.confirmationMismatch')],
        },
      ],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, { passwordConfirmation: ['De wachtwoorden komen niet overeen.'] }],
    ];
    for (const [password, passwordConfirmation, errors] of cases) {
      const response = await client.post(RESET, { token, email: user.email, password, passwordConfirmation });
      expect(response.statusCode, password).toBe(422);
      expect((response.json() as { errors: unknown }).errors, password).toEqual(errors);
    }
    // None of them used the link.
    expect((await client.post(RESET, resetBody(token, user.email))).statusCode).toBe(200);
  });

  it('answers 422 per field in Dutch for missing fields', async () => {
    const response = await new ApiClient(ctx.app).post(RESET, {});
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: unknown }).errors).toEqual({
      token: [TOKEN_INVALID],
      email: ['Vul je e-mailadres in.'],
      password: ['Vul een nieuw wachtwoord in.'],
      passwordConfirmation: ['Herhaal je nieuwe wachtwoord.'],
    });
  });
});
