import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../auth/passkeys/webauthn-challenges.ts';
import type { Config } from '../config.ts';

/**
 * The browser binding of passkey sign-ins (docs/sign-in.md "Passkeys"): a random 256-bit token, HttpOnly,
 * SameSite=Lax, sent only to `/api/auth` (the options call and `login-with-passkey`). It is not `zp_challenge`, so
 * asking for passkey options on `/login` leaves a sign-in in progress in another tab alone; a browser that has
 * one keeps it, so two tabs can each finish their own. Over https `__Secure-zp_passkey` with Secure.
 */
export const PASSKEY_COOKIE_PATH = '/api/auth';

function isHttps(config: Pick<Config, 'APP_URL'>): boolean {
  return config.APP_URL.startsWith('https:');
}

export function passkeyCookieName(config: Pick<Config, 'APP_URL'>): string {
  return isHttps(config) ? '__Secure-zp_passkey' : 'zp_passkey';
}

function options(config: Pick<Config, 'APP_URL'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: PASSKEY_COOKIE_PATH, secure: isHttps(config) };
}

/** The cookie's token when it has the right form (43 base64url characters), else null. */
export function readPasskeyCookie(request: FastifyRequest, config: Pick<Config, 'APP_URL'>): string | null {
  const value = request.cookies[passkeyCookieName(config)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Lives as long as a passkey challenge (5 minutes), renewed by each options call. */
export function setPasskeyCookie(reply: FastifyReply, config: Pick<Config, 'APP_URL'>, token: string): void {
  reply.setCookie(passkeyCookieName(config), token, {
    ...options(config),
    maxAge: WEBAUTHN_CHALLENGE_TTL_MS / 1000,
  });
}

export function clearPasskeyCookie(reply: FastifyReply, config: Pick<Config, 'APP_URL'>): void {
  reply.clearCookie(passkeyCookieName(config), options(config));
}
