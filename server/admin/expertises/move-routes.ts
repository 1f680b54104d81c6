import { moveExpertiseBody } from '../../../contract/api/admin/expertises.ts';
import { actorOf, writeGuard } from '../route-guards.ts';
import { idParams, oneSchema } from '../schemas.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { moveExpertise } from './move-expertise.ts';

/** Extension `move` of expertises: `POST /expertises/{id}/move` `{ before }` (before another expertise, or last). */
export const moveExpertiseRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const db = app.database.db;
  app.post(
    '/:id/move',
    {
      ...writeGuard(resource, behaviour),
      schema: {
        tags: [resource.name],
        params: idParams,
        body: moveExpertiseBody,
        response: { 200: oneSchema(resource) },
      },
    },
    async (request) => ({
      data: await moveExpertise(db, request.params.id, request.body.before, actorOf(request)),
    }),
  );
};
