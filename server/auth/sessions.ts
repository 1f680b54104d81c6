import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, type SessionRow } from '../db/schema/index.ts';
import type { SessionContext } from '../http/request-context.ts';
import { isSessionExpired, needsTouch, sessionExpiresAt } from './session-policy.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token.ts';

export interface NewSessionInput {
  userId: string;
  remember: boolean;
  userAgent: string;
  ip: string;
  /** Where the SPA goes after signing in (GET /auth/intended-url); a sanitized same-origin path or null. */
  intendedUrl?: string | null;
}

export interface CreatedSession {
  /** The cookie value: returned once, never stored. */
  token: string;
  session: SessionContext;
}

/** Starts a session for a user and returns the token for the cookie. */
export async function createSession(
  db: Db,
  input: NewSessionInput,
  now: Date = new Date(),
): Promise<CreatedSession> {
  const token = newSessionToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId: input.userId,
      remember: input.remember,
      userAgent: input.userAgent.slice(0, 512),
      ip: input.ip,
      intendedUrl: input.intendedUrl ?? null,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: sessionExpiresAt(now, input.remember),
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return { token, session: toSessionContext(row) };
}

/**
 * The live session for a cookie token, or null. One indexed query (unique `token_hash`); an expired session is
 * deleted; `last_active_at` is written at most once per minute.
 *
 * No in-process cache on purpose (yet): DESIGN.md §8 wants one, but it needs cross-instance invalidation
 * (PostgreSQL LISTEN/NOTIFY or Redis) so that a logout or "log out everywhere" on one instance is seen by all
 * instances at once. That comes with the scale-out work; until then every request asks the database.
 */
export async function findSessionByToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SessionContext | null> {
  if (!looksLikeSessionToken(token)) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row) return null;
  if (isSessionExpired(row, now)) {
    await deleteSession(db, row.id);
    return null;
  }
  if (needsTouch(row, now)) {
    await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, row.id));
    return toSessionContext({ ...row, lastActiveAt: now });
  }
  return toSessionContext(row);
}

/** The intended URL stored with a session at sign-in, or null. */
export async function sessionIntendedUrl(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ intendedUrl: sessions.intendedUrl })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return row?.intendedUrl ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

function toSessionContext(row: SessionRow): SessionContext {
  return {
    id: row.id,
    userId: row.userId,
    remember: row.remember,
    createdAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    expiresAt: row.expiresAt,
    confirmedAt: row.confirmedAt,
    confirmedMethod: row.confirmedMethod,
  };
}
