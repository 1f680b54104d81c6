import { describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_REMEMBER_MS,
  isSessionExpired,
  needsTouch,
  sessionExpiresAt,
} from '../../server/auth/sessions/session-policy.ts';

const now = new Date('2025-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60 * 1000;

describe('session policy (docs/architecture.md "Sessions")', () => {
  it('uses idle 30 min, absolute 12 h and 30 days for "Ingelogd blijven"', () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
    expect(SESSION_REMEMBER_MS).toBe(30 * 24 * 60 * MINUTE);
    expect(sessionExpiresAt(now, false)).toEqual(later(SESSION_ABSOLUTE_MS));
    expect(sessionExpiresAt(now, true)).toEqual(later(SESSION_REMEMBER_MS));
  });

  it('expires a session idle for 30 minutes, but not one idle for 29', () => {
    const session = { remember: false, expiresAt: later(60 * MINUTE) };
    expect(isSessionExpired({ ...session, lastActiveAt: ago(29 * MINUTE) }, now)).toBe(false);
    expect(isSessionExpired({ ...session, lastActiveAt: ago(30 * MINUTE) }, now)).toBe(true);
  });

  it('expires any session at its absolute end', () => {
    expect(isSessionExpired({ remember: false, lastActiveAt: now, expiresAt: now }, now)).toBe(true);
    expect(isSessionExpired({ remember: true, lastActiveAt: now, expiresAt: ago(1) }, now)).toBe(true);
  });

  it('has no idle timeout for a remembered session', () => {
    expect(
      isSessionExpired({ remember: true, lastActiveAt: ago(5 * 24 * 60 * MINUTE), expiresAt: later(1) }, now),
    ).toBe(false);
  });

  it('writes last activity at most once a minute', () => {
    const session = { remember: false, expiresAt: later(MINUTE) };
    expect(needsTouch({ ...session, lastActiveAt: ago(59 * 1000) }, now)).toBe(false);
    expect(needsTouch({ ...session, lastActiveAt: ago(MINUTE) }, now)).toBe(true);
  });
});
