import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatNon2xx, LoadRecorder, percentile } from '../../bench/load-stats.ts';
import { clientAddress, MIX, pickAction, pickOne, type SoakAction } from '../../bench/soak-mix.ts';

// The arithmetic of the load benches (bench/sign-in.ts, bench/soak.ts): their figures are only as good as this.
describe('percentile (nearest rank)', () => {
  it('takes the value at rank ⌈q·n⌉ of the ascending values', () => {
    const values = Array.from({ length: 100 }, (_, n) => n + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([1, 2, 3], 0.01)).toBe(1);
  });

  it('is 0 without values', () => {
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('LoadRecorder', () => {
  it('counts per kind: requests, network errors, non-2xx by status, 5xx, and sorts latencies itself', () => {
    const recorder = new LoadRecorder();
    recorder.record('list', 200, 30);
    recorder.record('list', 200, 10);
    recorder.record('list', 404, 20);
    recorder.record('create', 201, 5);
    recorder.record('create', 503, 50);
    recorder.record('create', 500, 40);
    recorder.record('create', 'error', 1000);

    const [list, create] = recorder.summaries();
    expect(list).toEqual({
      kind: 'list',
      count: 3,
      errors: 0,
      non2xx: { 404: 1 },
      serverErrors: 0,
      p50: 20,
      p99: 30,
    });
    expect(create).toMatchObject({ kind: 'create', count: 4, errors: 1, non2xx: { 500: 1, 503: 1 } });
    expect(create?.serverErrors).toBe(2);
    expect(create?.p50).toBe(40);

    expect(recorder.total()).toEqual({
      kind: 'total',
      count: 7,
      errors: 1,
      non2xx: { 404: 1, 500: 1, 503: 1 },
      serverErrors: 2,
      p50: 30,
      p99: 1000,
    });
  });

  it('leaves kinds that are not requests out of the total when asked', () => {
    const recorder = new LoadRecorder();
    recorder.record('sign-in', 200, 10);
    recorder.record('mail', 'error', 15_000);
    expect(recorder.total(['mail'])).toMatchObject({ count: 1, errors: 0, p99: 10 });
    expect(recorder.total()).toMatchObject({ count: 2, errors: 1, p99: 15_000 });
  });

  it('formats the non-2xx answers, 0 when there are none', () => {
    expect(formatNon2xx({})).toBe('0');
    expect(formatNon2xx({ 429: 3, 500: 1 })).toBe('429×3 500×1');
  });
});

describe('the soak mix', () => {
  it('maps the unit interval onto the actions by their weights', () => {
    expect(pickAction(0)).toBe('list');
    expect(pickAction(0.4999)).toBe('list');
    expect(pickAction(0.5)).toBe('search');
    expect(pickAction(0.7999)).toBe('search');
    expect(pickAction(0.8)).toBe('create');
    expect(pickAction(0.9)).toBe('update');
    expect(pickAction(0.999999)).toBe('update');
  });

  it('gives each action its share over evenly spread draws', () => {
    const counts = new Map<SoakAction, number>();
    const draws = 10_000;
    for (let n = 0; n < draws; n += 1) {
      const action = pickAction((n + 0.5) / draws);
      counts.set(action, (counts.get(action) ?? 0) + 1);
    }
    const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [action, weight] of MIX) expect(counts.get(action)).toBe((draws * weight) / total);
  });

  it('picks from a list without running past its end', () => {
    expect(pickOne(['a', 'b', 'c'], 0)).toBe('a');
    expect(pickOne(['a', 'b', 'c'], 0.5)).toBe('b');
    expect(pickOne(['a', 'b', 'c'], 0.9999999)).toBe('c');
  });

  it('gives each session its own valid private IPv4 address', () => {
    const addresses = Array.from({ length: 70_000 }, (_, n) => clientAddress(n));
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of [addresses[0]!, addresses[255]!, addresses[69_999]!]) {
      expect(net.isIPv4(address)).toBe(true);
      expect(address.startsWith('10.')).toBe(true);
    }
    expect(clientAddress(0)).toBe('10.0.0.1');
    expect(clientAddress(255)).toBe('10.0.1.0');
  });
});
