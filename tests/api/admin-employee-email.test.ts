import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema/index.ts';
import { signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';
import { createUser } from '../helpers/users.ts';

const DUPLICATE = 'Deze waarde bestaat al. Kies een andere.';
const SAME = 'Dit is al het e-mailadres van deze medewerker.';
const OTHER_USER = 'Dit e-mailadres hoort al bij een ander gebruikersaccount.';

// Spec §7 POST /employees/{id}/update-email: the only way to change an employee's email.
describe('/api/employees/{id}/update-email', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_employees']);
    admin = client;
    // It may change someone's sign-in address: a recent re-confirmation (tests/api/security-admin-confirmation.test.ts).
    await confirmSession(admin);
    adminId = user.id;
  });
  afterAll(() => ctx.close());

  const updateEmail = (id: string, email: unknown) =>
    admin.post(`/api/employees/${id}/update-email`, { email });

  const expect422 = async (id: string, email: unknown, message: string) => {
    const response = await updateEmail(id, email);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
  };

  it('changes the email (normalised) and answers the employee; PATCH cannot change it', async () => {
    const employee = await createEmployee(admin, { email: 'sanne.oud@zorgportaal.test' });
    const response = await updateEmail(employee.id, '  Sanne.Nieuw@Zorgportaal.TEST ');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({ id: employee.id, email: 'sanne.nieuw@zorgportaal.test', firstName: 'Mila' });
    expect(Date.parse(data.updatedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(employee.updatedAt as string),
    );
    expect((await admin.get(`/api/employees/${employee.id}`)).json().data.email).toBe(
      'sanne.nieuw@zorgportaal.test',
    );

    const patch = await admin.patch(`/api/employees/${employee.id}`, { email: 'ander@zorgportaal.test' });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors).toEqual({ email: ['Dit veld is niet toegestaan.'] });
  });

  it('answers 422 in Dutch: invalid, missing, same as now, taken by another employee (case-insensitive)', async () => {
    const employee = await createEmployee(admin, { email: 'jan.eigen@zorgportaal.test' });
    await createEmployee(admin, { email: 'bezet@zorgportaal.test' });
    await expect422(employee.id, 'geen-adres', 'Vul een geldig e-mailadres in.');
    await expect422(employee.id, undefined, 'Dit veld is verplicht.');
    await expect422(employee.id, '', 'Vul een geldig e-mailadres in.');
    await expect422(employee.id, 'JAN.EIGEN@zorgportaal.test', SAME);
    await expect422(employee.id, 'Bezet@Zorgportaal.test', DUPLICATE);

    // An archived employee keeps its address.
    const archived = await createEmployee(admin, { email: 'gearchiveerd@zorgportaal.test' });
    await admin.delete(`/api/employees/${archived.id}`, { body: { reason: 'Uit dienst' } });
    await expect422(employee.id, 'gearchiveerd@zorgportaal.test', DUPLICATE);

    const extra = await admin.post(`/api/employees/${employee.id}/update-email`, {
      email: 'vrij@zorgportaal.test',
      firstName: 'X',
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ firstName: ['Dit veld is niet toegestaan.'] });
    expect((await admin.get(`/api/employees/${employee.id}`)).json().data.email).toBe(
      'jan.eigen@zorgportaal.test',
    );
  });

  it('changes the linked user account too, clearing its verified flag; another user’s email is a 422', async () => {
    const employee = await createEmployee(admin, { email: 'piet.account@zorgportaal.test' });
    const created = await admin.post(`/api/employees/${employee.id}/account`);
    expect(created.statusCode, created.body).toBe(201);
    const userId = created.json().data.userId as string;
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));

    const someone = await createUser(ctx.database.db, { email: 'iemand.anders@zorgportaal.test' });
    await expect422(employee.id, 'IEMAND.ANDERS@zorgportaal.test', OTHER_USER);

    const response = await updateEmail(employee.id, 'piet.nieuw@zorgportaal.test');
    expect(response.statusCode, response.body).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: 'piet.nieuw@zorgportaal.test', emailVerifiedAt: null });
    const [untouched] = await ctx.database.db.select().from(users).where(eq(users.id, someone.id));
    expect(untouched!.email).toBe('iemand.anders@zorgportaal.test');
    expect((await admin.get(`/api/employees/${employee.id}/account`)).json().data.email).toBe(
      'piet.nieuw@zorgportaal.test',
    );
  });

  it('without a linked account, another user’s email does not matter', async () => {
    await createUser(ctx.database.db, { email: 'los.account@zorgportaal.test' });
    const employee = await createEmployee(admin);
    const response = await updateEmail(employee.id, 'los.account@zorgportaal.test');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('audits the change as editEmployee with { email }', async () => {
    const employee = await createEmployee(admin, { email: 'audit.oud@zorgportaal.test' });
    await updateEmail(employee.id, 'audit.nieuw@zorgportaal.test');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, employee.id), eq(auditLog.action, 'editEmployee')));
    expect(entries.map((entry) => [entry.resource, entry.actorId, entry.changes])).toEqual([
      [
        'employees',
        adminId,
        { email: { before: 'audit.oud@zorgportaal.test', after: 'audit.nieuw@zorgportaal.test' } },
      ],
    ]);
  });

  it('answers 401 signed out, 403 without manage_employees (before 422), 404 unknown, malformed or archived', async () => {
    const employee = await createEmployee(admin);
    const anonymous = new ApiClient(ctx.app);
    const signedOut = await anonymous.post(`/api/employees/${employee.id}/update-email`, { email: 'x' });
    expect(signedOut.statusCode).toBe(401);

    const { client: viewer } = await signedInClient(ctx, ['view_employees']);
    const forbidden = await viewer.post(`/api/employees/${employee.id}/update-email`, { email: 'x' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });

    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      const response = await updateEmail(id, 'nergens@zorgportaal.test');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Niet gevonden.' });
    }
    await admin.delete(`/api/employees/${employee.id}`, { body: { reason: 'Uit dienst' } });
    expect((await updateEmail(employee.id, 'na.archief@zorgportaal.test')).statusCode).toBe(404);
  });
});
