import { z } from 'zod';
import { tellEmailChanged } from '../../notify/email-changed.ts';
import { emailAddress } from '../../../resources/validators.ts';
import { actorOfRequest } from '../authority.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { recordSchema } from '../schemas.ts';
import { updateEmployeeEmail } from './email.ts';
import { confirmedWriteGuard } from '../route-guards.ts';

const params = z.object({ id: z.string() });
const updateEmailBody = z.strictObject({ email: emailAddress() });

/**
 * Extension `email` of employees: `POST /employees/{id}/update-email` (manage_employees, and a recent
 * re-confirmation: it may change someone's sign-in address) → `{ data: employee }`. When
 * the employee has a user account, its previous address gets the `emailChanged` mail; a failed notice does not undo
 * the change (the notifier logged it).
 */
export const employeeEmailRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  app.post(
    '/:id/update-email',
    {
      ...confirmedWriteGuard(resource),
      schema: {
        tags: [resource.name],
        params,
        body: updateEmailBody,
        response: { 200: z.object({ data: recordSchema(resource) }) },
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
