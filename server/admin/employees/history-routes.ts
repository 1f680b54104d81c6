import { historyAnswer, historyQuery } from '../../../contract/api/admin/employees.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { idParams } from '../schemas.ts';
import { listEmployeeHistory } from './history.ts';
import { permissionGuard } from '../route-guards.ts';

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
      schema: {
        tags: [resource.name],
        params: idParams,
        querystring: historyQuery,
        response: { 200: historyAnswer },
      },
    },
    async (request) =>
      listEmployeeHistory(db, resource, request.params.id, request.query, request.url.split('?')[0]!),
  );
};
