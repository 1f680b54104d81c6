/**
 * The sign-in throttle's arithmetic (docs/architecture.md "Security numbers", docs/sign-in.md "Throttling"), pure so
 * it is tested without a clock or a database. The counts come from `sign_in_events`
 * (server/auth/sign-in/sign-in-throttle.ts).
 */
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
/** Failures per bucket (an account among unknown browsers, or one known device) and kind in the window that cost nothing. */
export const FREE_FAILURES = 5;
/** The growing delay never exceeds this. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** At this many failures per bucket and kind in the window, everything waits until the oldest leaves it. */
export const ACCOUNT_HARD_CAP = 100;
/** At this many failures per IP and kind in the window, likewise. */
export const IP_HARD_CAP = 300;

export interface FailureCounts {
  /** Failures in the window. */
  failures: number;
  /** The latest and the oldest of them (null when there are none). */
  last: Date | null;
  oldest: Date | null;
}

/** The delay after the n-th failure: 0 for the first five, then 2^(n−5) s, capped at 15 minutes. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const exponent = failures - FREE_FAILURES;
  // 2^10 s already exceeds the cap; avoid huge powers.
  return exponent >= 10 ? MAX_DELAY_MS : Math.min(2 ** exponent * 1000, MAX_DELAY_MS);
}

/** When a bucket (one typed email among unknown browsers, or one known device; one kind) may try again, or null. */
export function accountRetryAt(counts: FailureCounts, now: Date): Date | null {
  if (counts.failures >= ACCOUNT_HARD_CAP && counts.oldest) {
    return later(new Date(counts.oldest.getTime() + THROTTLE_WINDOW_MS), now);
  }
  const delay = delayAfterFailures(counts.failures);
  if (delay === 0 || !counts.last) return null;
  return later(new Date(counts.last.getTime() + delay), now);
}

/** When a bucket with only a hard cap (no growing delay) may try again, or null when it may now. */
export function capRetryAt(counts: FailureCounts, cap: number, now: Date): Date | null {
  if (counts.failures < cap || !counts.oldest) return null;
  return later(new Date(counts.oldest.getTime() + THROTTLE_WINDOW_MS), now);
}

/** When an IP may try again (one kind), or null when it may now. */
export function ipRetryAt(counts: FailureCounts, now: Date): Date | null {
  return capRetryAt(counts, IP_HARD_CAP, now);
}

/** Whole seconds from now until `at`, at least 1: the Retry-After value. */
export function retryAfterSeconds(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

function later(at: Date, now: Date): Date | null {
  return at.getTime() > now.getTime() ? at : null;
}
