import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { signInEvents } from '../../db/schema/index.ts';
import type { Attempt } from './sign-in-events.ts';
import { ACCOUNT_HARD_CAP, IP_HARD_CAP } from './throttle.ts';

/** Which limit stopped an attempt: recorded as the throttled event's reason. */
export type ThrottleScope = 'device' | 'challenge' | 'account' | 'ip';

/**
 * One count the throttle keeps: the rows of `sign_in_events` it covers (one kind), and its rule. `schedule`: the
 * free failures, then the growing delay, capped (throttle.ts `accountRetryAt`); `cap`: only the hard cap.
 */
export interface ThrottleBucket {
  scope: ThrottleScope;
  /** Names the bucket for its advisory lock: attempts of one bucket are counted and recorded one at a time. */
  lockKey: string;
  rows: SQL;
  rule: { kind: 'schedule' } | { kind: 'cap'; cap: number };
  /** The count starts again after the bucket's own success of the kind (not so for an IP). */
  resetsOnSuccess: boolean;
}

/**
 * The buckets an attempt is counted in (docs/sign-in.md "No targeted lock-out"):
 * - from a known device of the account: that device's own count only, and no per-IP limit (OWASP's device
 *   cookies);
 * - from an unknown browser on a sign-in challenge (a code, or the password after a completed first factor): the
 *   challenge's own schedule, so strangers' failures on their own challenges never slow down the owner's;
 * - from an unknown browser without a challenge (the password form, a re-confirmation, a social identity): the
 *   schedule of the typed email among unknown browsers;
 * - and for every unknown browser the account's hard cap over all unknown browsers' failures of the kind (NIST
 *   800-63B 5.2.2: at most 100 an hour), then the IP's.
 */
export function bucketsOf(attempt: Attempt): ThrottleBucket[] {
  const { kind } = attempt;
  const ofKind = eq(signInEvents.kind, kind);
  if (attempt.deviceId) {
    return [
      {
        scope: 'device',
        lockKey: `device:${attempt.deviceId}:${kind}`,
        rows: and(ofKind, eq(signInEvents.deviceId, attempt.deviceId))!,
        rule: { kind: 'schedule' },
        resetsOnSuccess: true,
      },
    ];
  }
  const unknownBrowsers = and(ofKind, eq(signInEvents.email, attempt.email), isNull(signInEvents.deviceId))!;
  const accountKey = `account:${attempt.email}:${kind}`;
  const own: ThrottleBucket = attempt.challengeId
    ? {
        scope: 'challenge',
        lockKey: `challenge:${attempt.challengeId}:${kind}`,
        rows: and(ofKind, eq(signInEvents.challengeId, attempt.challengeId))!,
        rule: { kind: 'schedule' },
        resetsOnSuccess: true,
      }
    : {
        scope: 'account',
        lockKey: accountKey,
        rows: and(unknownBrowsers, isNull(signInEvents.challengeId))!,
        rule: { kind: 'schedule' },
        resetsOnSuccess: true,
      };
  return [
    own,
    {
      scope: 'account',
      lockKey: accountKey,
      rows: unknownBrowsers,
      rule: { kind: 'cap', cap: ACCOUNT_HARD_CAP },
      resetsOnSuccess: true,
    },
    ipBucket(attempt),
  ];
}

/** The per-IP count of a kind: every failure from the IP, known devices' too, never reset by a success. */
export function ipBucket(attempt: Pick<Attempt, 'ip' | 'kind'>): ThrottleBucket {
  return {
    scope: 'ip',
    lockKey: `ip:${attempt.ip}:${attempt.kind}`,
    rows: and(eq(signInEvents.kind, attempt.kind), eq(signInEvents.ip, attempt.ip))!,
    rule: { kind: 'cap', cap: IP_HARD_CAP },
    resetsOnSuccess: false,
  };
}
