import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../server/db/schema/index.ts';
import type { CreateUserInput } from '../../server/users/create-user.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { ageCodes, latestVerificationCode } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { browser } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

const NO_CODE = 'Er is nog geen code verstuurd. Vraag eerst een code aan.';

/** A mobile number not used by another test (06-3 and 7 random digits). */
function mobile(): string {
  return `+316${`3${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`}`;
}

describe('GET /user/pending-verification/{email|phone}: the code step resumes after a reload', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn(overrides: Partial<CreateUserInput> = {}) {
    const user = await createUser(ctx.database.db, { firstname: 'Daan', ...overrides });
    const client = browser(ctx);
    const signedInAs = await signIn(client, user.email);
    return { user, client, signedInAs };
  }

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient(ctx.app);
    for (const channel of ['email', 'phone']) {
      expect((await anonymous.get(`/api/user/pending-verification/${channel}`)).statusCode).toBe(401);
    }
  });

  it('answers 404 while no code is out, and 404 for another channel name', async () => {
    const { client } = await signedIn();
    const none = await client.get('/api/user/pending-verification/phone');
    expect(none.statusCode, none.body).toBe(404);
    expect(none.json()).toEqual({ message: NO_CODE });
    expect((await client.get('/api/user/pending-verification/fax')).statusCode).toBe(404);
  });

  it('gives the number and the end of the cooldown of the SMS code sent, until the code is used', async () => {
    const { client } = await signedIn({ phoneVerificationSkippedAt: null });
    const number = mobile();
    const sent = await client.post('/api/user/update-phone', { phone: number });
    expect(sent.statusCode, sent.body).toBe(200);

    const pending = await client.get('/api/user/pending-verification/phone');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({ data: sent.json().data });
    expect(pending.json().data.sentTo).toBe(number);
    // The email channel has its own code (none).
    expect((await client.get('/api/user/pending-verification/email')).statusCode).toBe(404);

    const code = await latestVerificationCode(ctx.database.db, number);
    expect((await client.post('/api/user/verify-phone', { code })).statusCode).toBe(200);
    expect((await client.get('/api/user/pending-verification/phone')).statusCode).toBe(404);
  });

  it('is there for a session still onboarding (the own address), and not for another account', async () => {
    const { user, client, signedInAs } = await signedIn({
      termsAcceptedAt: null,
      emailVerifiedAt: null,
      preferredOtp: null,
      otpSetupAt: null,
    });
    expect(signedInAs.next).toBe('onboarding');
    expect((await client.post('/api/user/update-email', { email: user.email })).statusCode).toBe(200);
    const pending = await client.get('/api/user/pending-verification/email');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data).toEqual({ sentTo: user.email, resendAvailableAt: expect.any(String) });
    const resendAt = Date.parse(pending.json().data.resendAvailableAt);
    expect(resendAt).toBeGreaterThan(Date.now() + 50_000);
    expect(resendAt).toBeLessThanOrEqual(Date.now() + 60_000);

    const other = await signedIn();
    expect((await other.client.get('/api/user/pending-verification/email')).statusCode).toBe(404);
  });

  it('forgets an expired code and one without tries left', async () => {
    const { user, client } = await signedIn({ phoneVerificationSkippedAt: null });
    expect((await client.post('/api/user/update-phone', { phone: mobile() })).statusCode).toBe(200);
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    expect((await client.get('/api/user/pending-verification/phone')).statusCode).toBe(404);

    await ageCodes(ctx.database.db, user.id);
    expect((await client.post('/api/user/update-phone', { phone: mobile() })).statusCode).toBe(200);
    expect((await client.get('/api/user/pending-verification/phone')).statusCode).toBe(200);
    await ctx.database.db.update(oneTimeCodes).set({ attempts: 5 }).where(eq(oneTimeCodes.userId, user.id));
    expect((await client.get('/api/user/pending-verification/phone')).statusCode).toBe(404);
  });
});
