import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, type EmployeeBody } from '../helpers/employees.ts';

// An archived record opens read-only from the archive (issue 17 point 9): GET /<name>/archived/{id}.
describe('GET /api/employees/archived/{id}', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let archived: EmployeeBody;
  let active: EmployeeBody;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ client: admin } = await signedInClient(ctx, ['manage_employees']));
    await confirmSession(admin);
    archived = await createEmployee(admin, { firstName: 'Chantal', lastName: 'Bakker', jobTitle: 'Planner' });
    active = await createEmployee(admin, { firstName: 'Sem', lastName: 'de Boer' });
    const response = await admin.delete(`/api/employees/${archived.id}`, {
      body: { reason: 'Uit dienst per 1 december' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
  afterAll(() => ctx.close());

  it('answers the archived record with its fields, reason, archived at and by', async () => {
    const response = await admin.get(`/api/employees/archived/${archived.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: EmployeeBody & Record<string, unknown> };
    expect(data).toMatchObject({
      id: archived.id,
      firstName: 'Chantal',
      lastName: 'Bakker',
      jobTitle: 'Planner',
      archiveReason: 'Uit dienst per 1 december',
    });
    expect(Date.parse(data.archivedAt!)).not.toBeNaN();
    expect(typeof data.archivedByName).toBe('string');
    expect(data.archivedByName).not.toBe('');
  });

  it('is 404 for a record that is not archived, an unknown and a malformed id', async () => {
    for (const id of [active.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await admin.get(`/api/employees/archived/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Niet gevonden.' });
    }
  });

  it('may be read with the read permission, not without one (401 signed out, 403 without a permission)', async () => {
    const { client: viewer } = await signedInClient(ctx, ['view_employees']);
    expect((await viewer.get(`/api/employees/archived/${archived.id}`)).statusCode).toBe(200);
    const { client: other } = await signedInClient(ctx, ['manage_tags']);
    const refused = await other.get(`/api/employees/archived/${archived.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await new ApiClient(ctx.app).get(`/api/employees/archived/${archived.id}`)).statusCode).toBe(401);
  });

  it('is gone once the record is restored', async () => {
    const restored = await admin.post(`/api/employees/archived/${archived.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await admin.get(`/api/employees/archived/${archived.id}`)).statusCode).toBe(404);
  });
});
