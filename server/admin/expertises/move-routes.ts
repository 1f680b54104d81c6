import { z } from 'zod';
import { beforeSchema } from '../branches/expertise-order.ts';
import { actorOf, writeGuard } from '../route-guards.ts';
import { idParams, oneSchema } from '../schemas.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { moveExpertise } from './move-expertise.ts';

const moveBody = z.strictObject({ before: beforeSchema });

/** Extension `move` of expertises: `POST /expertises/{id}/move` `{ before }` (before another expertise, or last). */
export const moveExpertiseRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  app.post(
    '/:id/move',
    {
      ...writeGuard(resource),
      schema: {
        tags: [resource.name],
        params: idParams,
        body: moveBody,
        response: { 200: oneSchema(resource) },
      },
    },
    async (request) => ({
      data: await moveExpertise(db, request.params.id, request.body.before, actorOf(request)),
    }),
  );
};
