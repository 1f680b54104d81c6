/** One of the user's sessions as the dashboard lists it. */
export interface DashboardSession {
  id: string;
  current: boolean;
  active: boolean;
  userAgent: string;
  ip: string;
  lastActiveAt: string | null;
}

/** The portal-wide figures; only users who may see employees get them. */
export interface DashboardCounts {
  users: number | null;
  activeSessions: number | null;
}

/** What `GET /dashboard` gives, with every part optional: the page shows what is there. */
export interface DashboardData {
  firstname: string | null;
  /** Null when the user may not see them (no manage_employees / view_employees): the page shows no figures. */
  counts: DashboardCounts | null;
  lastSignIn: string | null;
  recentSessions: DashboardSession[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Reads the body of `GET /dashboard` (`{ data: { user: { firstname }, counts, lastSignIn, recentSessions } }`)
 * tolerantly: missing or oddly typed parts become null or empty instead of breaking the page; `counts` that are
 * null or absent mean "no figures for this user".
 */
export function parseDashboard(body: unknown): DashboardData {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  const user = isObject(data.user) ? data.user : {};
  const counts = isObject(data.counts) ? data.counts : null;
  const sessions = Array.isArray(data.recentSessions) ? data.recentSessions.filter(isObject) : [];
  return {
    firstname: text(user.firstname),
    counts: counts && { users: count(counts.users), activeSessions: count(counts.activeSessions) },
    lastSignIn: text(data.lastSignIn),
    recentSessions: sessions.map((session, index) => ({
      id: text(session.id) ?? String(index),
      current: session.current === true,
      active: session.active !== false,
      userAgent: text(session.userAgent) ?? '',
      ip: text(session.ip) ?? '',
      lastActiveAt: text(session.lastActiveAt) ?? text(session.createdAt),
    })),
  };
}
