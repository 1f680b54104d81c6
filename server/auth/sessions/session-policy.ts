/**
 * Session lifetimes (docs/architecture.md "Sessions"): idle 30 min, absolute 12 h; "Ingelogd blijven" 30 days
 * absolute
 * with no idle timeout (that is what the user asked for by ticking it). Pure functions, so the rules are tested
 * without a clock or a database.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_active_at` is written at most once per interval, so a busy session does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionTimes {
  remember: boolean;
  lastActiveAt: Date;
  expiresAt: Date;
}

/** The absolute end of a session created at `now`. */
export function sessionExpiresAt(now: Date, remember: boolean): Date {
  return new Date(now.getTime() + (remember ? SESSION_REMEMBER_MS : SESSION_ABSOLUTE_MS));
}

/** True when the session is past its absolute end or (without "remember") idle for too long. */
export function isSessionExpired(session: SessionTimes, now: Date): boolean {
  if (session.expiresAt.getTime() <= now.getTime()) return true;
  return !session.remember && now.getTime() - session.lastActiveAt.getTime() >= SESSION_IDLE_MS;
}

/** True when `last_active_at` is stale enough to be written again. */
export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastActiveAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
