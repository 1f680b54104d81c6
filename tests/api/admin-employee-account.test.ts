import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema/index.ts';
import { deriveOnboarding } from '../../server/users/onboarding.ts';
import { signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee } from '../helpers/employees.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { createUser, signIn } from '../helpers/users.ts';

interface AccountBody {
  userId: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  state: 'active' | 'invited' | 'blocked';
}

const ACCOUNT_EXISTS = 'Deze medewerker heeft al een gebruikersaccount.';
const OTHER_EMPLOYEE = 'Het gebruikersaccount met dit e-mailadres hoort al bij een andere medewerker.';

// "An employee can be linked to a user account (creating one sends an invitation)":
// GET/POST /api/employees/{id}/account. Invitations over real SMTP and failed ones: notify-invitation.test.ts.
describe('/api/employees/{id}/account', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_employees']);
    admin = client;
    adminId = user.id;
    await confirmSession(admin);
  });
  afterAll(() => ctx.close());

  const userCount = async () => (await ctx.database.db.select({ value: count() }).from(users))[0]!.value;

  it('creates a user with the employee’s email and name, without password, onboarding pending (201)', async () => {
    const employee = await createEmployee(admin, {
      firstName: 'Fatima',
      lastName: 'El Amrani',
      email: 'fatima.elamrani@zorgportaal.test',
    });
    const none = await admin.get(`/api/employees/${employee.id}/account`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const before = await userCount();
    const response = await admin.post(`/api/employees/${employee.id}/account`);
    expect(response.statusCode, response.body).toBe(201);
    const account = (response.json() as { data: AccountBody }).data;
    expect(account).toEqual({
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'fatima.elamrani@zorgportaal.test',
      createdAt: expect.any(String),
      lastSignInAt: null,
      state: 'invited',
      blockedAt: null,
      blockedReason: null,
    });
    expect(await userCount()).toBe(before + 1);

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(user).toMatchObject({
      email: 'fatima.elamrani@zorgportaal.test',
      firstname: 'Fatima',
      lastname: 'El Amrani',
      passwordHash: null,
      emailVerifiedAt: null,
    });
    expect(Object.values(deriveOnboarding(user!))).toEqual(Array(5).fill('pending'));
    expect((await admin.get(`/api/employees/${employee.id}/account`)).json()).toEqual({ data: account });

    // The new user is invited (here into the development outbox): the link opens the email-code sign-in page.
    const invitation = await latestOutboxMessage(ctx.database.db, account.email, 'invitation');
    expect(invitation).toMatchObject({ channel: 'email', subject: 'Je bent uitgenodigd voor Zorgportaal' });
    expect(invitation!.text).toContain('Hallo Fatima,');
    expect(invitation!.text).toContain(
      'http://localhost:8080/login/email?email=fatima.elamrani%40zorgportaal.test',
    );
    // There is no password: the account signs in with an email code, not with a password.
    const login = await new ApiClient(ctx.app).post('/api/auth/login-with-password', {
      email: account.email,
      password: 'Willekeurig-Wachtwoord-1',
    });
    expect(login.statusCode).toBe(422);
  });

  it('links an existing user with that email (any case) when asked to (200), and shows its last sign-in', async () => {
    const existing = await createUser(ctx.database.db, { email: 'bestaand.account@zorgportaal.test' });
    await signIn(new ApiClient(ctx.app), existing.email);
    const employee = await createEmployee(admin, { email: 'Bestaand.Account@zorgportaal.test' });
    const before = await userCount();
    // Without `linkExisting` the administrator is asked first (account-lifecycle.test.ts).
    expect((await admin.post(`/api/employees/${employee.id}/account`)).statusCode).toBe(409);
    const response = await admin.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
    expect(response.statusCode, response.body).toBe(200);
    const account = (response.json() as { data: AccountBody }).data;
    expect(account).toMatchObject({ userId: existing.id, email: 'bestaand.account@zorgportaal.test' });
    expect(Date.parse(account.lastSignInAt!)).not.toBeNaN();
    expect(await userCount()).toBe(before);
    // They have an account already: no invitation.
    expect(await latestOutboxMessage(ctx.database.db, existing.email, 'invitation')).toBeNull();
  });

  it('answers 422 when the employee has an account already, or the user belongs to another employee', async () => {
    const employee = await createEmployee(admin);
    expect((await admin.post(`/api/employees/${employee.id}/account`)).statusCode).toBe(201);
    const again = await admin.post(`/api/employees/${employee.id}/account`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: ACCOUNT_EXISTS, errors: { account: [ACCOUNT_EXISTS] } });

    // The first employee's user took another address (as the user's own email change will allow); a second
    // employee with that address cannot get the same user.
    const first = await createEmployee(admin);
    const linked = (await admin.post(`/api/employees/${first.id}/account`)).json().data as AccountBody;
    await ctx.database.db
      .update(users)
      .set({ email: 'verhuisd@zorgportaal.test' })
      .where(eq(users.id, linked.userId));
    const second = await createEmployee(admin, { email: 'verhuisd@zorgportaal.test' });
    const before = await userCount();
    const taken = await admin.post(`/api/employees/${second.id}/account`);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: OTHER_EMPLOYEE, errors: { email: [OTHER_EMPLOYEE] } });
    expect(await userCount()).toBe(before);
    expect((await admin.get(`/api/employees/${second.id}/account`)).json()).toEqual({ data: null });
    // A refusal invites nobody.
    expect(await latestOutboxMessage(ctx.database.db, 'verhuisd@zorgportaal.test', 'invitation')).toBeNull();
  });

  it('records createEmployeeAccount for a new and for a linked user', async () => {
    const fresh = await createEmployee(admin);
    const created = (await admin.post(`/api/employees/${fresh.id}/account`)).json().data as AccountBody;
    const existing = await createUser(ctx.database.db, { email: 'al.gebruiker@zorgportaal.test' });
    const known = await createEmployee(admin, { email: 'al.gebruiker@zorgportaal.test' });
    await admin.post(`/api/employees/${known.id}/account`, { linkExisting: true });

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'createEmployeeAccount'));
    const byRecord = new Map(entries.map((entry) => [entry.recordId, entry]));
    expect(byRecord.get(fresh.id)).toMatchObject({
      resource: 'employees',
      actorId: adminId,
      changes: {
        account: { before: null, after: { userId: created.userId, email: fresh.email, newUser: true } },
      },
    });
    expect(byRecord.get(known.id)).toMatchObject({
      resource: 'employees',
      actorId: adminId,
      changes: {
        account: {
          before: null,
          after: { userId: existing.id, email: 'al.gebruiker@zorgportaal.test', newUser: false },
        },
      },
    });
    // A refused call leaves no entry.
    await admin.post(`/api/employees/${fresh.id}/account`);
    const forFresh = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, fresh.id), eq(auditLog.action, 'createEmployeeAccount')));
    expect(forFresh).toHaveLength(1);
  });

  it('answers 401 signed out, 403 without manage_employees, 404 unknown or malformed; archived: read only', async () => {
    const employee = await createEmployee(admin);
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get(`/api/employees/${employee.id}/account`)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/employees/${employee.id}/account`)).statusCode).toBe(401);

    const { client: viewer } = await signedInClient(ctx, ['view_employees', 'view_employee_action_history']);
    for (const response of [
      await viewer.get(`/api/employees/${employee.id}/account`),
      await viewer.post(`/api/employees/${employee.id}/account`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }

    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      for (const response of [
        await admin.get(`/api/employees/${id}/account`),
        await admin.post(`/api/employees/${id}/account`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
    }

    await admin.delete(`/api/employees/${employee.id}`, { body: { reason: 'Uit dienst' } });
    expect((await admin.post(`/api/employees/${employee.id}/account`)).statusCode).toBe(404);
    expect((await admin.get(`/api/employees/${employee.id}/account`)).json()).toEqual({ data: null });
  });
});
