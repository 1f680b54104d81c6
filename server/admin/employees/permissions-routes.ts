import { updatePermissionsBody } from '../../../contract/api/admin/employees.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { actorOfRequest, allChecks, changedValues, requireHoldsAll } from '../authority.ts';
import { authorityCheck } from './authority.ts';
import { confirmedWriteGuard } from '../route-guards.ts';
import { idParams, oneSchema } from '../schemas.ts';
import { setRecordFields } from '../write-records.ts';

/**
 * Extension `permissions` of employees (spec §6 "Employee-level permissions are updated separately"):
 * `POST /employees/{id}/update-permissions` with `{ permissions: [...] }` (the whole list, the definition's rule:
 * the eight of spec §6) → `{ data: employee }`; needs a recent re-confirmation (423). Audited under the name the definition gives the read-only
 * `permissions` field (editEmployeePermissions). 404 for an unknown or archived employee; 403 for one's own or a
 * superior's record (route-guards.ts), and when a permission given or taken is not the actor's own.
 */
export const employeePermissionsRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  // The body is the employees definition's rule (contract/api/admin/employees.ts): this resource must have it.
  if (resource.fields.permissions?.kind !== 'enumList') {
    throw new Error(`${resource.name}: extension "permissions" needs a list field "permissions"`);
  }
  const db = app.database.db;

  app.post(
    '/:id/update-permissions',
    {
      ...confirmedWriteGuard(resource, behaviour),
      schema: {
        tags: [resource.name],
        params: idParams,
        body: updatePermissionsBody,
        response: { 200: oneSchema(resource) },
      },
    },
    async (request) => {
      const actor = await actorOfRequest(request);
      // Every permission given or taken must be one the actor holds (server/admin/authority.ts).
      const data = await setRecordFields(
        db,
        resource,
        request.params.id,
        { permissions: request.body.permissions },
        actor.userId,
        allChecks(authorityCheck(actor, request.params.id), (before, after) =>
          requireHoldsAll(
            actor,
            changedValues(before?.permissions as string[], after?.permissions as string[]),
            'grantPermission',
          ),
        ),
      );
      return { data };
    },
  );
};
