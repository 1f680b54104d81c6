import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_DEVICE_ENTRIES } from '../../server/auth/devices/device-policy.ts';
import {
  decodeDeviceCookie,
  encodeDeviceCookie,
  hashDeviceToken,
  newDeviceToken,
} from '../../server/auth/devices/device-token.ts';

const key = randomBytes(32);
const entry = () => ({ deviceId: randomUUID(), token: newDeviceToken() });

describe('the zp_device cookie value', () => {
  it('round-trips up to five entries, newest first, and drops the rest', () => {
    const entries = Array.from({ length: 7 }, entry);
    const value = encodeDeviceCookie(key, entries);
    expect(decodeDeviceCookie(key, value)).toEqual(entries.slice(0, MAX_DEVICE_ENTRIES));
    expect(value).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}(~[0-9a-f-]{36}\.[\w-]{43}){4}~[\w-]{43}$/);
  });

  it('refuses a value signed with another key, altered, truncated or garbled', () => {
    const entries = [entry(), entry()];
    const value = encodeDeviceCookie(key, entries);
    const [first = '', second = '', mac = ''] = value.split('~');
    const otherToken = `${first.split('.')[0]}.${newDeviceToken()}`;
    for (const bad of [
      encodeDeviceCookie(randomBytes(32), entries),
      `${otherToken}~${second}~${mac}`,
      `${first}~${mac}`,
      `${second}~${first}~${mac}`,
      value.slice(0, -1),
      `${value}x`,
      first,
      '',
      '~',
      '\u0000\uffff~\ud800',
      'x'.repeat(5000),
    ]) {
      expect(decodeDeviceCookie(key, bad), bad.slice(0, 40)).toEqual([]);
    }
    expect(decodeDeviceCookie(key, null)).toEqual([]);
    expect(decodeDeviceCookie(key, undefined)).toEqual([]);
  });

  it('refuses entries that are not an id and a 256-bit token, even when signed', () => {
    // Signed the way the app signs (server/auth/devices/device-token.ts), so only the shape check refuses them.
    const signed = (payload: string) =>
      `${payload}~${createHmac('sha256', key).update(`device-cookie:${payload}`).digest('base64url')}`;
    const good = entry();
    expect(decodeDeviceCookie(key, signed(`${good.deviceId}.${good.token}`))).toEqual([good]);
    for (const payload of [
      `niet-een-id.${good.token}`,
      `${good.deviceId}.kort`,
      `${good.deviceId}.${good.token}.extra`,
      `${good.deviceId}.${good.token}~rommel`,
    ]) {
      expect(decodeDeviceCookie(key, signed(payload)), payload).toEqual([]);
    }
  });

  it('makes 256-bit tokens, stored only as their SHA-256', () => {
    const token = newDeviceToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newDeviceToken()).not.toBe(token);
    expect(hashDeviceToken(token)).toMatch(/^[\w-]{43}$/);
    expect(hashDeviceToken(token)).not.toContain(token);
  });
});
