import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  permissionsGeneration,
  sessions,
  users,
  type SessionConfirmation,
  type SessionRow,
} from '../../db/schema/index.ts';
import type { SessionContext } from '../../http/request-context.ts';
import { deriveOnboarding, isOnboardingComplete } from '../../users/onboarding.ts';
import { onboardingFactColumns } from '../../users/onboarding-columns.ts';
import { noteExpiredSession } from './session-end-reason.ts';
import { isSessionExpired, needsTouch, sessionExpiresAt } from './session-policy.ts';
import { forgetSessions, sessionCacheOf } from '../../session-cache/session-cache.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token.ts';

export interface NewSessionInput {
  userId: string;
  remember: boolean;
  userAgent: string;
  ip: string;
  /** Where the SPA goes after signing in (GET /auth/intended-url); a sanitized same-origin path or null. */
  intendedUrl?: string | null;
  /** The user has finished onboarding (default false: the session's next read derives it from the user). */
  onboarded?: boolean;
  /** A confirmation the sign-in itself counts as (server/auth/sign-in/start-session.ts), made at the session's start. */
  confirmedWith?: SessionConfirmation | null;
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
      confirmedAt: input.confirmedWith ? now : null,
      confirmedMethod: input.confirmedWith ?? null,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: sessionExpiresAt(now, input.remember),
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return { token, session: toSessionContext(row, { onboarded: input.onboarded ?? false }) };
}

/**
 * The live session for a cookie token, or null. An expired session is deleted; `last_active_at` is written at
 * most once per minute.
 *
 * On PostgreSQL the instance keeps what it read (session-cache.ts) while it hears every change through LISTEN;
 * otherwise, and for a session it does not keep, one indexed query (unique `token_hash`) that also reads the
 * permissions generation (server/users/permission-cache.ts) and whether the user has finished onboarding (a change
 * of the user's onboarding facts notifies like a logout: migration 0019).
 */
export async function findSessionByToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SessionContext | null> {
  if (!looksLikeSessionToken(token)) return null;
  const tokenHash = hashSessionToken(token);
  const cache = sessionCacheOf(db);
  if (cache.get(tokenHash)) {
    // Let a change notification that already arrived be handled before trusting what is kept.
    await new Promise((resolve) => setImmediate(resolve));
    const kept = cache.get(tokenHash);
    // One that looks ended is read again: another instance may have kept it alive.
    if (kept && !isSessionExpired(kept, now)) {
      await touch(db, kept, now);
      return { ...kept };
    }
  }
  const epoch = cache.epoch;
  const [found] = await db
    .select({
      row: getTableColumns(sessions),
      generation: sql<number>`(select ${permissionsGeneration.value} from ${permissionsGeneration})`.mapWith(
        Number,
      ),
      user: onboardingFactColumns,
      blockedAt: users.blockedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!found) return null;
  // Blocking deletes the account's sessions; one started by a sign-in that raced the block ends here.
  if (found.blockedAt) {
    await deleteSession(db, found.row.id);
    return null;
  }
  if (isSessionExpired(found.row, now)) {
    noteExpiredSession(tokenHash);
    await deleteSession(db, found.row.id);
    return null;
  }
  const onboarded = isOnboardingComplete(deriveOnboarding(found.user));
  const session = toSessionContext(found.row, { onboarded, permissionsGeneration: found.generation });
  await touch(db, session, now);
  cache.keep(tokenHash, { ...session }, epoch);
  return session;
}

/** Writes `last_active_at` (here and in the database) once it is a minute old. */
async function touch(db: Db, session: SessionContext, now: Date): Promise<void> {
  if (!needsTouch(session, now)) return;
  await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.id));
  session.lastActiveAt = now;
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
  forgetSessions(db);
}

function toSessionContext(
  row: SessionRow,
  facts: { onboarded: boolean; permissionsGeneration?: number | null },
): SessionContext {
  return {
    id: row.id,
    userId: row.userId,
    remember: row.remember,
    createdAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    expiresAt: row.expiresAt,
    confirmedAt: row.confirmedAt,
    confirmedMethod: row.confirmedMethod,
    onboarded: facts.onboarded,
    permissionsGeneration: facts.permissionsGeneration ?? null,
  };
}
