import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { HttpError } from './http-error.ts';
import './request-context.ts';
import { createXsrfToken, sameSecret, verifyXsrfToken } from './xsrf-token.ts';
import { XSRF_COOKIE, XSRF_HEADER as HEADER } from '../../contract/http.ts';

export { XSRF_COOKIE };
/** Node gives request headers in lower case. */
export const XSRF_HEADER = HEADER.toLowerCase();

/** Outlives a browser restart like a "remember me" session; the token only verifies for its own session anyway. */
const XSRF_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session a token is bound to: the session id, or '' for a visitor without a session. */
function sessionBinding(request: FastifyRequest): string {
  return request.session?.id ?? '';
}

/**
 * Sets a fresh XSRF-TOKEN cookie for the request's current session and returns the token. Call it after
 * `request.session` reflects a changed session (sign-in, sign-out, rotation): tokens of the old session stop
 * verifying.
 */
export function issueXsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const { appKey, config } = request.server;
  const token = createXsrfToken(appKey, sessionBinding(request));
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    // Readable by the SPA, which copies it into the X-XSRF-TOKEN header.
    httpOnly: false,
    secure: config.APP_URL.startsWith('https:'),
    maxAge: XSRF_COOKIE_MAX_AGE_SECONDS,
  });
  return token;
}

/**
 * preValidation hook for /api (after the session is known, before the body is validated or a handler runs):
 * every method but GET/HEAD/OPTIONS must send X-XSRF-TOKEN equal to the XSRF-TOKEN cookie, and that token must
 * be signed for the current session; otherwise 419.
 */
export async function checkXsrfToken(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const header = request.headers[XSRF_HEADER];
  const cookie = request.cookies[XSRF_COOKIE];
  const valid =
    typeof header === 'string' &&
    typeof cookie === 'string' &&
    sameSecret(header, cookie) &&
    verifyXsrfToken(request.server.appKey, sessionBinding(request), header);
  if (!valid) throw new HttpError(419, translate('server.csrfMismatch'));
}
