import type {} from '@fastify/rate-limit';
import {
  CONTACT_CHANNELS,
  codeSentAnswer,
  updateEmailBody,
  updatePhoneBody,
  userAnswer,
  verifyCodeBody,
  type CodeSent,
  type ContactChannel,
} from '../../contract/api/account.ts';
import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { accountContext } from './account-context.ts';
import { updateEmail } from './update-email.ts';
import { updatePhone } from './update-phone.ts';
import { userResponseOf } from './user-response.ts';
import { pendingVerification, type Verification, type VerificationSent } from './verification-codes.ts';
import { verifyEmail } from './verify-email.ts';
import { verifyPhone } from './verify-phone.ts';
import { DURING_ONBOARDING } from '../http/access.ts';
import { HttpError } from '../http/http-error.ts';

/** As the sign-in calls (server/auth/sign-in/routes.ts): a flood guard per IP; the code itself has its 5 tries. */
const SEND_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' }, ...DURING_ONBOARDING };
const VERIFY_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' }, ...DURING_ONBOARDING };

function sentBody(sent: VerificationSent): { data: CodeSent } {
  return { data: { sentTo: sent.sentTo, resendAvailableAt: sent.resendAvailableAt.toISOString() } };
}

const PURPOSE: Record<ContactChannel, Verification> = { email: 'verify_email', phone: 'verify_phone' };

/** Email address and phone number: send a code to the new one, and verify it (docs/self-service.md). */
export async function contactRoutes(app: App): Promise<void> {
  // The code step resumes after a reload or in a second tab: the server, not the browser, knows a code is out.
  for (const channel of CONTACT_CHANNELS) {
    app.get(
      `/user/pending-verification/${channel}`,
      { schema: { response: { 200: codeSentAnswer } }, config: DURING_ONBOARDING },
      async (request) => {
        const pending = await pendingVerification(accountContext(request), PURPOSE[channel]);
        if (!pending) throw new HttpError(404, translate('server.account.noCodeSent'));
        return sentBody(pending);
      },
    );
  }

  app.post(
    '/user/update-email',
    { schema: { body: updateEmailBody, response: { 200: codeSentAnswer } }, config: SEND_LIMIT },
    async (request) => {
      const confirm = () => requireRecentConfirmation(request, 'not_email');
      return sentBody(await updateEmail(accountContext(request), request.body.email, confirm));
    },
  );

  app.post(
    '/user/verify-email',
    { schema: { body: verifyCodeBody, response: { 200: userAnswer } }, config: VERIFY_LIMIT },
    async (request) => {
      const ctx = accountContext(request);
      await verifyEmail(ctx, request.body.code);
      return userResponseOf(ctx);
    },
  );

  app.post(
    '/user/update-phone',
    { schema: { body: updatePhoneBody, response: { 200: codeSentAnswer } }, config: SEND_LIMIT },
    async (request) => {
      const confirm = () => requireRecentConfirmation(request, 'any');
      return sentBody(await updatePhone(accountContext(request), request.body.phone, confirm));
    },
  );

  app.post(
    '/user/verify-phone',
    { schema: { body: verifyCodeBody, response: { 200: userAnswer } }, config: VERIFY_LIMIT },
    async (request) => {
      const ctx = accountContext(request);
      await verifyPhone(ctx, request.body.code);
      return userResponseOf(ctx);
    },
  );
}
