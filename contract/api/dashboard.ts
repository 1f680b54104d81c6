import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * `GET /dashboard` (docs/api.md): what the Dutch dashboard shows a signed-in user. A card the user may not see has
 * no key at all: its data never leaves the database for them (server/dashboard/dashboard.ts).
 */

/** What kind of write an entry of the action history is, from the definition's audit names. */
export const CHANGE_KINDS = ['create', 'edit', 'delete', 'archive', 'restore'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** What became of an audited record: still there, archived, or deleted. */
export const RECORD_STATES = ['present', 'archived', 'deleted'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** A count that stopped at a ceiling: `more` says there are more than `count`. */
export const boundedCount = z.object({ count: z.number().int(), more: z.boolean() });
export type BoundedCount = z.infer<typeof boundedCount>;

/** The headcount card (users who may read employees). */
export const headcount = z.object({
  active: z.number().int(),
  /** Archived since the first of this calendar month in Europe/Amsterdam. */
  archivedThisMonth: z.number().int(),
  /** Active employees without any region. */
  withoutRegion: boundedCount,
  /** Active employees without any role. */
  withoutRole: boundedCount,
});
export type Headcount = z.infer<typeof headcount>;

/** One region of the facilities-per-region card (users who may read regions and facilities). */
export const regionFacilities = z.object({ id: z.string(), name: z.string(), facilities: z.number().int() });
export type RegionFacilities = z.infer<typeof regionFacilities>;

/** One entry of the latest changes: who did what to which record, when. */
export const latestChange = z.object({
  id: z.string(),
  /** The audit name (createTag, editEmployeeRegions …). */
  action: z.string(),
  kind: z.enum(CHANGE_KINDS),
  /** The definition's name (`tags`). */
  resource: z.string(),
  recordId: z.string(),
  /** The record's name (its title field), or null when unknown. */
  recordName: z.string().nullable(),
  recordState: z.enum(RECORD_STATES),
  /**
   * The actor's first and last name, or their email; null when the account is gone. Absent for a user who may not
   * read employees: who works here is theirs to know, not every manager's.
   */
  actorName: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
});
export type LatestChange = z.infer<typeof latestChange>;

/** One of the user's most recent sessions. */
export const dashboardSession = z.object({
  id: z.string(),
  current: z.boolean(),
  /** Not expired (past its end, or idle when not remembered). */
  active: z.boolean(),
  remember: z.boolean(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
});
export type DashboardSession = z.infer<typeof dashboardSession>;

/** The dashboard's cards; an optional one is absent for a user who may not see it. */
export const dashboard = z.object({
  user: z.object({ firstname: z.string() }),
  /** Portal-wide figures: users who manage accounts (manage_employees). */
  counts: z.object({ users: z.number().int(), activeSessions: z.number().int() }).optional(),
  headcount: headcount.optional(),
  facilitiesPerRegion: z.array(regionFacilities).optional(),
  /** Users who may read the changes of at least one resource (server/dashboard/card-access.ts). */
  latestChanges: z.array(latestChange).optional(),
  /** When the user signed in before this session, or null. */
  lastSignIn: z.iso.datetime().nullable(),
  recentSessions: z.array(dashboardSession),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardAnswer = envelope(dashboard);
