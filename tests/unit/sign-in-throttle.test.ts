import { describe, expect, it } from 'vitest';
import {
  accountRetryAt,
  delayAfterFailures,
  ipRetryAt,
  retryAfterSeconds,
} from '../../server/auth/sign-in/throttle.ts';

const now = new Date('2026-11-02T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sign-in throttle arithmetic', () => {
  it('lets five failures go, then doubles from 1 s, capped at 15 minutes', () => {
    expect([0, 1, 4].map(delayAfterFailures)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 14].map(delayAfterFailures)).toEqual([1000, 2000, 4000, 8000, 512_000]);
    expect([15, 16, 99, 10_000].map(delayAfterFailures)).toEqual(Array(4).fill(900_000));
  });

  it('makes an account wait 2^(n−5) s after its last failure', () => {
    expect(accountRetryAt({ failures: 4, last: ago(0), oldest: ago(60) }, now)).toBeNull();
    expect(accountRetryAt({ failures: 5, last: ago(0), oldest: ago(60) }, now)).toEqual(ago(-1));
    expect(accountRetryAt({ failures: 8, last: ago(3), oldest: ago(60) }, now)).toEqual(ago(-5));
    // The wait is over.
    expect(accountRetryAt({ failures: 8, last: ago(8), oldest: ago(60) }, now)).toBeNull();
    expect(accountRetryAt({ failures: 30, last: ago(100), oldest: ago(3000) }, now)).toEqual(ago(-800));
  });

  it('at 100 failures makes an account wait until the oldest leaves the hour', () => {
    expect(accountRetryAt({ failures: 100, last: ago(1800), oldest: ago(3000) }, now)).toEqual(ago(-600));
    expect(accountRetryAt({ failures: 99, last: ago(1800), oldest: ago(3000) }, now)).toBeNull();
  });

  it('stops an IP at 300 failures until the oldest leaves the hour', () => {
    expect(ipRetryAt({ failures: 299, last: ago(0), oldest: ago(10) }, now)).toBeNull();
    expect(ipRetryAt({ failures: 300, last: ago(0), oldest: ago(3590) }, now)).toEqual(ago(-10));
    expect(ipRetryAt({ failures: 300, last: ago(0), oldest: ago(3600) }, now)).toBeNull();
  });

  it('rounds Retry-After up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(new Date(now.getTime() + 1), now)).toBe(1);
    expect(retryAfterSeconds(new Date(now.getTime() + 7_200), now)).toBe(8);
    expect(retryAfterSeconds(now, now)).toBe(1);
  });
});
