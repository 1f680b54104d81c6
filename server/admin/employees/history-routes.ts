import { z } from 'zod';
import type { ExtensionRoutes } from '../extensions.ts';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../schemas.ts';
import { listEmployeeHistory } from './history.ts';
import { permissionGuard } from '../route-guards.ts';

const params = z.object({ id: z.string() });
const query = z.strictObject({
  cursor: z.string().max(2000).optional(),
  perPage: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
const historyPage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actorId: z.string().nullable(),
      actorName: z.string().nullable(),
      createdAt: z.string(),
      changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
    }),
  ),
  links: z.object({ next: z.string().nullable() }),
  meta: z.object({ total: z.number().int().optional() }),
});

/**
 * Extension `history` of employees: `GET /employees/{id}/history`, only with view_employee_action_history (managing
 * employees is not enough: the history names who did what).
 */
export const employeeHistoryRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  app.get(
    '/:id/history',
    {
      ...permissionGuard('view_employee_action_history'),
      schema: { tags: [resource.name], params, querystring: query, response: { 200: historyPage } },
    },
    async (request) =>
      listEmployeeHistory(db, resource, request.params.id, request.query, request.url.split('?')[0]!),
  );
};
