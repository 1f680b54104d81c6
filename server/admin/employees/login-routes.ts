import { createAccountAnswer, employeeAccountAnswer } from '../../../contract/api/admin/employees.ts';
import { authorityAnswer } from '../../../contract/api/admin/records.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { inviter } from '../../notify/invitation.ts';
import { actorOfRequest, reasonOf } from '../authority.ts';
import { createEmployeeLogin, getEmployeeLogin } from './login.ts';
import { employeeRefusal } from './authority.ts';
import { findEmployee } from './employee-rows.ts';
import { permissionGuard, writeGuard } from '../route-guards.ts';
import { idParams } from '../schemas.ts';

/**
 * Extension `account` of employees (manage_employees): `GET /employees/{id}/authority` → `{ data: { writable,
 * reason } }`, whether the caller may change this employee at all (the account link decides, ./authority.ts) and
 * if not the Dutch reason, so screens can say so before anyone tries; `GET /employees/{id}/account` → `{ data: account | null }`;
 * `POST /employees/{id}/account` → 201 with a new user (invited by email first: 503 when that fails, and nothing
 * is made), 200 when an existing user was linked (no invitation: they have an account already).
 */
export const employeeLoginRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  const tags = [resource.name];

  app.get(
    '/:id/account',
    {
      ...permissionGuard(resource.permission),
      schema: { tags, params: idParams, response: { 200: employeeAccountAnswer } },
    },
    async (request) => ({ data: await getEmployeeLogin(db, request.params.id) }),
  );

  app.get(
    '/:id/authority',
    {
      ...permissionGuard(resource.permission),
      schema: { tags, params: idParams, response: { 200: authorityAnswer } },
    },
    async (request) => {
      await findEmployee(db, request.params.id);
      const rule = await employeeRefusal(db, await actorOfRequest(request), request.params.id);
      return {
        data: { writable: rule === null, reason: rule ? reasonOf(rule) : null },
      };
    },
  );

  app.post(
    '/:id/account',
    {
      ...writeGuard(resource),
      schema: {
        tags,
        params: idParams,
        response: { 200: createAccountAnswer, 201: createAccountAnswer },
      },
    },
    async (request, reply) => {
      const result = await createEmployeeLogin(
        db,
        resource,
        request.params.id,
        await actorOfRequest(request),
        inviter(app.notifier, app.config.APP_URL),
      );
      return reply.code(result.created ? 201 : 200).send({ data: result.login });
    },
  );
};
