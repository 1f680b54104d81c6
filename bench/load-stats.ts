/**
 * What a load generator saw, per kind of request: how many, the answers by status, the network errors and the
 * latencies (ms). Pure, so the arithmetic is tested without a server.
 */

/** A status code, or 'error' when no answer came (refused, reset, timed out). */
export type Outcome = number | 'error';

export interface KindSummary {
  kind: string;
  count: number;
  /** Network errors: no HTTP answer at all. */
  errors: number;
  /** Answers outside 2xx, by status. */
  non2xx: Record<number, number>;
  /** Answers of 500 and above. */
  serverErrors: number;
  p50: number;
  p99: number;
}

/** The q-quantile (0 < q ≤ 1) of ascending values by the nearest-rank method; 0 for no values. */
export function percentile(ascending: readonly number[], q: number): number {
  if (ascending.length === 0) return 0;
  const rank = Math.ceil(q * ascending.length);
  return ascending[Math.min(ascending.length, Math.max(1, rank)) - 1]!;
}

interface KindRecord {
  count: number;
  errors: number;
  non2xx: Map<number, number>;
  latencies: number[];
}

export class LoadRecorder {
  private readonly kinds = new Map<string, KindRecord>();

  record(kind: string, outcome: Outcome, ms: number): void {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { count: 0, errors: 0, non2xx: new Map(), latencies: [] };
      this.kinds.set(kind, entry);
    }
    entry.count += 1;
    entry.latencies.push(ms);
    if (outcome === 'error') entry.errors += 1;
    else if (outcome < 200 || outcome >= 300) entry.non2xx.set(outcome, (entry.non2xx.get(outcome) ?? 0) + 1);
  }

  /** One summary per kind, in the order the kinds were first seen. */
  summaries(): KindSummary[] {
    return [...this.kinds].map(([kind, entry]) => summarize(kind, entry));
  }

  /** All kinds together but `except` (kinds that are not requests to the server). */
  total(except: readonly string[] = []): KindSummary {
    const all: KindRecord = { count: 0, errors: 0, non2xx: new Map(), latencies: [] };
    for (const [kind, entry] of this.kinds) {
      if (except.includes(kind)) continue;
      all.count += entry.count;
      all.errors += entry.errors;
      for (const [status, count] of entry.non2xx)
        all.non2xx.set(status, (all.non2xx.get(status) ?? 0) + count);
      for (const ms of entry.latencies) all.latencies.push(ms);
    }
    return summarize('total', all);
  }
}

function summarize(kind: string, entry: KindRecord): KindSummary {
  const ascending = Float64Array.from(entry.latencies).sort();
  const values = Array.from(ascending);
  const non2xx = Object.fromEntries([...entry.non2xx].sort(([a], [b]) => a - b));
  const serverErrors = [...entry.non2xx]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    kind,
    count: entry.count,
    errors: entry.errors,
    non2xx,
    serverErrors,
    p50: percentile(values, 0.5),
    p99: percentile(values, 0.99),
  };
}

/** `404×2 500×1`, or `0` when every answer was 2xx. */
export function formatNon2xx(non2xx: Record<number, number>): string {
  const parts = Object.entries(non2xx).map(([status, count]) => `${status}×${count}`);
  return parts.length === 0 ? '0' : parts.join(' ');
}
