import { employeeRegionsAnswer, updateRegionsBody } from '../../../contract/api/admin/employees.ts';
import { actorOfRequest } from '../authority.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { idParams } from '../schemas.ts';
import { listEmployeeRegions, updateEmployeeRegions } from './regions.ts';
import { readGuard, writeGuard } from '../route-guards.ts';

/**
 * Extension `regions` of employees: `GET /employees/{id}/regions` (read with the employee's read permissions) and
 * `POST /employees/{id}/update-region` (manage_employees).
 */
export const employeeRegionsRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const db = app.database.db;
  const tags = [resource.name];

  app.get(
    '/:id/regions',
    {
      ...readGuard(resource),
      schema: { tags, params: idParams, response: { 200: employeeRegionsAnswer } },
    },
    async (request) => ({ data: await listEmployeeRegions(db, request.params.id) }),
  );

  app.post(
    '/:id/update-region',
    {
      ...writeGuard(resource, behaviour),
      schema: { tags, params: idParams, body: updateRegionsBody, response: { 200: employeeRegionsAnswer } },
    },
    async (request) => ({
      data: await updateEmployeeRegions(
        db,
        resource,
        request.params.id,
        request.body.regions,
        await actorOfRequest(request),
      ),
    }),
  );
};
