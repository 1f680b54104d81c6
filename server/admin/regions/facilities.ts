import type { FastifyRequest } from 'fastify';
import { facilities } from '../../../resources/facilities.ts';
import { requireAnyPermission } from '../../auth/sessions/guards.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { getRecord, listRecords } from '../read-records.ts';
import { idParams, listQuerySchema, pageSchema } from '../schemas.ts';

/**
 * Extension `facilities` of regions (spec §7 `GET /regions/{id}/facilities`, paged via `links.next`): the region's
 * facilities, with the paging, sort and search of `GET /facilities` and the region taken from the path. Needs the
 * right to read regions and facilities (both `manage_regions`: 401, 403, then 422 for the query, then 404 for an
 * unknown region).
 */
export const regionFacilities: ExtensionRoutes = async (app, regions) => {
  const db = app.database.db;
  app.get(
    '/:id/facilities',
    {
      preValidation: async (request: FastifyRequest) => {
        for (const resource of [regions, facilities]) {
          await requireAnyPermission(request, [resource.permission, ...resource.readPermissions]);
        }
      },
      schema: {
        tags: [regions.name],
        params: idParams,
        querystring: listQuerySchema(facilities, ['region']),
        response: { 200: pageSchema(facilities) },
      },
    },
    async (request) => {
      const region = await getRecord(db, regions, request.params.id);
      return listRecords(db, facilities, request.query, {
        path: request.url.split('?')[0]!,
        fixed: { region: region.id },
      });
    },
  );
};
