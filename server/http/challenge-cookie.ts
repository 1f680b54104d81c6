import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHALLENGE_TTL_MS } from '../auth/challenges/challenges.ts';
import type { Config } from '../config.ts';

/**
 * The browser binding of sign-in challenges (docs/sign-in.md "Challenges"): HttpOnly, SameSite=Lax, sent only to
 * `/api/auth`. Over https it is `__Secure-zp_challenge` with Secure: `__Host-` would need Path=/, and the narrow
 * path keeps the token away from every other call.
 */
export const CHALLENGE_COOKIE_PATH = '/api/auth';

function isHttps(config: Pick<Config, 'APP_URL'>): boolean {
  return config.APP_URL.startsWith('https:');
}

export function challengeCookieName(config: Pick<Config, 'APP_URL'>): string {
  return isHttps(config) ? '__Secure-zp_challenge' : 'zp_challenge';
}

function options(config: Pick<Config, 'APP_URL'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: CHALLENGE_COOKIE_PATH, secure: isHttps(config) };
}

export function readChallengeCookie(request: FastifyRequest, config: Pick<Config, 'APP_URL'>): string | null {
  return request.cookies[challengeCookieName(config)] ?? null;
}

/** Lives as long as a challenge (15 minutes). */
export function setChallengeCookie(
  reply: FastifyReply,
  config: Pick<Config, 'APP_URL'>,
  token: string,
): void {
  reply.setCookie(challengeCookieName(config), token, {
    ...options(config),
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

export function clearChallengeCookie(reply: FastifyReply, config: Pick<Config, 'APP_URL'>): void {
  reply.clearCookie(challengeCookieName(config), options(config));
}
