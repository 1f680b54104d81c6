import { z } from 'zod';
import { replaceRolesBody } from '../../../contract/api/admin/employees.ts';
import { roles } from '../../../resources/roles.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { actorOfRequest } from '../authority.ts';
import { confirmedWriteGuard, readGuard } from '../route-guards.ts';
import { idParams, recordSchema } from '../schemas.ts';
import { replaceEmployeeRoles, rolesOfEmployee } from './roles.ts';

/**
 * Extension `roles` of employees: `GET /employees/{id}/roles` and `PUT /employees/{id}/roles` with
 * `{ roles: [uuid …] }` (the whole list), both answering `{ data: Role[] }`. The GET needs one of the definition's
 * permissions (manage_employees, view_employees), the PUT manage_employees and a recent re-confirmation (423).
 */
export const employeeRolesRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const rolesField = resource.fields.roles;
  // The body is the employees definition's rule (contract/api/admin/employees.ts): this resource must have it.
  if (rolesField?.kind !== 'referenceList' || rolesField.references !== roles.name) {
    throw new Error(`${resource.name}: extension "roles" needs a reference list "roles" of roles`);
  }
  const db = app.database.db;
  const answer = z.object({ data: z.array(recordSchema(roles)) });
  const tags = [resource.name];

  app.get(
    '/:id/roles',
    {
      // Readers too: the detail carries the role ids and "Regio's en rollen" their names.
      ...readGuard(resource),
      schema: { tags, params: idParams, response: { 200: answer } },
    },
    async (request) => ({ data: await rolesOfEmployee(db, resource, request.params.id) }),
  );

  app.put(
    '/:id/roles',
    {
      ...confirmedWriteGuard(resource, behaviour),
      schema: {
        tags,
        params: idParams,
        body: replaceRolesBody,
        response: { 200: answer },
      },
    },
    async (request) => ({
      data: await replaceEmployeeRoles(
        db,
        resource,
        request.params.id,
        request.body.roles,
        await actorOfRequest(request),
      ),
    }),
  );
};
