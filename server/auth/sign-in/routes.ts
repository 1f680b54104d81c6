import type {} from '@fastify/rate-limit';
import {
  challengeAnswer,
  challengeParams,
  completeBackupCodeChallengeBody,
  completeChallengeAnswer,
  completeCodeChallengeBody,
  completePasswordChallengeBody,
  intendedUrlAnswer,
  loginAnswer,
  loginWithPasswordBody,
  startEmailChallengeAnswer,
  startEmailChallengeBody,
  startSmsChallengeAnswer,
  startSmsChallengeBody,
} from '../../../contract/api/sign-in.ts';
import { CODE_CHANNELS } from '../../../contract/enums.ts';
import { translate } from '../../../i18n/server/translate.ts';
import type { App } from '../../app-types.ts';
import { issueXsrfToken } from '../../http/csrf.ts';
import { ValidationError } from '../../http/http-error.ts';
import { setChallengeCookie } from '../../http/challenge-cookie.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { completeBackupCodeChallenge } from '../challenges/complete-backup-code-challenge.ts';
import { completeCodeChallenge } from '../challenges/complete-code-challenge.ts';
import { completePasswordChallenge } from '../challenges/complete-password-challenge.ts';
import { completeTotpChallenge } from '../challenges/complete-totp-challenge.ts';
import { confirmationContext } from '../confirmation/confirmation-context.ts';
import { confirmWithCode, confirmWithPassword, confirmWithTotp } from '../confirmation/confirm-methods.ts';
import { sendConfirmationCode } from '../confirmation/send-confirmation-code.ts';
import { describeChallenge } from '../challenges/describe-challenge.ts';
import { intendedUrlOf } from './intended-url-of.ts';
import { loginWithPassword } from './login-with-password.ts';
import { logout } from '../sessions/logout.ts';
import { applySignInResult, signInContext } from './sign-in-request.ts';
import {
  COMPLETE_LIMIT,
  completeOrConfirm,
  confirmingSession,
  SEND_LIMIT,
  SIGN_IN_LIMIT,
} from './route-support.ts';
import { withResponseFloor } from '../../http/response-floor.ts';
import { resendEmailCode, startEmailSignIn } from '../challenges/start-email-challenge.ts';
import { startSmsChallenge } from '../challenges/start-sms-challenge.ts';

/**
 * `start-email-challenge` with an address answers no sooner than this (docs/sign-in.md "No enumeration"): sending
 * the code to a real account must not take visibly longer than the decoy of an unknown one.
 */
export const EMAIL_SIGN_IN_MIN_RESPONSE_MS = 400;

/**
 * Sign-in (docs/sign-in.md, spec §7 Auth): the password or an email code as first factor, the second step through
 * a challenge bound to the browser, sign-out. The per-route limits are a flood guard per IP; the sign-in throttle
 * (per account and IP, from sign_in_events) is what guards guessing.
 */
export async function authRoutes(app: App): Promise<void> {
  app.post(
    '/auth/login-with-password',
    { schema: { body: loginWithPasswordBody, response: { 200: loginAnswer } }, config: SIGN_IN_LIMIT },
    async (request, reply) => {
      const result = await loginWithPassword(signInContext(request), request.body);
      return { data: applySignInResult(request, reply, result) };
    },
  );

  app.post(
    '/auth/start-email-challenge',
    {
      schema: {
        body: startEmailChallengeBody,
        response: { 200: startEmailChallengeAnswer },
      },
      config: SEND_LIMIT,
    },
    async (request, reply) => {
      const ctx = signInContext(request);
      const body = request.body;
      if (body.challenge !== undefined) {
        const sent = await resendEmailCode(ctx, body.challenge);
        return { data: { sentTo: sent.sentTo, resendAvailableAt: sent.resendAvailableAt.toISOString() } };
      }
      if (body.email === undefined && request.session) {
        const sent = await sendConfirmationCode(confirmationContext(request, request.session), 'email');
        return { data: { sentTo: sent.sentTo, resendAvailableAt: sent.resendAvailableAt.toISOString() } };
      }
      if (body.email === undefined) {
        throw new ValidationError({ email: [translate('server.login.emailRequired')] });
      }
      // A real address gets a mail, an unknown one a decoy that sends nothing: the same time for both.
      const { email: address, remember, intendedUrl: target } = body;
      const started = await withResponseFloor(
        EMAIL_SIGN_IN_MIN_RESPONSE_MS,
        request.log,
        'an email sign-in',
        () => startEmailSignIn(ctx, { email: address, remember, intendedUrl: target }),
      );
      setChallengeCookie(reply, app.config, started.bindingToken);
      return {
        data: {
          challenge: started.challenge,
          sentTo: started.sentTo,
          resendAvailableAt: started.resendAvailableAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/auth/start-sms-challenge',
    {
      schema: { body: startSmsChallengeBody, response: { 200: startSmsChallengeAnswer } },
      config: SEND_LIMIT,
    },
    async (request) => {
      const id = request.body.challenge;
      const sent =
        id === undefined
          ? await sendConfirmationCode(confirmationContext(request, confirmingSession(request)), 'sms')
          : await startSmsChallenge(signInContext(request), id);
      return { data: { sentTo: sent.sentTo, resendAvailableAt: sent.resendAvailableAt.toISOString() } };
    },
  );

  for (const channel of CODE_CHANNELS) {
    app.post(
      `/auth/complete-${channel}-challenge`,
      {
        schema: {
          body: completeCodeChallengeBody,
          response: { 200: completeChallengeAnswer },
        },
        config: COMPLETE_LIMIT,
      },
      async (request, reply) => {
        const { challenge: id, code, trustDevice } = request.body;
        return completeOrConfirm(request, reply, id, {
          confirm: (ctx) => confirmWithCode(ctx, channel, code),
          complete: (ctx, challenge) => completeCodeChallenge(ctx, channel, { challenge, code, trustDevice }),
        });
      },
    );
  }

  app.post(
    '/auth/complete-totp-challenge',
    {
      schema: {
        body: completeCodeChallengeBody,
        response: { 200: completeChallengeAnswer },
      },
      config: COMPLETE_LIMIT,
    },
    async (request, reply) => {
      const { challenge: id, code, trustDevice } = request.body;
      return completeOrConfirm(request, reply, id, {
        confirm: (ctx) => confirmWithTotp(ctx, code),
        complete: (ctx, challenge) => completeTotpChallenge(ctx, { challenge, code, trustDevice }),
      });
    },
  );

  app.post(
    '/auth/complete-password-challenge',
    {
      schema: { body: completePasswordChallengeBody, response: { 200: completeChallengeAnswer } },
      config: COMPLETE_LIMIT,
    },
    async (request, reply) => {
      const { challenge: id, password, trustDevice } = request.body;
      return completeOrConfirm(request, reply, id, {
        confirm: (ctx) => confirmWithPassword(ctx, password),
        complete: (ctx, challenge) => completePasswordChallenge(ctx, { challenge, password, trustDevice }),
      });
    },
  );

  app.post(
    '/auth/complete-backup-code-challenge',
    {
      schema: {
        body: completeBackupCodeChallengeBody,
        response: { 200: loginAnswer },
      },
      config: COMPLETE_LIMIT,
    },
    async (request, reply) => {
      const result = await completeBackupCodeChallenge(signInContext(request), request.body);
      return { data: applySignInResult(request, reply, result) };
    },
  );

  app.get(
    '/auth/challenges/:id',
    { schema: { params: challengeParams, response: { 200: challengeAnswer } } },
    async (request) => {
      const description = await describeChallenge(signInContext(request), request.params.id);
      return {
        data: {
          ...description,
          resendAvailableAt: {
            email: description.resendAvailableAt.email?.toISOString() ?? null,
            sms: description.resendAvailableAt.sms?.toISOString() ?? null,
          },
        },
      };
    },
  );

  app.get('/auth/intended-url', { schema: { response: { 200: intendedUrlAnswer } } }, async (request) => ({
    data: { url: await intendedUrlOf(app.database.db, request) },
  }));

  app.post('/auth/logout', async (request, reply) => {
    await logout(app.database.db, request.session);
    clearSessionCookie(reply, app.config);
    request.session = null;
    issueXsrfToken(request, reply);
    return reply.code(204).send();
  });
}
