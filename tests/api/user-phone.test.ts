import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import type { CreateUserInput } from '../../server/users/create-user.ts';
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
import { browser, WRONG_CODE } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

const INVALID_PHONE = 'Vul een geldig telefoonnummer in, zoals 06 12345678.';

/** A mobile number not used by another test of this file (06-2 and 7 random digits: an issued range). */
function mobile(): { typed: string; e164: string } {
  const digits = `2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return { typed: `06 ${digits}`, e164: `+316${digits}` };
}

describe('POST /user/update-phone and /user/verify-phone', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Each browser its own IP: the per-IP limits of the code calls must not carry from one test to the next.
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn(overrides: Partial<CreateUserInput> = {}) {
    const user = await createUser(ctx.database.db, { firstname: 'Daan', ...overrides });
    const client = browser(ctx);
    await signIn(client, user.email);
    return { user, client };
  }

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.post('/api/user/update-phone', { phone: '0612345678' })).statusCode).toBe(401);
    expect((await anonymous.post('/api/user/verify-phone', { code: '123456' })).statusCode).toBe(401);
  });

  it('sends an SMS code to a first number (stored E.164) and verifies it, without a re-confirmation', async () => {
    const { user, client } = await signedIn({ phoneVerificationSkippedAt: null, preferredOtp: null });
    const number = mobile();
    const sent = await client.post('/api/user/update-phone', { phone: number.typed });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sentTo: number.e164, resendAvailableAt: expect.any(String) });
    const sms = await latestOutboxMessage(ctx.database.db, number.e164, 'verificationCode');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms?.text).toMatch(/^Je verificatiecode voor Zorgportaal is \d{6}\./);
    // Nothing changes before the code comes back.
    expect((await findUserById(ctx.database.db, user.id))?.phone).toBeNull();

    expect(fieldErrors(await client.post('/api/user/verify-phone', { code: '12345' }))).toEqual({
      code: ['Vul de code van 6 cijfers in.'],
    });
    const code = await latestVerificationCode(ctx.database.db, number.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(fieldErrors(await client.post('/api/user/verify-phone', { code: wrong }))).toEqual({
      code: [WRONG_CODE],
    });
    const verified = await client.post('/api/user/verify-phone', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ phone: number.e164, phoneVerified: true });
    expect(verified.json().data.onboarding.verify_phone).toBe('completed');
  });

  it('takes foreign numbers with their country code', async () => {
    const { client } = await signedIn();
    const sent = await client.post('/api/user/update-phone', { phone: '+32 470 12 34 56' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sentTo).toBe('+32470123456');
  });

  it('answers 422 on phone for a malformed or missing number', async () => {
    const { client } = await signedIn();
    for (const phone of ['12345', '06 1234', 'bel me']) {
      expect(fieldErrors(await client.post('/api/user/update-phone', { phone })), phone).toEqual({
        phone: [INVALID_PHONE],
      });
    }
    expect(fieldErrors(await client.post('/api/user/update-phone', {}))).toEqual({
      phone: ['Vul je mobiele nummer in.'],
    });
  });

  it('replaces a verified number only after a re-confirmation (any method), with the cooldown', async () => {
    const current = mobile();
    const { user, client } = await signedIn({ phone: current.e164, phoneVerifiedAt: new Date() });
    expect(fieldErrors(await client.post('/api/user/update-phone', { phone: current.typed }))).toEqual({
      phone: ['Dit telefoonnummer is al bevestigd.'],
    });
    const next = mobile();
    const locked = await client.post('/api/user/update-phone', { phone: next.typed });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      message: CONFIRMATION_REQUIRED,
      data: { challenge: { methods: ['password', 'sms', 'email'] } },
    });
    await confirmSessions(ctx.database.db, user.id, 'email');
    expect((await client.post('/api/user/update-phone', { phone: next.typed })).statusCode).toBe(200);
    const again = await client.post('/api/user/update-phone', { phone: next.typed });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(again.json().resendAvailableAt).toEqual(expect.any(String));
    await ageCodes(ctx.database.db, user.id);
    expect((await client.post('/api/user/update-phone', { phone: next.typed })).statusCode).toBe(200);
    const code = await latestVerificationCode(ctx.database.db, next.e164);
    const verified = await client.post('/api/user/verify-phone', { code });
    expect(verified.json().data).toMatchObject({ phone: next.e164, phoneVerified: true });
  });

  it('answers a number another account verified as a free one: its owner gets a notice, no code verifies', async () => {
    const taken = mobile();
    await createUser(ctx.database.db, { phone: taken.e164, phoneVerifiedAt: new Date() });
    const { user, client } = await signedIn();
    const sent = await client.post('/api/user/update-phone', { phone: taken.typed });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sentTo: taken.e164, resendAvailableAt: expect.any(String) });
    expect(await latestOutboxMessage(ctx.database.db, taken.e164, 'verificationCode')).toBeNull();
    expect(await latestOutboxMessage(ctx.database.db, taken.e164, 'contactInUse')).toMatchObject({
      channel: 'sms',
      text: 'Iemand probeerde je telefoonnummer te koppelen aan een ander account bij Zorgportaal. Was jij dat niet, dan hoef je niets te doen.',
    });
    expect(fieldErrors(await client.post('/api/user/verify-phone', { code: '000000' }))).toEqual({
      code: [WRONG_CODE],
    });
    expect((await findUserById(ctx.database.db, user.id))?.phone).toBeNull();
  });

  it('answers 422 on code when no SMS code was sent', async () => {
    const { client } = await signedIn();
    expect(fieldErrors(await client.post('/api/user/verify-phone', { code: '123456' }))).toEqual({
      code: ['Er is nog geen code verstuurd. Vraag eerst een code aan.'],
    });
  });
});

describe('POST /user/update-phone where SMS cannot be sent (production without SMS_PROVIDER)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('answers 422 on phone instead of failing to deliver', async () => {
    // In onboarding (no second step): signing in sends no mail, which this app could not deliver.
    const user = await createUser(ctx.database.db, { preferredOtp: null, phoneVerificationSkippedAt: null });
    await ctx.database.db.update(users).set({ otpSetupAt: null }).where(eq(users.id, user.id));
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    expect(fieldErrors(await client.post('/api/user/update-phone', { phone: '0612345678' }))).toEqual({
      phone: ['Sms versturen is hier niet mogelijk. Kies een andere manier.'],
    });
  });
});
