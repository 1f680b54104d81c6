import type { BoundedCount, ChangeKind, RecordState } from '../../contract/api/dashboard.ts';

/**
 * The page's view of `GET /dashboard` (the answer is `Dashboard` in contract/api/dashboard.ts): every part may be
 * missing or null, so an odd answer shows less instead of breaking the page.
 */

export type { BoundedCount, ChangeKind };

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

export interface Headcount {
  active: number | null;
  archivedThisMonth: number | null;
  withoutRegion: BoundedCount | null;
  withoutRole: BoundedCount | null;
}

export interface RegionFacilities {
  id: string;
  name: string;
  facilities: number | null;
}

/** One entry of the action history: who did what to which record, when. */
export interface LatestChange {
  id: string;
  kind: ChangeKind;
  /** The definition's name (`tags`). */
  resource: string;
  recordId: string;
  recordName: string | null;
  recordState: RecordState;
  /** Absent when the user may not see who made the change (server/dashboard/latest-changes.ts). */
  actorName?: string | null;
  createdAt: string | null;
}

/**
 * What `GET /dashboard` gives, with every part optional: the page shows what is there. A card's data is null when
 * the answer has no key for it (the user may not see it): the page leaves the card out.
 */
export interface DashboardData {
  firstname: string | null;
  counts: DashboardCounts | null;
  headcount: Headcount | null;
  facilitiesPerRegion: RegionFacilities[] | null;
  latestChanges: LatestChange[] | null;
  lastSignIn: string | null;
  recentSessions: DashboardSession[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const bounded = (value: unknown): BoundedCount | null => {
  const figure = isObject(value) ? count(value.count) : null;
  return isObject(value) && figure !== null ? { count: figure, more: value.more === true } : null;
};
const objects = (value: unknown): Json[] | null => (Array.isArray(value) ? value.filter(isObject) : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

// The contract's lists, spelled again: the SPA imports only its types. A new kind or state fails to compile here.
const KINDS = Object.keys({
  create: true,
  edit: true,
  delete: true,
  archive: true,
  restore: true,
} satisfies Record<ChangeKind, true>) as ChangeKind[];
const STATES = Object.keys({ present: true, archived: true, deleted: true } satisfies Record<
  RecordState,
  true
>) as RecordState[];

function parseHeadcount(value: unknown): Headcount | null {
  if (!isObject(value)) return null;
  return {
    active: count(value.active),
    archivedThisMonth: count(value.archivedThisMonth),
    withoutRegion: bounded(value.withoutRegion),
    withoutRole: bounded(value.withoutRole),
  };
}

function parseRegions(value: unknown): RegionFacilities[] | null {
  return (
    objects(value)?.flatMap((region) => {
      const id = text(region.id);
      return id ? [{ id, name: text(region.name) ?? '', facilities: count(region.facilities) }] : [];
    }) ?? null
  );
}

function parseChanges(value: unknown): LatestChange[] | null {
  return (
    objects(value)?.flatMap((change, index) => {
      const resource = text(change.resource);
      const recordId = text(change.recordId);
      if (!resource || !recordId) return [];
      return [
        {
          id: text(change.id) ?? String(index),
          kind: oneOf(KINDS, change.kind, 'edit'),
          resource,
          recordId,
          recordName: text(change.recordName),
          recordState: oneOf(STATES, change.recordState, 'deleted'),
          ...('actorName' in change && { actorName: text(change.actorName) }),
          createdAt: text(change.createdAt),
        },
      ];
    }) ?? null
  );
}

/**
 * Reads the body of `GET /dashboard` (`{ data: { user: { firstname }, counts?, headcount?, facilitiesPerRegion?,
 * latestChanges?, lastSignIn, recentSessions } }`, docs/api.md) tolerantly: missing or oddly typed parts become
 * null or empty instead of breaking the page; an absent card is null ("not for this user").
 */
export function parseDashboard(body: unknown): DashboardData {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  const user = isObject(data.user) ? data.user : {};
  const counts = isObject(data.counts) ? data.counts : null;
  const sessions = Array.isArray(data.recentSessions) ? data.recentSessions.filter(isObject) : [];
  return {
    firstname: text(user.firstname),
    counts: counts && { users: count(counts.users), activeSessions: count(counts.activeSessions) },
    headcount: parseHeadcount(data.headcount),
    facilitiesPerRegion: parseRegions(data.facilitiesPerRegion),
    latestChanges: parseChanges(data.latestChanges),
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
