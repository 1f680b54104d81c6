import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { demoAdminData } from '../../server/seed/demo-admin-data.ts';
import { DEMO_ADMIN } from '../../server/seed/demo-users.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { type PageBody, signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, type EmployeeBody } from '../helpers/employees.ts';
import { signIn } from '../helpers/users.ts';

interface RoleBody {
  id: string;
  name: string;
  permissions: string[];
}

async function filtered(
  client: ApiClient,
  permission: string,
  { archived = false, perPage = 100 } = {},
): Promise<string[]> {
  const names: string[] = [];
  let path: string | null =
    `/api/employees${archived ? '/archived' : ''}?perPage=${perPage}&filter[permissions]=${permission}`;
  while (path) {
    const response = await client.get(path);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as PageBody<EmployeeBody>;
    names.push(...page.data.map((row) => `${row.firstName} ${row.lastName}`));
    path = page.links.next;
  }
  return names.sort();
}

// The employees' "Rechten" filter (issue 17 point 4) matches the effective permissions of the record: those given
// to the employee directly and those of any of the employee's roles.
describe('filter[permissions] on employees', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ client: admin } = await signedInClient(ctx, [...PERMISSIONS]));
    await confirmSession(admin);
    const role = async (name: string, permissions: string[]) => {
      const response = await admin.post('/api/roles', { name, permissions });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: RoleBody }).data;
    };
    const planner = await role('Planner', ['manage_tags', 'view_employees']);
    const recruiter = await role('Recruiter', ['manage_employees', 'view_employees']);
    const empty = await role('Stagiair', []);
    const employee = async (lastName: string, permissions: string[], roles: RoleBody[]) => {
      const record = await createEmployee(admin, { firstName: 'Noor', lastName });
      if (permissions.length > 0) {
        const response = await admin.post(`/api/employees/${record.id}/update-permissions`, { permissions });
        expect(response.statusCode, response.body).toBe(200);
      }
      if (roles.length > 0) {
        const response = await admin.put(`/api/employees/${record.id}/roles`, {
          roles: roles.map((item) => item.id),
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      return record;
    };
    await employee('Direct', ['manage_tags'], []);
    await employee('Rol', [], [planner]);
    await employee('Beide', ['manage_regions'], [planner, recruiter]);
    await employee('Niets', [], [empty]);
    const archived = await employee('Weg', [], [recruiter]);
    const response = await admin.delete(`/api/employees/${archived.id}`, { body: { reason: 'Uit dienst' } });
    expect(response.statusCode, response.body).toBe(200);
  });
  afterAll(() => ctx.close());

  it('finds employees holding a permission directly or through a role', async () => {
    expect(await filtered(admin, 'manage_tags')).toEqual(['Noor Beide', 'Noor Direct', 'Noor Rol']);
    expect(await filtered(admin, 'view_employees')).toEqual(['Noor Beide', 'Noor Rol']);
    expect(await filtered(admin, 'manage_employees')).toEqual(['Noor Beide']);
    expect(await filtered(admin, 'manage_regions')).toEqual(['Noor Beide']);
    expect(await filtered(admin, 'manage_branches')).toEqual([]);
  });

  it('counts them and applies to the archive too', async () => {
    const page = (
      await admin.get('/api/employees?filter[permissions]=manage_tags')
    ).json() as PageBody<EmployeeBody>;
    expect(page.meta.total).toBe(3);
    expect(await filtered(admin, 'manage_employees', { archived: true })).toEqual(['Noor Weg']);
  });

  it('combines with search', async () => {
    const page = (
      await admin.get('/api/employees?filter[permissions]=view_employees&q=rol')
    ).json() as PageBody<EmployeeBody>;
    expect(page.data.map((row) => row.lastName)).toEqual(['Rol']);
  });

  it('still refuses a permission that does not exist', async () => {
    const response = await admin.get('/api/employees?filter[permissions]=fly');
    expect(response.statusCode).toBe(422);
  });
});

describe('filter[permissions] on the demo data', () => {
  let ctx: TestContext;
  let client: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemo(ctx.database.db, ctx.app.log);
    client = new ApiClient(ctx.app);
    await signIn(client, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(() => ctx.close());

  it('finds, for every permission, exactly the active employees whose own rights or roles hold it', async () => {
    const data = demoAdminData();
    for (const permission of PERMISSIONS) {
      // The demo gives every employee one role and no permissions of their own.
      const expected = data.employees
        .filter((employee) => !employee.archiveReason)
        .filter((employee) => data.roles[employee.role]!.permissions.includes(permission))
        .map(({ body }) => `${body.firstName} ${body.lastName}`)
        .sort();
      expect(expected.length, permission).toBeGreaterThan(0);
      expect(await filtered(client, permission), permission).toEqual(expected);
      // Small pages are filled from the rows in sort order (read-records "SORT_WINDOW_PER_ROW"), page after page.
      expect(await filtered(client, permission, { perPage: 7 }), permission).toEqual(expected);
    }
  });
});
