import type {} from '@fastify/rate-limit';
import type { App } from '../app-types.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { accountContext } from './account-context.ts';
import {
  codeSentResponse,
  updateEmailBody,
  updatePhoneBody,
  userResponse,
  verifyCodeBody,
} from './schemas.ts';
import { updateEmail } from './update-email.ts';
import { updatePhone } from './update-phone.ts';
import { userResponseOf } from './user-response.ts';
import type { VerificationSent } from './verification-codes.ts';
import { verifyEmail } from './verify-email.ts';
import { verifyPhone } from './verify-phone.ts';
import { DURING_ONBOARDING } from '../http/access.ts';

/** As the sign-in calls (server/auth/routes.ts): a flood guard per IP; the code itself has its 5 tries. */
const SEND_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' }, ...DURING_ONBOARDING };
const VERIFY_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' }, ...DURING_ONBOARDING };

function sentBody(sent: VerificationSent) {
  return { data: { sentTo: sent.sentTo, resendAvailableAt: sent.resendAvailableAt.toISOString() } };
}

/** Email address and phone number: send a code to the new one, and verify it (docs/self-service.md). */
export async function contactRoutes(app: App): Promise<void> {
  app.post(
    '/user/update-email',
    { schema: { body: updateEmailBody, response: { 200: codeSentResponse } }, config: SEND_LIMIT },
    async (request) => {
      const confirm = () => requireRecentConfirmation(request, 'not_email');
      return sentBody(await updateEmail(accountContext(request), request.body.email, confirm));
    },
  );

  app.post(
    '/user/verify-email',
    { schema: { body: verifyCodeBody, response: { 200: userResponse } }, config: VERIFY_LIMIT },
    async (request) => {
      const ctx = accountContext(request);
      await verifyEmail(ctx, request.body.code);
      return userResponseOf(ctx);
    },
  );

  app.post(
    '/user/update-phone',
    { schema: { body: updatePhoneBody, response: { 200: codeSentResponse } }, config: SEND_LIMIT },
    async (request) => {
      const confirm = () => requireRecentConfirmation(request, 'any');
      return sentBody(await updatePhone(accountContext(request), request.body.phone, confirm));
    },
  );

  app.post(
    '/user/verify-phone',
    { schema: { body: verifyCodeBody, response: { 200: userResponse } }, config: VERIFY_LIMIT },
    async (request) => {
      const ctx = accountContext(request);
      await verifyPhone(ctx, request.body.code);
      return userResponseOf(ctx);
    },
  );
}
