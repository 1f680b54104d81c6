import { expect } from 'vitest';
import type { User } from '../../server/db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import { createEmployee } from './employees.ts';

/** The answers of the authorisation model (i18n/server/authority.ts), as the tests expect them. */
export const OWN_RECORD =
  'Dit is je eigen medewerker. Je eigen gegevens, rechten en rollen kan alleen een andere beheerder wijzigen.';
export const SUPERIOR =
  'Deze medewerker heeft rechten die jij zelf niet hebt. Alleen iemand die al die rechten heeft, kan deze medewerker wijzigen.';
export const OWN_ACCOUNT =
  'Je kunt je eigen account niet aan een medewerker koppelen. Vraag een andere beheerder.';
export const GRANT_PERMISSION = 'Je kunt alleen rechten geven of afnemen die je zelf hebt.';
export const GRANT_ROLE = 'Je kunt alleen rollen toewijzen of afnemen waarvan je zelf alle rechten hebt.';
export const EDIT_ROLE =
  'Je kunt alleen rollen maken, wijzigen of verwijderen waarvan je zelf alle rechten hebt.';
export const ONBOARDING = { message: 'Rond eerst je account af.', data: { next: 'onboarding' } };

/** An employee record linked to `user`'s account, made (and linked) by `admin`, who holds every permission. */
export async function linkedEmployee(
  admin: ApiClient,
  user: Pick<User, 'email'>,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const employee = await createEmployee(admin, { email: user.email, ...fields });
  const linked = await admin.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
  expect(linked.statusCode, linked.body).toBe(200);
  return employee.id;
}
