import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_SIZE, SessionCache } from '../../server/session-cache/session-cache.ts';
import { AUTH_CHANGES_LEASE_MS } from '../../server/session-cache/auth-changes.ts';
import type { SessionContext } from '../../server/http/request-context.ts';
import { testSession } from '../helpers/test-session.ts';

const session = (id: string): SessionContext => ({ ...testSession(id), permissionsGeneration: 0 });

describe('SessionCache', () => {
  it('keeps nothing until a LISTEN connection is up, and forgets everything when it drops', () => {
    const cache = new SessionCache();
    cache.keep('a', session('a'), cache.epoch);
    expect(cache.get('a')).toBeUndefined();

    cache.listening();
    cache.keep('a', session('a'), cache.epoch);
    expect(cache.get('a')?.id).toBe('a');

    cache.deaf();
    expect(cache.active).toBe(false);
    cache.listening();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not put back a session read before a change that was heard while it was being read', () => {
    const cache = new SessionCache();
    cache.listening();
    const before = cache.epoch;
    cache.forget();
    cache.keep('a', session('a'), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays active while one of two LISTEN connections (two apps on one database handle) is up', () => {
    const cache = new SessionCache();
    cache.listening();
    cache.listening();
    cache.deaf();
    expect(cache.active).toBe(true);
    cache.deaf();
    cache.deaf();
    expect(cache.active).toBe(false);
    cache.listening();
    expect(cache.active).toBe(true);
  });

  describe('lease', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('trusts what it keeps only while the last proof of hearing is at most the lease old', () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      const cache = new SessionCache();
      cache.listening();
      cache.keep('a', session('a'), cache.epoch);
      vi.advanceTimersByTime(AUTH_CHANGES_LEASE_MS);
      expect(cache.get('a')?.id).toBe('a');
      vi.advanceTimersByTime(1);
      expect(cache.trusted).toBe(false);
      expect(cache.get('a')).toBeUndefined();

      // A heartbeat sent now and answered renews it; one sent earlier does not reach further back.
      const sentAt = performance.now();
      cache.proven(sentAt);
      cache.proven(sentAt - 10 * AUTH_CHANGES_LEASE_MS);
      expect(cache.get('a')?.id).toBe('a');
      vi.advanceTimersByTime(AUTH_CHANGES_LEASE_MS + 1);
      expect(cache.get('a')).toBeUndefined();
    });
  });

  it('starts afresh when full', () => {
    const cache = new SessionCache();
    cache.listening();
    const { epoch } = cache;
    for (let index = 0; index < SESSION_CACHE_SIZE; index += 1)
      cache.keep(`t${index}`, session(`${index}`), epoch);
    expect(cache.get('t0')).toBeDefined();
    cache.keep('last', session('last'), epoch);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('last')).toBeDefined();
  });
});
