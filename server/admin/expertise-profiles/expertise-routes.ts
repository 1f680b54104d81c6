import { setProfileExpertisesBody } from '../../../contract/api/admin/expertise-profiles.ts';
import { expertises } from '../../../resources/expertises.ts';
import { actorOf, readGuard, writeGuard } from '../route-guards.ts';
import { idParams, pageSchema } from '../schemas.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { listProfileExpertises, setProfileExpertises } from './profile-expertises.ts';

/**
 * Extension `expertises` of expertise-profiles: `GET /expertise-profiles/{id}/expertises` (the profile's expertises
 * in branch order) and `POST /expertise-profiles/{id}/expertises` `{ expertises: [id…] }` (replaces the set).
 */
export const profileExpertiseRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const db = app.database.db;
  const tags = [resource.name];
  const page = pageSchema(expertises);

  app.get(
    '/:id/expertises',
    { ...readGuard(resource), schema: { tags, params: idParams, response: { 200: page } } },
    async (request) => listProfileExpertises(db, request.params.id),
  );

  app.post(
    '/:id/expertises',
    {
      ...writeGuard(resource, behaviour),
      schema: { tags, params: idParams, body: setProfileExpertisesBody, response: { 200: page } },
    },
    async (request) => setProfileExpertises(db, request.params.id, request.body.expertises, actorOf(request)),
  );
};
