import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords/passwords.ts';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import { signInEvents, users } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { codeIn, latestOutboxMessage } from '../helpers/outbox.ts';
import { browser } from '../helpers/sign-in.ts';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users.ts';

const NEW_PASSWORD = 'Zeilboot-Havermout-Lantaarn-7';

describe('POST /user/update-password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn() {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    await signIn(client, user.email);
    return { user, client };
  }

  async function storedHash(id: string) {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    return row!.passwordHash!;
  }

  it('changes the password with the current one (no 423: it is the confirmation), keeping other sessions', async () => {
    const { user, client } = await signedIn();
    const other = browser(ctx);
    await signIn(other, user.email);
    const response = await client.post('/api/user/update-password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { otherSessionsEnded: 0 } });
    expect(await verifyPassword(await storedHash(user.id), NEW_PASSWORD)).toBe(true);
    expect((await other.get('/api/user')).statusCode).toBe(200);
    // The right current password counts as a confirmation by password.
    const settings = await client.get('/api/user/security-settings');
    expect(
      (settings.json() as { data: { confirmedUntil: string | null } }).data.confirmedUntil,
    ).not.toBeNull();
  });

  it('ends the other sessions when asked', async () => {
    const { user, client } = await signedIn();
    const other = browser(ctx);
    await signIn(other, user.email);
    const response = await client.post('/api/user/update-password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
      logoutOtherSessions: true,
    });
    expect(response.json()).toEqual({ data: { otherSessionsEnded: 1 } });
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('422: wrong current password (counted as a password failure), missing one, weak or mismatched new one', async () => {
    const { user, client } = await signedIn();
    const before = await storedHash(user.id);
    const wrong = await client.post('/api/user/update-password', {
      currentPassword: 'niet-mijn-wachtwoord',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: ['Dit wachtwoord is onjuist.'] } });
    const failures = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.userId, user.id));
    expect(failures.some((row) => row.outcome === 'failure' && row.kind === 'password')).toBe(true);

    const missing = await client.post('/api/user/update-password', {
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(missing.json()).toMatchObject({ errors: { currentPassword: ['Vul je huidige wachtwoord in.'] } });

    // The snake_case names of before issue 20 are not read: the camelCase field is missing, nothing changes.
    const oldNames = await client.post('/api/user/update-password', {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(oldNames.statusCode).toBe(422);
    expect(oldNames.json()).toMatchObject({
      errors: { passwordConfirmation: ['Herhaal je nieuwe wachtwoord.'] },
    });
    const emptyRepetition = await client.post('/api/user/update-password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: '',
    });
    expect(emptyRepetition.statusCode).toBe(422);
    expect(emptyRepetition.json().errors).toEqual({
      passwordConfirmation: ['Herhaal je nieuwe wachtwoord.'],
    });

    const weak = await client.post('/api/user/update-password', {
      currentPassword: TEST_PASSWORD,
      password: 'kort',
      passwordConfirmation: 'anders',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      errors: {
        password: ['Kies een wachtwoord van minimaal 8 tekens.'],
        passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
      },
    });
    const common = await client.post('/api/user/update-password', {
      currentPassword: TEST_PASSWORD,
      password: 'wachtwoord',
      passwordConfirmation: 'wachtwoord',
    });
    expect(common.statusCode).toBe(422);
    expect(Object.keys((common.json() as { errors: object }).errors)).toEqual(['password']);
    const empty = await client.post('/api/user/update-password', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys((empty.json() as { errors: object }).errors).sort()).toEqual([
      'password',
      'passwordConfirmation',
    ]);
    expect(await storedHash(user.id)).toBe(before);
  });

  it('a user without a password sets a first one only after a recent confirmation (423)', async () => {
    const user = await createUser(ctx.database.db);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    // Signs in with Google alone (so onboarding is done); here through an email code.
    await linkIdentity(ctx.database.db, user.id, 'google', `google-${user.id}`, user.email);
    const client = browser(ctx);
    const started = await client.post('/api/auth/start-email-challenge', { email: user.email });
    const challenge = (started.json() as { data: { challenge: string } }).data.challenge;
    const signInCode = codeIn((await latestOutboxMessage(ctx.database.db, user.email, 'signInCode'))!);
    expect(
      (await client.post('/api/auth/complete-email-challenge', { challenge, code: signInCode })).statusCode,
    ).toBe(200);
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const locked = await client.post('/api/user/update-password', body);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ data: { challenge: { methods: ['email'] } } });

    expect((await client.post('/api/auth/start-email-challenge', {})).statusCode).toBe(200);
    const code = codeIn((await latestOutboxMessage(ctx.database.db, user.email, 'verificationCode'))!);
    expect((await client.post('/api/auth/complete-email-challenge', { code })).statusCode).toBe(200);
    const response = await client.post('/api/user/update-password', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await verifyPassword(await storedHash(user.id), NEW_PASSWORD)).toBe(true);
  });

  it('needs a session (401) and the XSRF header (419)', async () => {
    const anonymous = browser(ctx);
    expect((await anonymous.post('/api/user/update-password', {})).statusCode).toBe(401);
    const { client } = await signedIn();
    expect((await client.post('/api/user/update-password', {}, { withoutXsrf: true })).statusCode).toBe(419);
  });
});
