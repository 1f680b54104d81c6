import { newExpertiseBody } from '../../../contract/api/admin/branches.ts';
import { expertises } from '../../../resources/expertises.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { createExpertise, listBranchExpertises } from './branch-expertises.ts';
import { actorOf, readGuard, writeGuard } from '../route-guards.ts';
import { idParams, oneSchema, pageSchema } from '../schemas.ts';

/**
 * Extension `expertises` of branches: `GET /branches/{id}/expertises` (the branch's expertises in order) and
 * `POST /branches/{id}/expertises` `{ name, before }` (a new expertise before another, or as last).
 */
export const branchExpertiseRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const db = app.database.db;
  const tags = [resource.name];

  app.get(
    '/:id/expertises',
    { ...readGuard(resource), schema: { tags, params: idParams, response: { 200: pageSchema(expertises) } } },
    async (request) => listBranchExpertises(db, request.params.id),
  );

  app.post(
    '/:id/expertises',
    {
      ...writeGuard(resource, behaviour),
      schema: { tags, params: idParams, body: newExpertiseBody, response: { 201: oneSchema(expertises) } },
    },
    async (request, reply) => {
      const data = await createExpertise(db, request.params.id, request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
  );
};
