import type { FastifyRequest } from 'fastify';
import { updateFacilityRegionBody } from '../../../contract/api/admin/facilities.ts';
import { requirePermission, requireUser } from '../../auth/sessions/guards.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { idParams, oneSchema } from '../schemas.ts';
import { updateRecord } from '../write-records.ts';

/**
 * Extension `update-region` of facilities (spec §2 "Move a facility to another region", §7
 * `POST /facilities/{id}/update-region`): the one way to change a facility's region (the field is not editable by
 * PATCH). Body `{ region }`; answers the moved facility, audited as the definition names the region field's edit
 * (updateFacilityRegion). An unknown region is 422 on `region`, an unknown facility 404; moving a facility to the
 * region it is in changes nothing and writes no entry.
 */
export const updateFacilityRegion: ExtensionRoutes = async (app, facilities) => {
  const db = app.database.db;
  app.post(
    '/:id/update-region',
    {
      preValidation: async (request: FastifyRequest) =>
        void (await requirePermission(request, facilities.permission)),
      schema: {
        tags: [facilities.name],
        params: idParams,
        body: updateFacilityRegionBody,
        response: { 200: oneSchema(facilities) },
      },
    },
    async (request) => {
      const { region } = request.body;
      const actorId = requireUser(request).userId;
      return { data: await updateRecord(db, facilities, request.params.id, { region }, actorId) };
    },
  );
};
