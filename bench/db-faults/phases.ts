/** Figures of one PostgreSQL outage from the load's samples: what was answered while down, and the recovery. */
import type { Sample } from './load.ts';
import { statusCounts } from './load.ts';

export interface Outage {
  /** performance.now() when the stop was issued. */
  stopIssued: number;
  /** performance.now() when PostgreSQL accepted a connection again. */
  accepting: number;
}

export interface OutageFigures {
  before: string;
  down: string;
  after: string;
  /** Answers (any phase) that are neither 2xx nor 503 with the error envelope: 500s, timeouts, dropped connections. */
  unexpected: number;
  /** 503 answers with the envelope while PostgreSQL was down. */
  unavailableWhileDown: number;
  /** Non-2xx answers before the stop. */
  badBefore: number;
  /** ms from accepting to the first 2xx answer, or null when none came. */
  firstOkMs: number | null;
  /** ms from accepting to the end of the last non-2xx answer (0 when every later answer was 2xx). */
  allOkMs: number | null;
}

const ok = (sample: Sample) =>
  typeof sample.status === 'number' && sample.status >= 200 && sample.status < 300;

const unavailable = (sample: Sample) => sample.status === 503 && sample.envelope;

export function outageFigures(samples: Sample[], outage: Outage): OutageFigures {
  const before = samples.filter((s) => s.end < outage.stopIssued);
  const down = samples.filter((s) => s.end >= outage.stopIssued && s.end < outage.accepting);
  const after = samples.filter((s) => s.end >= outage.accepting);
  const firstOk = after.find(ok);
  const lastBad = after.filter((s) => !ok(s)).at(-1);
  const laterOk = lastBad ? after.some((s) => ok(s) && s.start > lastBad.end) : after.some(ok);
  return {
    before: statusCounts(before),
    down: statusCounts(down),
    after: statusCounts(after),
    unexpected: samples.filter((s) => !ok(s) && !unavailable(s)).length,
    unavailableWhileDown: down.filter(unavailable).length,
    badBefore: before.filter((s) => !ok(s)).length,
    firstOkMs: firstOk ? firstOk.end - outage.accepting : null,
    allOkMs: laterOk ? (lastBad ? lastBad.end - outage.accepting : 0) : null,
  };
}
