import { z } from 'zod';
import { emailAddress } from '../../../resources/validators.ts';
import { requireUser } from '../../auth/guards.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { recordSchema } from '../schemas.ts';
import { updateEmployeeEmail } from './email.ts';
import { writeGuard } from '../route-guards.ts';

const params = z.object({ id: z.string() });
const updateEmailBody = z.strictObject({ email: emailAddress() });

/** Extension `employees/email`: `POST /employees/{id}/update-email` (manage_employees) → `{ data: employee }`. */
export const employeeEmailRoutes: ExtensionRoutes = async (app, resource) => {
  const db = app.database.db;
  app.post(
    '/:id/update-email',
    {
      ...writeGuard(resource),
      schema: {
        tags: [resource.name],
        params,
        body: updateEmailBody,
        response: { 200: z.object({ data: recordSchema(resource) }) },
      },
    },
    async (request) => ({
      data: await updateEmployeeEmail(
        db,
        resource,
        request.params.id,
        request.body.email,
        requireUser(request).userId,
      ),
    }),
  );
};
