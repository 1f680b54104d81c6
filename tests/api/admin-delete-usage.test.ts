import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee, createRegion, createRole } from '../helpers/employees.ts';

// Issue 17 point 11: a refused delete says what still uses the record, and GET /<name>/{id}/usage tells the delete
// dialog before anyone confirms (docs/api.md "Deletes").
describe('GET /api/<name>/{id}/usage and the 422 of a refused delete', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ client: admin } = await signedInClient(ctx, [
      'manage_employees',
      'manage_regions',
      'manage_roles',
      'manage_tags',
    ]));
    await confirmSession(admin); // giving roles is a sensitive write
  });
  afterAll(() => ctx.close());

  const usage = async (path: string) => {
    const response = await admin.get(`${path}/usage`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { usedBy: { resource: string; count: number }[] } };
  };
  const placeIn = (employee: string, region: string, role: string) =>
    admin.post(`/api/employees/${employee}/update-region`, {
      regions: [{ region, role, primary: true }],
    });

  it('counts the employees and facilities that use a region, each employee once, and names them in the 422', async () => {
    const region = await createRegion(admin, 'Twente');
    const role = await createRole(admin, 'Wijkverpleegkundige');
    expect(await usage(`/api/regions/${region.id}`)).toEqual({ data: { usedBy: [] } });

    for (const name of ['De Linde', 'Het Anker']) {
      const facility = await admin.post('/api/facilities', { name, region: region.id, city: 'Enschede' });
      expect(facility.statusCode, facility.body).toBe(201);
    }
    const employee = await createEmployee(admin);
    expect((await placeIn(employee.id, region.id, role.id)).statusCode).toBe(200);

    expect(await usage(`/api/regions/${region.id}`)).toEqual({
      data: {
        usedBy: [
          { resource: 'facilities', count: 2 },
          { resource: 'employees', count: 1 },
        ],
      },
    });
    const refused = await admin.delete(`/api/regions/${region.id}`);
    expect(refused.statusCode).toBe(422);
    const message =
      'Dit item wordt nog gebruikt door 2 zorginstellingen en 1 medewerker en kan daarom niet worden verwijderd.';
    expect(refused.json()).toEqual({ message, errors: { id: [message] } });
  });

  it('counts an employee who has a role directly and in a region once; three employees in the plural', async () => {
    const role = await createRole(admin, 'Teamleider');
    const region = await createRegion(admin, 'Salland');
    const giveRole = async () => {
      const employee = await createEmployee(admin);
      const given = await admin.put(`/api/employees/${employee.id}/roles`, { roles: [role.id] });
      expect(given.statusCode, given.body).toBe(200);
      return employee;
    };
    const both = await giveRole();
    expect((await placeIn(both.id, region.id, role.id)).statusCode).toBe(200);
    await giveRole();
    await giveRole();

    expect(await usage(`/api/roles/${role.id}`)).toEqual({
      data: { usedBy: [{ resource: 'employees', count: 3 }] },
    });
    const refused = await admin.delete(`/api/roles/${role.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Dit item wordt nog gebruikt door 3 medewerkers en kan daarom niet worden verwijderd.',
    );
  });

  it('answers 404 for an unknown or malformed id, and only to who may delete (401, 403)', async () => {
    expect((await admin.get(`/api/tags/${UNKNOWN_ID}/usage`)).statusCode).toBe(404);
    expect((await admin.get('/api/tags/not-an-id/usage')).statusCode).toBe(404);

    const tag = await admin.post('/api/tags', { name: 'Nachtdienst' });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagId = (tag.json() as { data: { id: string } }).data.id;
    const { client: reader } = await signedInClient(ctx, ['view_employees']);
    const forbidden = await reader.get(`/api/tags/${tagId}/usage`);
    expect(forbidden.statusCode).toBe(403);
    expect((await new ApiClient(ctx.app).get(`/api/tags/${tagId}/usage`)).statusCode).toBe(401);
  });

  it('is not offered where records are archived instead of deleted', async () => {
    const employee = await createEmployee(admin);
    expect((await admin.get(`/api/employees/${employee.id}/usage`)).statusCode).toBe(404);
  });
});
