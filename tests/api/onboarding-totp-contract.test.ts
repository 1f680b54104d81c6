import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateUserInput } from '../../server/users/create-user.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { fieldErrors } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { authenticatorCode } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

/**
 * What onboarding's authenticator step relies on (pages/onboarding/SetupTotpPage.tsx, issue 18 point 3):
 * `totp` as the second step is refused until an authenticator is confirmed and accepted once it is, so the page
 * saves it right after the code and keeps an authenticator confirmed earlier instead of making a new secret.
 */
const ONLY_SECOND_STEP_LEFT: Partial<CreateUserInput> = { preferredOtp: null, otpSetupAt: null };

describe('onboarding: a confirmed authenticator becomes the second step', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses totp before the code, accepts it after, and that completes setup_otp', async () => {
    const user = await createUser(ctx.database.db, ONLY_SECOND_STEP_LEFT);
    const client = new ApiClient(ctx.app);
    expect((await signIn(client, user.email)).next).toBe('onboarding');

    expect(fieldErrors(await client.post('/api/user/update-otp-preference', { method: 'totp' }))).toEqual({
      method: ['Stel eerst een authenticator-app in.'],
    });

    const started = await client.post('/api/totp');
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json().data as { secret: string };
    const confirmed = await client.patch('/api/totp', { code: authenticatorCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The code alone does not finish the step on the server: the page saves the preference right after it.
    expect((await client.get('/api/user')).json().data.onboarding.setup_otp).toBe('pending');

    const saved = await client.post('/api/user/update-otp-preference', { method: 'totp' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.onboarding.setup_otp).toBe('completed');
    expect((await client.get('/api/totp')).json().data).toMatchObject({ enabled: true, pending: false });
  });
});
