import { and, count, desc, eq, gt, lt, max, or } from 'drizzle-orm';
import { employees } from '../../resources/employees.ts';
import { facilities } from '../../resources/facilities.ts';
import { RESOURCES } from '../../resources/index.ts';
import type { Permission } from '../../resources/permissions.ts';
import { regions } from '../../resources/regions.ts';
import { SESSION_IDLE_MS, isSessionExpired } from '../auth/sessions/session-policy.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { SessionContext } from '../http/request-context.ts';
import { currentUser } from '../account/current-user.ts';
import { permissionsOfSession } from '../users/permission-cache.ts';
import { countUsers } from '../users/users.ts';
import { mayRead, mayReadChanges } from './card-access.ts';
import { loadFacilitiesPerRegion } from './facilities-per-region.ts';
import { loadHeadcount } from './headcount.ts';
import { loadLatestChanges } from './latest-changes.ts';
import type { Dashboard, DashboardSession } from '../../contract/api/dashboard.ts';

const RECENT_SESSIONS = 5;

/**
 * Who sees the portal-wide figures (all accounts, all live sessions): who manages accounts (makes, links and blocks
 * them on employees). They count no resource a reader could read, so reading employees is not enough
 * (docs/decisions.md "Counts go to who reads them").
 */
const PORTAL_FIGURES_PERMISSIONS: readonly Permission[] = ['manage_employees'];

/** The dashboard's cards (a card the user may not see has no key) and its recent sessions. */
export type { Dashboard, DashboardSession };

/**
 * What the dashboard shows, all of it read from the database: the user's first name, the cards their permissions
 * open (portal figures, headcount, facilities per region, the latest changes of what they may read), when the
 * user signed in before this session, and their most recent sessions.
 */
export async function loadDashboard(
  db: Db,
  session: SessionContext,
  now: Date = new Date(),
): Promise<Dashboard> {
  const user = await currentUser(db, session);
  const permissions = await permissionsOfSession(db, session);
  const seesPortal = PORTAL_FIGURES_PERMISSIONS.some((permission) => permissions.includes(permission));
  const changesOf = RESOURCES.filter((resource) => mayReadChanges(resource, permissions));
  // One card after another: a card may run a few queries at once (headcount), and a dashboard load should not
  // take most of the connection pool (10) while sign-ins wait.
  const counts = seesPortal ? await portalCounts(db, now) : undefined;
  const headcount = mayRead(employees, permissions) ? await loadHeadcount(db, now) : undefined;
  const facilitiesPerRegion =
    mayRead(regions, permissions) && mayRead(facilities, permissions)
      ? await loadFacilitiesPerRegion(db)
      : undefined;
  const latestChanges =
    changesOf.length > 0
      ? await loadLatestChanges(db, changesOf, mayRead(employees, permissions))
      : undefined;
  const lastSignIn = await previousSignIn(db, session);
  const sessionList = await recentSessions(db, session, now);
  return {
    user: { firstname: user.firstname },
    ...(counts && { counts }),
    ...(headcount && { headcount }),
    ...(facilitiesPerRegion && { facilitiesPerRegion }),
    ...(latestChanges && { latestChanges }),
    lastSignIn,
    recentSessions: sessionList,
  };
}

async function portalCounts(db: Db, now: Date): Promise<{ users: number; activeSessions: number }> {
  return { users: await countUsers(db), activeSessions: await countActiveSessions(db, now) };
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
