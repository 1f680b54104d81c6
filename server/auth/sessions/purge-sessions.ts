import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_IDLE_MS } from './session-policy.ts';

/**
 * How long an ended session is kept before it is deleted. Ended sessions cannot be used (`isSessionExpired`), but
 * they are the account's recent sign-in history (the dashboard's "previous sign-in" and recent sessions) until
 * sign-in events exist.
 */
export const SESSION_HISTORY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes sessions that ended more than SESSION_HISTORY_RETENTION_MS ago: past their absolute end, or, without
 * "Ingelogd blijven", idle for SESSION_IDLE_MS. Returns how many were deleted.
 */
export async function purgeExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const endedBefore = new Date(now.getTime() - SESSION_HISTORY_RETENTION_MS);
  const idleSince = new Date(endedBefore.getTime() - SESSION_IDLE_MS);
  const result = await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, endedBefore),
        and(eq(sessions.remember, false), lte(sessions.lastActiveAt, idleSince)),
      ),
    );
  return result.rowCount ?? 0;
}
