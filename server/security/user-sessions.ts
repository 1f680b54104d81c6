import { and, desc, eq, ne } from 'drizzle-orm';
import { forgetSessions } from '../session-cache/session-cache.ts';
import type { Db, Tx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { SessionContext } from '../http/request-context.ts';
import { isSessionExpired } from '../auth/sessions/session-policy.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { describeUserAgent } from './user-agent.ts';

export interface UserSession {
  id: string;
  browser: string | null;
  os: string | null;
  ip: string;
  createdAt: Date;
  lastActiveAt: Date;
  current: boolean;
}

/** `GET /user/sessions`: the user's live sessions, the most recently active first, the current one marked. */
export async function listUserSessions(db: Db, current: SessionContext, now: Date): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, current.userId))
    .orderBy(desc(sessions.lastActiveAt));
  return rows
    .filter((row) => !isSessionExpired(row, now))
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt,
      lastActiveAt: row.lastActiveAt,
      current: row.id === current.id,
    }));
}

/**
 * `DELETE /user/sessions/{id}`: ends one of the user's sessions (its cookie fails on the very next request, on
 * every instance: server/session-cache/session-cache.ts). False when the user has no session with this id.
 */
export async function endUserSession(db: Db, current: SessionContext, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, current.userId)))
    .returning({ id: sessions.id });
  forgetSessions(db);
  return deleted.length > 0;
}

/** Ends every session of the user but the current one; gives how many. */
export async function endOtherSessions(db: Db, current: SessionContext): Promise<number> {
  const ended = await deleteOtherSessions(db, current);
  forgetSessions(db);
  return ended;
}

/**
 * `DELETE /user/sessions` ("Alle andere sessies uitloggen"): ends every other session and, in the same
 * transaction, the trust of every device of the account, this one included. Whoever fears a stolen session fears a
 * copied device cookie too, and a copy of the current cookie cannot be told apart from this browser: without this a
 * thief with the cookie and the password would skip the second step (docs/sign-in.md "Known and trusted devices").
 * Gives how many sessions ended.
 */
export async function logOutEverywhere(db: Db, current: SessionContext): Promise<number> {
  const ended = await db.transaction(async (tx) => {
    const count = await deleteOtherSessions(tx, current);
    await revokeTrustedDevices(tx, current.userId);
    return count;
  });
  forgetSessions(db);
  return ended;
}

async function deleteOtherSessions(db: Db | Tx, current: SessionContext): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, current.userId), ne(sessions.id, current.id)))
    .returning({ id: sessions.id });
  return deleted.length;
}
