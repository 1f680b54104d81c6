import type {} from '@fastify/rate-limit';
import {
  completePasskeyChallengeBody,
  loginWithPasskeyBody,
  passkeyOptionsAnswer,
  passkeyOptionsBody,
  passkeySignInOptionsBody,
} from '../../../contract/api/passkeys.ts';
import { completeChallengeAnswer, loginAnswer } from '../../../contract/api/sign-in.ts';
import type { App } from '../../app-types.ts';
import { ValidationError } from '../../http/http-error.ts';
import { clearPasskeyCookie, readPasskeyCookie, setPasskeyCookie } from '../../http/passkey-cookie.ts';
import { confirmationContext } from '../confirmation/confirmation-context.ts';
import { confirmationPasskeyOptions, confirmWithPasskey } from '../confirmation/confirm-with-passkey.ts';
import { applySignInResult, signInContext } from '../sign-in/sign-in-request.ts';
import {
  COMPLETE_LIMIT,
  completeOrConfirm,
  confirmingSession,
  SIGN_IN_LIMIT,
} from '../sign-in/route-support.ts';
import { loginWithPasskey, passkeySignInOptions } from './login-with-passkey.ts';
import { passkeyNotRecognized } from './passkey-refused.ts';
import { relyingParty } from './relying-party.ts';
import { parseAuthenticationResponse } from './response-shape.ts';
import { completePasskeyChallenge, secondStepPasskeyOptions } from './second-step-passkey.ts';

/** The browser's answer: checked for its form by hand, so any defect is the one 422 on `passkey`. */
function authenticationResponse(value: unknown) {
  const parsed = parseAuthenticationResponse(value);
  if (!parsed) throw new ValidationError({ passkey: [passkeyNotRecognized()] });
  return parsed;
}

/**
 * Passkeys at sign-in and re-confirmation (docs/sign-in.md "Passkeys"; docs/api.md): options and completion of
 * the second step (with a challenge) or of a re-confirmation (without, signed in), and the passkey sign-in (first
 * factor and second step at once). Registered public, like the other /auth calls.
 */
export async function passkeyAuthRoutes(app: App): Promise<void> {
  const rp = relyingParty(app.config);

  app.post(
    '/auth/passkey-options',
    { schema: { body: passkeyOptionsBody, response: { 200: passkeyOptionsAnswer } }, config: SIGN_IN_LIMIT },
    async (request) => {
      const id = request.body.challenge;
      if (id === undefined) {
        const ctx = confirmationContext(request, confirmingSession(request));
        return { data: await confirmationPasskeyOptions(ctx, rp) };
      }
      return { data: await secondStepPasskeyOptions(signInContext(request), rp, id) };
    },
  );

  app.post(
    '/auth/complete-passkey-challenge',
    {
      schema: {
        body: completePasskeyChallengeBody,
        response: { 200: completeChallengeAnswer },
      },
      config: COMPLETE_LIMIT,
    },
    async (request, reply) => {
      const { challenge: id, trustDevice } = request.body;
      const response = authenticationResponse(request.body.response);
      return completeOrConfirm(request, reply, id, {
        confirm: (ctx) => confirmWithPasskey(ctx, rp, response),
        complete: (ctx, challenge) => completePasskeyChallenge(ctx, rp, { challenge, response, trustDevice }),
      });
    },
  );

  app.post(
    '/auth/passkey-sign-in-options',
    {
      schema: { body: passkeySignInOptionsBody, response: { 200: passkeyOptionsAnswer } },
      config: SIGN_IN_LIMIT,
    },
    async (request, reply) => {
      const started = await passkeySignInOptions(
        signInContext(request),
        rp,
        readPasskeyCookie(request, app.config),
      );
      setPasskeyCookie(reply, app.config, started.bindingToken);
      return { data: started.options };
    },
  );

  app.post(
    '/auth/login-with-passkey',
    {
      schema: {
        body: loginWithPasskeyBody,
        response: { 200: loginAnswer },
      },
      config: SIGN_IN_LIMIT,
    },
    async (request, reply) => {
      const { remember, intendedUrl: target } = request.body;
      const response = authenticationResponse(request.body.response);
      const started = await loginWithPasskey(signInContext(request), rp, {
        response,
        remember,
        intendedUrl: target,
        bindingToken: readPasskeyCookie(request, app.config),
      });
      clearPasskeyCookie(reply, app.config);
      return { data: applySignInResult(request, reply, started) };
    },
  );
}
