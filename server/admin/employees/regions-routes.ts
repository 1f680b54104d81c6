import { z } from 'zod';
import { translate } from '../../../i18n/server/translate.ts';
import { actorOfRequest } from '../authority.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { listEmployeeRegions, repeatedRegions, updateEmployeeRegions } from './regions.ts';
import { permissionGuard, writeGuard } from '../route-guards.ts';

/** At most this many regions per employee: more than the country has, so only a guard against huge bodies. */
const MAX_REGIONS = 200;

/** A region or role id; a malformed one reads like an unknown one. */
const reference = () => z.uuid({ error: () => translate('server.admin.unknownReference') });

const regionInput = z.strictObject({ region: reference(), role: reference(), primary: z.boolean() });

/** The whole new list: exactly one primary unless empty, no region twice. */
const updateRegionBody = z.strictObject({
  regions: z
    .array(regionInput)
    .max(MAX_REGIONS)
    .superRefine((list, context) => {
      if (list.length > 0 && list.filter((item) => item.primary).length !== 1) {
        context.addIssue({ code: 'custom', message: translate('server.employees.onePrimary') });
      }
      for (const index of repeatedRegions(list)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'region'],
          message: translate('server.employees.regionTwice'),
        });
      }
    }),
});

const regionsAnswer = z.object({
  data: z.array(
    z.object({
      region: z.string(),
      regionName: z.string(),
      role: z.string(),
      roleName: z.string(),
      primary: z.boolean(),
    }),
  ),
});

const params = z.object({ id: z.string() });

/**
 * Extension `regions` of employees: `GET /employees/{id}/regions` (read with the employee's read permissions) and
 * `POST /employees/{id}/update-region` (manage_employees).
 */
export const employeeRegionsRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  const tags = [resource.name];

  app.get(
    '/:id/regions',
    {
      ...permissionGuard(resource.permission, ...resource.readPermissions),
      schema: { tags, params, response: { 200: regionsAnswer } },
    },
    async (request) => ({ data: await listEmployeeRegions(db, request.params.id) }),
  );

  app.post(
    '/:id/update-region',
    {
      ...writeGuard(resource),
      schema: { tags, params, body: updateRegionBody, response: { 200: regionsAnswer } },
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
