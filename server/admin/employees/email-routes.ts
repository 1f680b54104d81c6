import { updateEmailBody } from '../../../contract/api/admin/employees.ts';
import { tellEmailChanged } from '../../notify/email-changed.ts';
import { actorOfRequest } from '../authority.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { idParams, oneSchema } from '../schemas.ts';
import { updateEmployeeEmail } from './email.ts';
import { confirmedWriteGuard } from '../route-guards.ts';

/**
 * Extension `email` of employees: `POST /employees/{id}/update-email` (manage_employees, and a recent
 * re-confirmation: it may change someone's sign-in address) → `{ data: employee }`. When
 * the employee has a user account, its previous address gets the `emailChanged` mail; a failed notice does not undo
 * the change (the notifier logged it).
 */
export const employeeEmailRoutes: ExtensionRoutes = async (app, resource, behaviour) => {
  const db = app.database.db;
  app.post(
    '/:id/update-email',
    {
      ...confirmedWriteGuard(resource, behaviour),
      schema: {
        tags: [resource.name],
        params: idParams,
        body: updateEmailBody,
        response: { 200: oneSchema(resource) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const changed = await updateEmployeeEmail(
        db,
        resource,
        request.params.id,
        email,
        await actorOfRequest(request),
      );
      // The account's old address hears of it, as after a change of one's own (docs/decisions.md).
      if (changed.previousAccount) await tellEmailChanged(app.notifier, changed.previousAccount, email);
      return { data: changed.record };
    },
  );
};
