import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import { verifyPassword } from '../../server/auth/passwords/passwords.ts';
import { users } from '../../server/db/schema/index.ts';
import type { CreateUserInput } from '../../server/users/create-user.ts';
import { findUserById } from '../../server/users/users.ts';
import { ApiClient } from '../helpers/api-client.ts';
import {
  CONFIRMATION_REQUIRED,
  confirmSessions,
  fieldErrors,
  latestVerificationCode,
} from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { withAuthenticator } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

/** A user fresh from `npm run user:create`: a one-time password and every step to do. */
const ONBOARDING: Partial<CreateUserInput> = {
  termsAcceptedAt: null,
  emailVerifiedAt: null,
  phoneVerificationSkippedAt: null,
  preferredOtp: null,
  otpSetupAt: null,
  passwordChangeRequired: true,
};

describe('onboarding calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function onboardingUser(overrides: Partial<CreateUserInput> = {}) {
    const user = await createUser(ctx.database.db, { ...ONBOARDING, ...overrides });
    const client = new ApiClient(ctx.app);
    expect((await signIn(client, user.email)).next).toBe('onboarding');
    return { user, client };
  }

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient(ctx.app);
    for (const [url, body] of [
      ['/api/user/accept-terms-of-use', { version: TERMS_VERSION }],
      ['/api/user/setup-password', { password: 'x', passwordConfirmation: 'x' }],
      ['/api/user/skip-phone-verification', {}],
      ['/api/user/update-otp-preference', { method: 'email' }],
    ] as const) {
      expect((await anonymous.post(url, body)).statusCode, url).toBe(401);
    }
  });

  describe('POST /user/accept-terms-of-use', () => {
    it('stores the accepted version and completes accept_terms', async () => {
      const { user, client } = await onboardingUser();
      const response = await client.post('/api/user/accept-terms-of-use', { version: TERMS_VERSION });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.onboarding.accept_terms).toBe('completed');
      const stored = await findUserById(ctx.database.db, user.id);
      expect(stored?.termsVersion).toBe(TERMS_VERSION);
      expect(stored?.termsAcceptedAt).toBeInstanceOf(Date);
    });

    it('answers 422 on version for another or a missing version', async () => {
      const { client } = await onboardingUser();
      expect(
        fieldErrors(await client.post('/api/user/accept-terms-of-use', { version: '2020-01-01' })),
      ).toEqual({
        version: [
          'De gebruiksvoorwaarden zijn intussen gewijzigd. Vernieuw de pagina en lees de nieuwe versie.',
        ],
      });
      expect(fieldErrors(await client.post('/api/user/accept-terms-of-use', {}))).toEqual({
        version: ['Accepteer de gebruiksvoorwaarden.'],
      });
    });
  });

  describe('POST /user/setup-password', () => {
    it('replaces the one-time password and completes setup_login', async () => {
      const { user, client } = await onboardingUser();
      const password = 'Lantaarnpaal-Vlinderdas-73';
      const response = await client.post('/api/user/setup-password', {
        password,
        passwordConfirmation: password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.onboarding.setup_login).toBe('completed');
      const stored = await findUserById(ctx.database.db, user.id);
      expect(stored?.passwordChangeRequired).toBe(false);
      expect(await verifyPassword(stored!.passwordHash!, password)).toBe(true);
      // Once set up, a password is changed in the security settings, not here.
      expect(
        fieldErrors(
          await client.post('/api/user/setup-password', { password, passwordConfirmation: password }),
        ),
      ).toEqual({ password: ['Je hebt al een wachtwoord. Wil je het wijzigen? Dat kan bij Beveiliging.'] });
    });

    it('answers 422 on password by the policy and on passwordConfirmation when they differ', async () => {
      const { client } = await onboardingUser({ firstname: 'Mirjam' });
      expect(
        fieldErrors(
          await client.post('/api/user/setup-password', { password: 'kort', passwordConfirmation: 'kort' }),
        ),
      ).toEqual({ password: ['Kies een wachtwoord van minimaal 8 tekens.'] });
      expect(
        fieldErrors(
          await client.post('/api/user/setup-password', {
            password: 'wachtwoord',
            passwordConfirmation: 'wachtwoord',
          }),
        ).password,
      ).toEqual([expect.stringContaining('te makkelijk te raden')]);
      expect(
        fieldErrors(
          await client.post('/api/user/setup-password', {
            password: 'Lantaarnpaal-Vlinderdas-73',
            passwordConfirmation: 'Lantaarnpaal-Vlinderdas-74',
          }),
        ),
      ).toEqual({ passwordConfirmation: ['De wachtwoorden komen niet overeen.'] });
      expect(fieldErrors(await client.post('/api/user/setup-password', {}))).toEqual({
        password: ['Vul een nieuw wachtwoord in.'],
        passwordConfirmation: ['Herhaal je nieuwe wachtwoord.'],
      });
    });

    it('refuses a user who signed up with a social sign-in and has no password to replace', async () => {
      const { user, client } = await onboardingUser();
      await ctx.database.db
        .update(users)
        .set({ passwordHash: null, passwordChangeRequired: false })
        .where(eq(users.id, user.id));
      await linkIdentity(ctx.database.db, user.id, 'google', `sub-${user.id}`, user.email);
      expect((await client.get('/api/user')).json().data.onboarding.setup_login).toBe('completed');
      const password = 'Lantaarnpaal-Vlinderdas-73';
      expect(
        fieldErrors(
          await client.post('/api/user/setup-password', { password, passwordConfirmation: password }),
        ),
      ).toHaveProperty('password');
    });
  });

  describe('POST /user/skip-phone-verification', () => {
    it('skips verify_phone', async () => {
      const { user, client } = await onboardingUser();
      const response = await client.post('/api/user/skip-phone-verification', {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.onboarding.verify_phone).toBe('skipped');
      const first = (await findUserById(ctx.database.db, user.id))?.phoneVerificationSkippedAt;
      expect(first).toBeInstanceOf(Date);
      // Again: still skipped, from the first moment.
      expect((await client.post('/api/user/skip-phone-verification', {})).statusCode).toBe(200);
      expect((await findUserById(ctx.database.db, user.id))?.phoneVerificationSkippedAt).toEqual(first);
    });

    it('answers 422 on phone when the phone is verified already', async () => {
      const { client } = await onboardingUser({ phone: '+31612345678', phoneVerifiedAt: new Date() });
      expect(fieldErrors(await client.post('/api/user/skip-phone-verification', {}))).toEqual({
        phone: ['Dit telefoonnummer is al bevestigd.'],
      });
    });
  });

  describe('POST /user/update-otp-preference', () => {
    it('sets the preferred method and completes setup_otp', async () => {
      const { user, client } = await onboardingUser();
      const response = await client.post('/api/user/update-otp-preference', { method: 'email' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.onboarding.setup_otp).toBe('completed');
      const stored = await findUserById(ctx.database.db, user.id);
      expect(stored?.preferredOtp).toBe('email');
      expect(stored?.otpSetupAt).toBeInstanceOf(Date);
    });

    it('takes sms only with a verified phone and totp only with a confirmed authenticator (422 on method)', async () => {
      const { user, client } = await onboardingUser({ phone: '+31612345678', phoneVerifiedAt: null });
      expect(fieldErrors(await client.post('/api/user/update-otp-preference', { method: 'sms' }))).toEqual({
        method: ['Bevestig eerst je mobiele nummer om codes per sms te krijgen.'],
      });
      expect(fieldErrors(await client.post('/api/user/update-otp-preference', { method: 'totp' }))).toEqual({
        method: ['Stel eerst een authenticator-app in.'],
      });
      expect(fieldErrors(await client.post('/api/user/update-otp-preference', { method: 'pigeon' }))).toEqual(
        {
          method: ['Kies e-mail, sms, authenticator-app of passkey.'],
        },
      );
      await ctx.database.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user.id));
      expect((await client.post('/api/user/update-otp-preference', { method: 'sms' })).statusCode).toBe(200);
      await withAuthenticator(ctx, user, false);
      const totp = await client.post('/api/user/update-otp-preference', { method: 'totp' });
      expect(totp.statusCode, totp.body).toBe(200);
      expect((await findUserById(ctx.database.db, user.id))?.preferredOtp).toBe('totp');
    });

    it('after onboarding needs a recent confirmation that is not an email code (423)', async () => {
      const user = await createUser(ctx.database.db, { phone: '+31612345678', phoneVerifiedAt: new Date() });
      const client = new ApiClient(ctx.app);
      await signIn(client, user.email);
      const locked = await client.post('/api/user/update-otp-preference', { method: 'sms' });
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toEqual({
        message: CONFIRMATION_REQUIRED,
        data: { challenge: { methods: ['password', 'sms'] } },
      });
      await confirmSessions(ctx.database.db, user.id, 'email');
      expect((await client.post('/api/user/update-otp-preference', { method: 'sms' })).statusCode).toBe(423);
      await confirmSessions(ctx.database.db, user.id, 'password');
      const response = await client.post('/api/user/update-otp-preference', { method: 'sms' });
      expect(response.statusCode, response.body).toBe(200);
      expect((await findUserById(ctx.database.db, user.id))?.preferredOtp).toBe('sms');
    });
  });

  it('walks a one-time-password user through every step to a complete onboarding', async () => {
    const { user, client } = await onboardingUser();
    await client.post('/api/user/accept-terms-of-use', { version: TERMS_VERSION });
    const password = 'Lantaarnpaal-Vlinderdas-73';
    await client.post('/api/user/setup-password', { password, passwordConfirmation: password });
    // The account's own address needs no re-confirmation to be verified.
    expect((await client.post('/api/user/update-email', { email: user.email })).statusCode).toBe(200);
    const code = await latestVerificationCode(ctx.database.db, user.email);
    expect((await client.post('/api/user/verify-email', { code })).statusCode).toBe(200);
    await client.post('/api/user/skip-phone-verification', {});
    const last = await client.post('/api/user/update-otp-preference', { method: 'email' });
    expect(last.json().data.onboarding).toEqual({
      accept_terms: 'completed',
      setup_login: 'completed',
      verify_email: 'completed',
      verify_phone: 'skipped',
      setup_otp: 'completed',
    });
  });
});
