import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminData } from '../../server/seed/demo-admin-data.ts';
import { DEMO_ADMIN } from '../../server/seed/demo-users.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../helpers/users.ts';

describe('demo administration data, seeded', () => {
  let ctx: TestContext;
  let client: ApiClient;
  const data = demoAdminData();

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemo(ctx.database.db, ctx.app.log);
    client = new ApiClient(ctx.app);
    await signIn(client, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(() => ctx.close());

  const total = async (path: string) => {
    const response = await client.get(path);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { meta: { total: number } }).meta.total;
  };

  it('is served by the admin API', async () => {
    const archived = data.employees.filter((employee) => employee.archiveReason).length;
    expect(await total('/api/employees')).toBe(data.employees.length - archived);
    expect(await total('/api/employees/archived')).toBe(archived);
    expect(await total('/api/regions')).toBe(data.regions.length);
    expect(await total('/api/facilities')).toBe(data.facilities.length);
    expect(await total('/api/branches')).toBe(data.branches.length);
    expect(await total('/api/roles')).toBe(data.roles.length);
    expect(await total('/api/tags')).toBe(data.tags.length);
    expect(await total('/api/administrative-units')).toBe(data.administrativeUnits.length);
  });

  it('finds the demo staff by several words in any case, and stores phone numbers as E.164', async () => {
    const byName = (await client.get('/api/employees?q=sanne%20JANSEN')).json() as {
      data: { email: string }[];
    };
    expect(byName.data.map((employee) => employee.email)).toContain('sanne.jansen@zorgportaal.test');
    expect(byName.data.every((employee) => /sanne/i.test(JSON.stringify(employee)))).toBe(true);
    const sanne = (await client.get('/api/employees?q=sanne.jansen')).json() as {
      data: { email: string; jobTitle: string }[];
    };
    expect(sanne.data[0]).toMatchObject({ email: 'sanne.jansen@zorgportaal.test', jobTitle: 'Planner' });
    const facilities = (await client.get('/api/facilities?perPage=100')).json() as {
      data: { phone: string }[];
    };
    expect(facilities.data.every((facility) => /^\+31\d{9}$/.test(facility.phone))).toBe(true);
  });

  it('gives employees a role, tags and regions with one primary, and links the demo staff to their accounts', async () => {
    const sanne = (
      (await client.get('/api/employees?q=sanne.jansen')).json() as {
        data: { id: string; roles: string[]; tags: string[] }[];
      }
    ).data[0]!;
    expect(sanne.roles).toHaveLength(1);
    const role = (await client.get(`/api/roles/${sanne.roles[0]}`)).json() as { data: { name: string } };
    expect(role.data.name).toBe('Planner');
    const regions = (await client.get(`/api/employees/${sanne.id}/regions`)).json() as {
      data: { primary: boolean; roleName: string }[];
    };
    expect(regions.data.filter((region) => region.primary)).toHaveLength(1);
    expect(regions.data[0]!.roleName).toBe('Planner');
    const account = (await client.get(`/api/employees/${sanne.id}/account`)).json() as {
      data: { email: string } | null;
    };
    expect(account.data?.email).toBe('sanne.jansen@zorgportaal.test');

    const branches = (await client.get('/api/branches?perPage=100')).json() as { data: { id: string }[] };
    const profiles = (
      await client.get(`/api/branches/${branches.data[0]!.id}/expertise-profiles`)
    ).json() as {
      data: { id: string }[];
    };
    const chosen = (
      await client.get(`/api/expertise-profiles/${profiles.data[0]!.id}/expertises`)
    ).json() as {
      data: unknown[];
    };
    expect(chosen.data.length).toBeGreaterThan(0);
  });
});
