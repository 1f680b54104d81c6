import { z } from 'zod';
import type { App } from '../app-types.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { loadDashboard } from './dashboard.ts';

const boundedCount = z.object({ count: z.number().int(), more: z.boolean() });

const dashboardResponse = z.object({
  data: z.object({
    user: z.object({ firstname: z.string() }),
    counts: z.object({ users: z.number().int(), activeSessions: z.number().int() }).optional(),
    headcount: z
      .object({
        active: z.number().int(),
        archivedThisMonth: z.number().int(),
        withoutRegion: boundedCount,
        withoutRole: boundedCount,
      })
      .optional(),
    facilitiesPerRegion: z
      .array(z.object({ id: z.string(), name: z.string(), facilities: z.number().int() }))
      .optional(),
    latestChanges: z
      .array(
        z.object({
          id: z.string(),
          action: z.string(),
          kind: z.enum(['create', 'edit', 'delete', 'archive', 'restore']),
          resource: z.string(),
          recordId: z.string(),
          recordName: z.string().nullable(),
          recordState: z.enum(['present', 'archived', 'deleted']),
          actorName: z.string().nullable().optional(),
          createdAt: z.string(),
        }),
      )
      .optional(),
    lastSignIn: z.string().nullable(),
    recentSessions: z.array(
      z.object({
        id: z.string(),
        current: z.boolean(),
        active: z.boolean(),
        remember: z.boolean(),
        userAgent: z.string(),
        ip: z.string(),
        createdAt: z.string(),
        lastActiveAt: z.string(),
      }),
    ),
  }),
});

/** GET /dashboard: what the Dutch dashboard shows a signed-in user; a card they may not see has no key. */
export async function dashboardRoutes(app: App): Promise<void> {
  app.get('/dashboard', { schema: { response: { 200: dashboardResponse } } }, async (request) => ({
    data: await loadDashboard(app.database.db, requireUser(request)),
  }));
}
