import type {} from '@fastify/rate-limit';
import {
  acceptTermsBody,
  otpPreferenceBody,
  permissionsAnswer,
  updateProfileBody,
  userAnswer,
} from '../../contract/api/account.ts';
import { setupPasswordBody } from '../../contract/api/passwords.ts';
import type { App } from '../app-types.ts';
import { markSessionConfirmed } from '../auth/confirmation/mark-confirmed.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { permissionsOfSession } from '../users/permission-cache.ts';
import { acceptTerms } from './accept-terms.ts';
import { accountContext } from './account-context.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { setupPassword } from './setup-password.ts';
import { skipPhoneVerification } from './skip-phone-verification.ts';
import { updateOtpPreference } from './update-otp-preference.ts';
import { updateProfile } from './update-profile.ts';
import { userResponseOf } from './user-response.ts';
import { DURING_ONBOARDING } from '../http/access.ts';

/** Setting a password runs the policy check and argon2: a flood guard per IP like the sign-in calls. */
const PASSWORD_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' }, ...DURING_ONBOARDING };

/** The signed-in user's own account (spec §7 User; docs/self-service.md "Onboarding", "Account settings"). */
export async function accountRoutes(app: App): Promise<void> {
  // Every call here is the signed-in user's: 401 before the body is looked at (after the XSRF check's 419).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/user',
    { config: DURING_ONBOARDING, schema: { response: { 200: userAnswer } } },
    async (request) => userResponseOf(accountContext(request)),
  );

  app.patch(
    '/user',
    { schema: { body: updateProfileBody, response: { 200: userAnswer } } },
    async (request) => {
      const ctx = accountContext(request);
      await updateProfile(ctx, request.body);
      return userResponseOf(ctx);
    },
  );

  app.get('/user/permissions', { schema: { response: { 200: permissionsAnswer } } }, async (request) => {
    const session = requireUser(request);
    return { data: await permissionsOfSession(app.database.db, session) };
  });

  app.post(
    '/user/accept-terms-of-use',
    { config: DURING_ONBOARDING, schema: { body: acceptTermsBody, response: { 200: userAnswer } } },
    async (request) => {
      const ctx = accountContext(request);
      await acceptTerms(ctx, request.body.version);
      return userResponseOf(ctx);
    },
  );

  app.post(
    '/user/setup-password',
    { schema: { body: setupPasswordBody, response: { 200: userAnswer } }, config: PASSWORD_LIMIT },
    async (request) => {
      const ctx = accountContext(request);
      await setupPassword(ctx, request.body);
      // Asking for the password just chosen would prove nothing more: it is this session's confirmation.
      await markSessionConfirmed(ctx.db, requireUser(request), 'password', ctx.now);
      return userResponseOf(ctx);
    },
  );

  app.post(
    '/user/skip-phone-verification',
    { config: DURING_ONBOARDING, schema: { response: { 200: userAnswer } } },
    async (request) => {
      const ctx = accountContext(request);
      await skipPhoneVerification(ctx);
      return userResponseOf(ctx);
    },
  );

  app.post(
    '/user/update-otp-preference',
    { config: DURING_ONBOARDING, schema: { body: otpPreferenceBody, response: { 200: userAnswer } } },
    async (request) => {
      const ctx = accountContext(request);
      await requireRecentConfirmation(request, 'not_email');
      await updateOtpPreference(ctx, request.body.method);
      return userResponseOf(ctx);
    },
  );

  await app.register(contactRoutes);
  // In a scope of its own: only the avatar upload takes multipart bodies; every other call stays JSON-only.
  await app.register(avatarRoutes);
}
