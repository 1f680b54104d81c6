import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../contract/api/sign-in.ts';
import { issueXsrfToken } from '../../http/csrf.ts';
import {
  clearChallengeCookie,
  readChallengeCookie,
  setChallengeCookie,
} from '../../http/challenge-cookie.ts';
import { readDeviceCookie, setDeviceCookie } from '../../http/device-cookie.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { smsAvailable } from '../../notify/channels.ts';
import type { SignInContext, SignInResult } from './sign-in-context.ts';

/** The sign-in actions' context for a request. */
export function signInContext(request: FastifyRequest): SignInContext {
  const app = request.server;
  return {
    db: app.database.db,
    appKey: app.appKey,
    notifier: app.notifier,
    smsAvailable: smsAvailable(app.config),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    currentSessionId: request.session?.id ?? null,
    bindingToken: readChallengeCookie(request, app.config),
    deviceEntries: readDeviceCookie(request),
    now: new Date(),
  };
}

/**
 * Applies a sign-in result to the reply and gives the LoginResult body. A started session: its cookie (rotated),
 * the request's session, a fresh XSRF token for it, the challenge cookie cleared, and the known-device cookie. A second step: the challenge
 * cookie when a new challenge was made.
 */
export function applySignInResult(
  request: FastifyRequest,
  reply: FastifyReply,
  result: SignInResult,
): LoginResult {
  const { config } = request.server;
  if (result.next === 'second_step') {
    if (result.bindingToken) setChallengeCookie(reply, config, result.bindingToken);
    return { next: 'second_step', secondStep: result.secondStep };
  }
  setSessionCookie(reply, config, result.token, result.session.remember);
  clearChallengeCookie(reply, config);
  if (result.deviceCookie) setDeviceCookie(reply, config, result.deviceCookie);
  request.session = result.session;
  issueXsrfToken(request, reply);
  return result.backupCodesLeft === undefined
    ? { next: result.next }
    : { next: result.next, backupCodesLeft: result.backupCodesLeft };
}
