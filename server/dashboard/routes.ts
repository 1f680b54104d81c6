import { z } from 'zod';
import type { App } from '../app-types.ts';
import { requireUser } from '../auth/guards.ts';
import { loadDashboard } from './dashboard.ts';

const dashboardResponse = z.object({
  data: z.object({
    user: z.object({ firstname: z.string() }),
    counts: z.object({ users: z.number().int(), activeSessions: z.number().int() }).nullable(),
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

/** GET /dashboard: what the Dutch dashboard shows a signed-in user. */
export async function dashboardRoutes(app: App): Promise<void> {
  app.get('/dashboard', { schema: { response: { 200: dashboardResponse } } }, async (request) => ({
    data: await loadDashboard(app.database.db, requireUser(request)),
  }));
}
