import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';

describe('an employee’s permissions and roles need a recent confirmation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 423 with the methods until the admin confirms, then the same call goes through', async () => {
    // Holding view_employees: only what one holds may be given (docs/decisions.md "Authorisation as one model").
    const { client: admin } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
    const employee = await createEmployee(admin, { firstName: 'Bevestig', lastName: 'Mij' });
    const locked = [
      await admin.post(`/api/employees/${employee.id}/update-permissions`, {
        permissions: ['view_employees'],
      }),
      await admin.put(`/api/employees/${employee.id}/roles`, { roles: [] }),
    ];
    for (const response of locked) {
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({
        message: 'Bevestig eerst dat jij het bent.',
        data: { challenge: { methods: ['password', 'email'] } },
      });
    }
    // Reading the roles needs no confirmation.
    expect((await admin.get(`/api/employees/${employee.id}/roles`)).statusCode).toBe(200);

    await confirmSession(admin);
    const permissions = await admin.post(`/api/employees/${employee.id}/update-permissions`, {
      permissions: ['view_employees'],
    });
    expect(permissions.statusCode, permissions.body).toBe(200);
    expect((await admin.put(`/api/employees/${employee.id}/roles`, { roles: [] })).statusCode).toBe(200);
  });

  it('checks the permission first (403), and the confirmation before validation (423 before 422)', async () => {
    const { client: viewer } = await signedInClient(ctx, ['view_employees']);
    const { client: admin } = await signedInClient(ctx, ['manage_employees']);
    const employee = await createEmployee(admin, { firstName: 'Volg', lastName: 'Orde' });
    expect(
      (await viewer.post(`/api/employees/${employee.id}/update-permissions`, { permissions: ['x'] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.post(`/api/employees/${employee.id}/update-permissions`, { permissions: ['x'] }))
        .statusCode,
    ).toBe(423);
  });
});
