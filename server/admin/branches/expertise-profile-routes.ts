import { newProfileBody } from '../../../contract/api/admin/branches.ts';
import { expertiseProfiles } from '../../../resources/expertise-profiles.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { createExpertiseProfile, listBranchExpertiseProfiles } from './branch-expertise-profiles.ts';
import { actorOf, readGuard, writeGuard } from '../route-guards.ts';
import { idParams, oneSchema, pageSchema } from '../schemas.ts';

/**
 * Extension `expertise-profiles` of branches: `GET /branches/{id}/expertise-profiles` (the branch's profiles by
 * name) and `POST /branches/{id}/expertise-profiles` `{ name }` (a new, empty profile).
 */
export const branchExpertiseProfileRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const db = app.database.db;
  const tags = [resource.name];

  app.get(
    '/:id/expertise-profiles',
    {
      ...readGuard(resource),
      schema: { tags, params: idParams, response: { 200: pageSchema(expertiseProfiles) } },
    },
    async (request) => listBranchExpertiseProfiles(db, request.params.id),
  );

  app.post(
    '/:id/expertise-profiles',
    {
      ...writeGuard(resource, behaviour),
      schema: {
        tags,
        params: idParams,
        body: newProfileBody,
        response: { 201: oneSchema(expertiseProfiles) },
      },
    },
    async (request, reply) => {
      const data = await createExpertiseProfile(db, request.params.id, request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
  );
};
