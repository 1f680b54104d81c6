import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The browser binding of social sign-ins (docs/sign-in.md "Social sign-in"): a random 256-bit token, HttpOnly,
 * SameSite=Lax, sent only to `POST /api/auth/oauth2-callback`. The provider's answer (state, code) is honoured
 * only together with this cookie, so a state carried to another browser is worthless. Over https it is
 * `__Secure-zp_social` with Secure (`__Host-` would need Path=/).
 */
export const SOCIAL_COOKIE_PATH = '/api/auth/oauth2-callback';

/** As long as a social sign-in may take (10 minutes), renewed by each start. */
export const SOCIAL_COOKIE_MAX_AGE_S = 10 * 60;

function isHttps(config: Pick<Config, 'APP_URL'>): boolean {
  return config.APP_URL.startsWith('https:');
}

export function socialCookieName(config: Pick<Config, 'APP_URL'>): string {
  return isHttps(config) ? '__Secure-zp_social' : 'zp_social';
}

function options(config: Pick<Config, 'APP_URL'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: SOCIAL_COOKIE_PATH, secure: isHttps(config) };
}

/** The cookie's token when it has the right form (43 base64url characters), else null. */
export function readSocialCookie(request: FastifyRequest, config: Pick<Config, 'APP_URL'>): string | null {
  const value = request.cookies[socialCookieName(config)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setSocialCookie(reply: FastifyReply, config: Pick<Config, 'APP_URL'>, token: string): void {
  reply.setCookie(socialCookieName(config), token, { ...options(config), maxAge: SOCIAL_COOKIE_MAX_AGE_S });
}
