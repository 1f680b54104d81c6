import { z } from 'zod';
import { requireUser } from '../../auth/guards.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { inviter } from '../../notify/invitation.ts';
import { createEmployeeAccount, getEmployeeAccount } from './account.ts';
import { permissionGuard } from '../route-guards.ts';

const params = z.object({ id: z.string() });
const account = z.object({
  userId: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});

/**
 * Extension `employees/account` (manage_employees): `GET /employees/{id}/account` → `{ data: account | null }`;
 * `POST /employees/{id}/account` → 201 with a new user (invited by email first: 503 when that fails, and nothing
 * is made), 200 when an existing user was linked (no invitation: they have an account already).
 */
export const employeeAccountRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  const tags = [resource.name];

  app.get(
    '/:id/account',
    {
      ...permissionGuard(resource.permission),
      schema: { tags, params, response: { 200: z.object({ data: account.nullable() }) } },
    },
    async (request) => ({ data: await getEmployeeAccount(db, request.params.id) }),
  );

  app.post(
    '/:id/account',
    {
      ...permissionGuard(resource.permission),
      schema: {
        tags,
        params,
        response: { 200: z.object({ data: account }), 201: z.object({ data: account }) },
      },
    },
    async (request, reply) => {
      const result = await createEmployeeAccount(
        db,
        resource,
        request.params.id,
        requireUser(request).userId,
        inviter(app.notifier, app.config.APP_URL),
      );
      return reply.code(result.created ? 201 : 200).send({ data: result.account });
    },
  );
};
