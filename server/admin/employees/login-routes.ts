import {
  accountStateAnswer,
  accountStateBody,
  createAccountAnswer,
  createAccountBody,
  employeeAccountAnswer,
  existingAccountAnswer,
} from '../../../contract/api/admin/employees.ts';
import { authorityAnswer } from '../../../contract/api/admin/records.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { inviter } from '../../notify/invitation.ts';
import { actorOfRequest, reasonOf } from '../authority.ts';
import { createEmployeeLogin } from './login.ts';
import { setEmployeeLoginBlocked } from './login-block.ts';
import { getEmployeeLogin } from './login-read.ts';
import { employeeRefusal } from './authority.ts';
import { findEmployee } from './employee-rows.ts';
import { confirmedWriteGuard, permissionGuard } from '../route-guards.ts';
import { idParams } from '../schemas.ts';

/**
 * Extension `account` of employees (manage_employees): `GET /employees/{id}/authority` → `{ data: { writable,
 * reason } }`, whether the caller may change this employee at all (the account link decides, ./authority.ts) and
 * if not the Dutch reason, so screens can say so before anyone tries; `GET /employees/{id}/account` → `{ data: account | null }`;
 * `POST /employees/{id}/account` `{ linkExisting? }` → 201 with a new user (invited by email first: 503 when that
 * fails, and nothing is made); when a user with the address exists, 409 naming it unless `linkExisting: true`, then
 * 200 (linked, no invitation: they have an account already); `POST /employees/{id}/account/block` and `…/unblock`.
 * Every call that changes what a person may do asks for a recent re-confirmation first (423).
 */
export const employeeLoginRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
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
      ...confirmedWriteGuard(resource, behaviour),
      schema: {
        tags,
        params: idParams,
        body: createAccountBody,
        response: { 200: createAccountAnswer, 201: createAccountAnswer, 409: existingAccountAnswer },
      },
    },
    async (request, reply) => {
      const result = await createEmployeeLogin(
        db,
        resource,
        request.params.id,
        await actorOfRequest(request),
        {
          invite: inviter(app.notifier, app.config.APP_URL),
          linkExisting: request.body?.linkExisting,
        },
      );
      return reply.code(result.created ? 201 : 200).send({ data: result.login });
    },
  );

  for (const [path, blocked] of [
    ['/:id/account/block', true],
    ['/:id/account/unblock', false],
  ] as const)
    app.post(
      path,
      {
        ...confirmedWriteGuard(resource, behaviour),
        schema: { tags, params: idParams, body: accountStateBody, response: { 200: accountStateAnswer } },
      },
      async (request) => ({
        data: await setEmployeeLoginBlocked(
          db,
          resource,
          request.params.id,
          await actorOfRequest(request),
          blocked,
        ),
      }),
    );
};
