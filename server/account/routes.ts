import { z } from 'zod';
import { PERMISSIONS } from '../../resources/permissions.ts';
import type { App } from '../app-types.ts';
import { requireUser } from '../auth/guards.ts';
import { permissionsOfUser } from '../users/permissions.ts';
import { currentUser } from './current-user.ts';
import { toUserResource, userResource } from './user-resource.ts';

/** The signed-in user's own account (spec §7 User). */
export async function accountRoutes(app: App): Promise<void> {
  app.get('/user', { schema: { response: { 200: z.object({ data: userResource }) } } }, async (request) => {
    const user = await currentUser(app.database.db, requireUser(request));
    return { data: toUserResource(user) };
  });

  app.get(
    '/user/permissions',
    { schema: { response: { 200: z.object({ data: z.array(z.enum(PERMISSIONS)) }) } } },
    async (request) => {
      const session = requireUser(request);
      return { data: await permissionsOfUser(app.database.db, session.userId) };
    },
  );
}
