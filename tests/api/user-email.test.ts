import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import { users } from '../../server/db/schema/index.ts';
import { findUserById } from '../../server/users/users.ts';
import { ApiClient } from '../helpers/api-client.ts';
import {
  ageCodes,
  CONFIRMATION_REQUIRED,
  confirmSessions,
  fieldErrors,
  latestVerificationCode,
} from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { browser, CODE_EXPIRED, RATE_LIMITED, TOO_MANY_TRIES, WRONG_CODE } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';
import type { CreateUserInput } from '../../server/users/create-user.ts';

describe('POST /user/update-email and /user/verify-email', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Each browser its own IP: the per-IP limits of the code calls must not carry from one test to the next.
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn(overrides: Partial<CreateUserInput> = {}) {
    const user = await createUser(ctx.database.db, { firstname: 'Sanne', ...overrides });
    const client = browser(ctx);
    await signIn(client, user.email);
    return { user, client };
  }

  const newAddress = () => `nieuw-${Math.random().toString(36).slice(2, 8)}@zorgportaal.test`;

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.post('/api/user/update-email', { email: 'a@zorgportaal.test' })).statusCode).toBe(
      401,
    );
    expect((await anonymous.post('/api/user/verify-email', { code: '123456' })).statusCode).toBe(401);
  });

  it('verifies the account’s own unverified address without a re-confirmation', async () => {
    const { user, client } = await signedIn({ emailVerifiedAt: null, preferredOtp: null });
    const sent = await client.post('/api/user/update-email', { email: ` ${user.email.toUpperCase()} ` });
    expect(sent.statusCode, sent.body).toBe(200);
    const data = sent.json().data as { sentTo: string; resendAvailableAt: string };
    expect(data.sentTo).toBe(user.email);
    const wait = Date.parse(data.resendAvailableAt) - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    const mail = await latestOutboxMessage(ctx.database.db, user.email, 'verificationCode');
    expect(mail?.subject).toBe('Je verificatiecode voor Zorgportaal');
    expect(mail?.text).toContain('Hallo Sanne');

    expect(fieldErrors(await client.post('/api/user/verify-email', { code: '000000' }))).toEqual({
      code: [WRONG_CODE],
    });
    const code = await latestVerificationCode(ctx.database.db, user.email);
    const verified = await client.post('/api/user/verify-email', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ email: user.email, emailVerified: true });
    expect(verified.json().data.onboarding.verify_email).toBe('completed');
    // Single use.
    expect(fieldErrors(await client.post('/api/user/verify-email', { code }))).toEqual({
      code: [CODE_EXPIRED],
    });
    // Nothing more to verify.
    expect(fieldErrors(await client.post('/api/user/update-email', { email: user.email }))).toEqual({
      email: ['Dit e-mailadres is al bevestigd.'],
    });
  });

  it('answers 429 with Retry-After and resendAvailableAt inside the 60 s cooldown', async () => {
    const { user, client } = await signedIn({ emailVerifiedAt: null });
    expect((await client.post('/api/user/update-email', { email: user.email })).statusCode).toBe(200);
    const again = await client.post('/api/user/update-email', { email: user.email });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    expect(again.json()).toMatchObject({
      message: expect.stringMatching(/^Je kunt over \d+ seconden een nieuwe code aanvragen\.$/),
      resendAvailableAt: expect.any(String),
    });
    await ageCodes(ctx.database.db, user.id);
    expect((await client.post('/api/user/update-email', { email: user.email })).statusCode).toBe(200);
  });

  it('changes to a new address after a re-confirmation that is not an email code, and tells the old address', async () => {
    const { user, client } = await signedIn();
    const address = newAddress();
    const locked = await client.post('/api/user/update-email', { email: address });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      message: CONFIRMATION_REQUIRED,
      data: { challenge: { methods: ['password'] } },
    });
    await confirmSessions(ctx.database.db, user.id, 'email');
    expect((await client.post('/api/user/update-email', { email: address })).statusCode).toBe(423);

    await confirmSessions(ctx.database.db, user.id, 'password');
    const sent = await client.post('/api/user/update-email', { email: address.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sentTo).toBe(address);
    // Nothing changes before the code comes back.
    expect((await findUserById(ctx.database.db, user.id))?.email).toBe(user.email);

    const code = await latestVerificationCode(ctx.database.db, address);
    const verified = await client.post('/api/user/verify-email', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ email: address, emailVerified: true });

    const notice = await latestOutboxMessage(ctx.database.db, user.email, 'emailChanged');
    expect(notice?.subject).toBe('Je e-mailadres voor Zorgportaal is gewijzigd');
    expect(notice?.text).toContain('Hallo Sanne');
    expect(notice?.text).toContain('n•••@zorgportaal.test');
    // The new address signs in.
    expect((await signIn(new ApiClient(ctx.app), address)).next).toBe('authenticated');
  });

  it('goes through when the same request is replayed after confirming with the password', async () => {
    const { client } = await signedIn();
    const request = { email: newAddress() };
    expect((await client.post('/api/user/update-email', request)).statusCode).toBe(423);
    await confirmSession(client);
    const replayed = await client.post('/api/user/update-email', request);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().data.sentTo).toBe(request.email);
  });

  it('limits code requests per IP like the sign-in calls (429 with the spec’s text)', async () => {
    const { client } = await signedIn({ emailVerifiedAt: null });
    const statuses: number[] = [];
    for (let call = 0; call < 20; call += 1) {
      statuses.push((await client.post('/api/user/update-email', {})).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([422]));
    const limited = await client.post('/api/user/update-email', {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMITED });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('offers no method to a user who signs in with Google and has nothing else but email codes', async () => {
    const { user, client } = await signedIn();
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await linkIdentity(ctx.database.db, user.id, 'google', `sub-${user.id}`, user.email);
    const locked = await client.post('/api/user/update-email', { email: newAddress() });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().data).toEqual({ challenge: { methods: [] } });
  });

  it('answers 422 on email for a malformed or a missing address', async () => {
    const { user, client } = await signedIn();
    await confirmSessions(ctx.database.db, user.id);
    expect(fieldErrors(await client.post('/api/user/update-email', { email: 'geen-adres' }))).toEqual({
      email: ['Vul een geldig e-mailadres in.'],
    });
    expect(fieldErrors(await client.post('/api/user/update-email', {}))).toEqual({
      email: ['Vul je e-mailadres in.'],
    });
  });

  it('answers an address of another account as a free one: its owner gets a notice, no code verifies', async () => {
    const other = await createUser(ctx.database.db, { firstname: 'Kees' });
    const { user, client } = await signedIn();
    await confirmSessions(ctx.database.db, user.id);
    const sent = await client.post('/api/user/update-email', { email: other.email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sentTo: other.email, resendAvailableAt: expect.any(String) });
    expect(await latestOutboxMessage(ctx.database.db, other.email, 'verificationCode')).toBeNull();
    const notice = await latestOutboxMessage(ctx.database.db, other.email, 'contactInUse');
    expect(notice?.subject).toBe(
      'Iemand wilde je e-mailadres koppelen aan een ander account bij Zorgportaal',
    );
    expect(notice?.text).toContain('Hallo Kees');
    expect(fieldErrors(await client.post('/api/user/verify-email', { code: '000000' }))).toEqual({
      code: [WRONG_CODE],
    });
    expect((await findUserById(ctx.database.db, user.id))?.email).toBe(user.email);
  });

  it('answers a used code when another account took the address before the code came back', async () => {
    const { user, client } = await signedIn();
    await confirmSessions(ctx.database.db, user.id);
    const address = newAddress();
    expect((await client.post('/api/user/update-email', { email: address })).statusCode).toBe(200);
    await createUser(ctx.database.db, { email: address });
    const code = await latestVerificationCode(ctx.database.db, address);
    expect(fieldErrors(await client.post('/api/user/verify-email', { code }))).toEqual({
      code: [CODE_EXPIRED],
    });
    expect((await findUserById(ctx.database.db, user.id))?.email).toBe(user.email);
  });

  it('answers 422 on code: format, none sent, and five wrong tries', async () => {
    const { user, client } = await signedIn({ emailVerifiedAt: null });
    expect(fieldErrors(await client.post('/api/user/verify-email', { code: '12ab' }))).toEqual({
      code: ['Vul de code van 6 cijfers in.'],
    });
    expect(fieldErrors(await client.post('/api/user/verify-email', { code: '123456' }))).toEqual({
      code: ['Er is nog geen code verstuurd. Vraag eerst een code aan.'],
    });
    await client.post('/api/user/update-email', { email: user.email });
    const code = await latestVerificationCode(ctx.database.db, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(fieldErrors(await client.post('/api/user/verify-email', { code: wrong }))).toEqual({
        code: [WRONG_CODE],
      });
    }
    expect(fieldErrors(await client.post('/api/user/verify-email', { code: wrong }))).toEqual({
      code: [TOO_MANY_TRIES],
    });
    expect(fieldErrors(await client.post('/api/user/verify-email', { code }))).toEqual({
      code: [TOO_MANY_TRIES],
    });
  });
});
