import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_TTL_MS } from '../auth/devices/device-policy.ts';
import { decodeDeviceCookie, type DeviceEntry } from '../auth/devices/device-token.ts';
import type { Config } from '../config.ts';

/**
 * The known-device cookie (docs/sign-in.md "Known and trusted devices", OWASP's device cookies): signed entries
 * of up to five accounts, HttpOnly, SameSite=Lax, sent only to `/api` (the sign-in calls read it, and the login
 * activity marks "Dit apparaat" with it). Over https it is `__Secure-zp_device` with Secure: `__Host-` would need
 * Path=/, and the narrower path keeps it off every page and asset request.
 */
export const DEVICE_COOKIE_PATH = '/api';

function isHttps(config: Pick<Config, 'APP_URL'>): boolean {
  return config.APP_URL.startsWith('https:');
}

export function deviceCookieName(config: Pick<Config, 'APP_URL'>): string {
  return isHttps(config) ? '__Secure-zp_device' : 'zp_device';
}

function options(config: Pick<Config, 'APP_URL'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: DEVICE_COOKIE_PATH, secure: isHttps(config) };
}

/** The cookie's entries when this app signed it; none for a missing, forged or malformed value. */
export function readDeviceCookie(request: FastifyRequest): DeviceEntry[] {
  const { config, appKey } = request.server;
  return decodeDeviceCookie(appKey, request.cookies[deviceCookieName(config)]);
}

/** Lives as long as a known device (180 days), renewed by every sign-in on it. */
export function setDeviceCookie(reply: FastifyReply, config: Pick<Config, 'APP_URL'>, value: string): void {
  reply.setCookie(deviceCookieName(config), value, {
    ...options(config),
    maxAge: KNOWN_DEVICE_TTL_MS / 1000,
  });
}
