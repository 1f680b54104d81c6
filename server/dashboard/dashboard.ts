import { and, count, desc, eq, gt, lt, max, or } from 'drizzle-orm';
import type { Permission } from '../../resources/permissions.ts';
import { SESSION_IDLE_MS, isSessionExpired } from '../auth/session-policy.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { SessionContext } from '../http/request-context.ts';
import { currentUser } from '../account/current-user.ts';
import { permissionsOfSession } from '../users/permission-cache.ts';
import { countUsers } from '../users/users.ts';

const RECENT_SESSIONS = 5;

/** Who sees the portal-wide figures (all accounts, all live sessions): those who work with employees. */
const PORTAL_FIGURES_PERMISSIONS: readonly Permission[] = ['manage_employees', 'view_employees'];

export interface DashboardSession {
  id: string;
  current: boolean;
  active: boolean;
  remember: boolean;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastActiveAt: string;
}

export interface Dashboard {
  user: { firstname: string };
  /** Portal-wide figures; null for a user without PORTAL_FIGURES_PERMISSIONS. */
  counts: { users: number; activeSessions: number } | null;
  lastSignIn: string | null;
  recentSessions: DashboardSession[];
}

/**
 * What the dashboard shows today, all of it read from the database: the user's first name, how many accounts
 * there are and how many sessions are live portal-wide (only to users who may see employees), when the user
 * signed in before this session, and their most recent sessions. The admin resources add their counts later.
 */
export async function loadDashboard(
  db: Db,
  session: SessionContext,
  now: Date = new Date(),
): Promise<Dashboard> {
  const user = await currentUser(db, session);
  const permissions = await permissionsOfSession(db, session);
  const seesPortal = PORTAL_FIGURES_PERMISSIONS.some((permission) => permissions.includes(permission));
  return {
    user: { firstname: user.firstname },
    counts: seesPortal
      ? { users: await countUsers(db), activeSessions: await countActiveSessions(db, now) }
      : null,
    lastSignIn: await previousSignIn(db, session),
    recentSessions: await recentSessions(db, session, now),
  };
}

/** Sessions not past their absolute end and (unless remembered) not idle: people signed in right now. */
async function countActiveSessions(db: Db, now: Date): Promise<number> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(
      and(gt(sessions.expiresAt, now), or(eq(sessions.remember, true), gt(sessions.lastActiveAt, idleSince))),
    );
  return row?.value ?? 0;
}

/**
 * Start of the user's latest session begun before the current one that we still hold (a session started later,
 * e.g. on another device, is not a previous sign-in). Interim: logged-out and expired sessions are deleted
 * (logout, purgeExpiredSessions), so this forgets those sign-ins; the sign-in events of the sign-in issue will
 * replace it.
 */
async function previousSignIn(db: Db, session: SessionContext): Promise<string | null> {
  const [row] = await db
    .select({ value: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), lt(sessions.createdAt, session.createdAt)));
  return row?.value ? row.value.toISOString() : null;
}

async function recentSessions(db: Db, session: SessionContext, now: Date): Promise<DashboardSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, session.userId))
    .orderBy(desc(sessions.lastActiveAt))
    .limit(RECENT_SESSIONS);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === session.id,
    active: !isSessionExpired(row, now),
    remember: row.remember,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
  }));
}
