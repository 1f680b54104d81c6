import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_REMEMBER_MS } from '../auth/sessions/session-policy.ts';
import type { Config } from '../config.ts';

/** `__Host-` (Secure, Path=/, no Domain) when the app is served over https; browsers refuse it over http. */
export function sessionCookieName(config: Pick<Config, 'APP_URL'>): string {
  return isHttps(config) ? '__Host-zp_session' : 'zp_session';
}

function isHttps(config: Pick<Config, 'APP_URL'>): boolean {
  return config.APP_URL.startsWith('https:');
}

function baseOptions(config: Pick<Config, 'APP_URL'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(config) };
}

export function readSessionCookie(request: FastifyRequest, config: Pick<Config, 'APP_URL'>): string | null {
  return request.cookies[sessionCookieName(config)] ?? null;
}

/** "Ingelogd blijven" gives a persistent cookie (Max-Age 30 days); otherwise a browser-session cookie. */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'APP_URL'>,
  token: string,
  remember: boolean,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...baseOptions(config),
    ...(remember ? { maxAge: SESSION_REMEMBER_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'APP_URL'>): void {
  reply.clearCookie(sessionCookieName(config), baseOptions(config));
}
