import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_DEVICE_ENTRIES } from './device-policy.ts';

/** One account's device in the `zp_device` cookie: the row's id (a cheap lookup) and its current token. */
export interface DeviceEntry {
  deviceId: string;
  token: string;
}

const TOKEN_BYTES = 32;
const MAC_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Five entries of 80 characters, their separators and the MAC fit well within this. */
const MAX_COOKIE_LENGTH = 1024;

/** A fresh device token: 256 random bits, base64url. */
export function newDeviceToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token: its SHA-256 (a 256-bit random token needs no slow hash). */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function mac(appKey: Buffer, payload: string): Buffer {
  // Labelled, so no other use of the app key can produce the same input.
  return createHmac('sha256', appKey).update(`device-cookie:${payload}`).digest();
}

/**
 * The cookie value: `<id>.<token>` per entry, newest first, joined by `~`, then `~<mac>` (HMAC-SHA256 with the app
 * key over the entries). At most MAX_DEVICE_ENTRIES entries.
 */
export function encodeDeviceCookie(appKey: Buffer, entries: readonly DeviceEntry[]): string {
  const payload = entries
    .slice(0, MAX_DEVICE_ENTRIES)
    .map((entry) => `${entry.deviceId}.${entry.token}`)
    .join('~');
  return `${payload}~${mac(appKey, payload).toString('base64url')}`;
}

/**
 * The entries of a cookie value, or none when it is not one this app signed (forged, altered, truncated, any bytes
 * at all): checked before anything is looked up.
 */
export function decodeDeviceCookie(appKey: Buffer, value: string | null | undefined): DeviceEntry[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const separator = value.lastIndexOf('~');
  if (separator <= 0) return [];
  const payload = value.slice(0, separator);
  const given = Buffer.from(value.slice(separator + 1), 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(appKey, payload))) return [];
  const entries: DeviceEntry[] = [];
  for (const part of payload.split('~').slice(0, MAX_DEVICE_ENTRIES)) {
    const [deviceId = '', token = '', ...rest] = part.split('.');
    if (rest.length > 0 || !UUID.test(deviceId) || !TOKEN.test(token)) return [];
    entries.push({ deviceId, token });
  }
  return entries;
}
