import type { App } from '../app-types.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { loadDashboard } from './dashboard.ts';
import { dashboardAnswer } from '../../contract/api/dashboard.ts';

/** `GET /dashboard`: what the Dutch dashboard shows a signed-in user; a card they may not see has no key. */
export async function dashboardRoutes(app: App): Promise<void> {
  app.get('/dashboard', { schema: { response: { 200: dashboardAnswer } } }, async (request) => ({
    data: await loadDashboard(app.database.db, requireUser(request)),
  }));
}
