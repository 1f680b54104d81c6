import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employeeRegions } from '../../server/db/schema/index.ts';
import { signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, createRegion, createRole } from '../helpers/employees.ts';

interface RegionRow {
  region: string;
  regionName: string;
  role: string;
  roleName: string;
  primary: boolean;
}

const ONE_PRIMARY = 'Kies precies één hoofdregio.';
const REGION_TWICE = 'Deze regio staat er al in. Kies elke regio één keer.';
const UNKNOWN_REFERENCE = 'Dit gekozen item bestaat niet (meer).';

// Spec §3/§6 "regions each with a role and one primary region", §7 POST /employees/{id}/update-region.
describe('/api/employees/{id}/regions and update-region', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;
  let utrecht: { id: string; name: string };
  let amsterdam: { id: string; name: string };
  let zwolle: { id: string; name: string };
  let planner: { id: string; name: string };
  let coordinator: { id: string; name: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, [
      'manage_employees',
      'manage_regions',
      'manage_roles',
    ]);
    admin = client;
    adminId = user.id;
    await confirmSession(admin);
    utrecht = await createRegion(admin, 'Utrecht');
    amsterdam = await createRegion(admin, 'amsterdam');
    zwolle = await createRegion(admin, 'Zwolle');
    planner = await createRole(admin, 'Planner');
    coordinator = await createRole(admin, 'Coördinator');
  });
  afterAll(() => ctx.close());

  const update = (id: string, regions: unknown) =>
    admin.post(`/api/employees/${id}/update-region`, { regions });

  it('replaces the whole list and answers it primary first, then by region name', async () => {
    const employee = await createEmployee(admin);
    const empty = await admin.get(`/api/employees/${employee.id}/regions`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    const response = await update(employee.id, [
      { region: zwolle.id, role: planner.id, primary: false },
      { region: utrecht.id, role: coordinator.id, primary: true },
      { region: amsterdam.id, role: planner.id, primary: false },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const expected: RegionRow[] = [
      {
        region: utrecht.id,
        regionName: 'Utrecht',
        role: coordinator.id,
        roleName: 'Coördinator',
        primary: true,
      },
      {
        region: amsterdam.id,
        regionName: 'amsterdam',
        role: planner.id,
        roleName: 'Planner',
        primary: false,
      },
      { region: zwolle.id, regionName: 'Zwolle', role: planner.id, roleName: 'Planner', primary: false },
    ];
    expect(response.json()).toEqual({ data: expected });
    expect((await admin.get(`/api/employees/${employee.id}/regions`)).json()).toEqual({ data: expected });

    // Set another primary region: the list is replaced, not merged (ids in any case).
    const moved = await update(employee.id, [
      { region: zwolle.id.toUpperCase(), role: coordinator.id.toUpperCase(), primary: true },
    ]);
    expect(moved.json()).toEqual({
      data: [
        {
          region: zwolle.id,
          regionName: 'Zwolle',
          role: coordinator.id,
          roleName: 'Coördinator',
          primary: true,
        },
      ],
    });

    const cleared = await update(employee.id, []);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ data: [] });
  });

  it('answers 422 in Dutch: no or two primaries, a region twice, unknown region or role, bad body', async () => {
    const employee = await createEmployee(admin);
    const expect422 = async (regions: unknown, errors: Record<string, string[]>) => {
      const response = await update(employee.id, regions);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ message: Object.values(errors)[0]![0], errors });
    };

    await expect422([{ region: utrecht.id, role: planner.id, primary: false }], { regions: [ONE_PRIMARY] });
    await expect422(
      [
        { region: utrecht.id, role: planner.id, primary: true },
        { region: zwolle.id, role: planner.id, primary: true },
      ],
      { regions: [ONE_PRIMARY] },
    );
    await expect422(
      [
        { region: utrecht.id, role: planner.id, primary: true },
        { region: zwolle.id, role: planner.id, primary: false },
        { region: utrecht.id, role: coordinator.id, primary: false },
      ],
      { 'regions.2.region': [REGION_TWICE] },
    );
    await expect422(
      [
        { region: UNKNOWN_ID, role: planner.id, primary: true },
        { region: zwolle.id, role: UNKNOWN_ID, primary: false },
      ],
      { 'regions.0.region': [UNKNOWN_REFERENCE], 'regions.1.role': [UNKNOWN_REFERENCE] },
    );
    await expect422([{ region: 'geen-id', role: planner.id, primary: true }], {
      'regions.0.region': [UNKNOWN_REFERENCE],
    });
    await expect422([{ region: utrecht.id, role: planner.id }], {
      'regions.0.primary': ['Dit veld is verplicht.'],
    });
    await expect422(undefined, { regions: ['Dit veld is verplicht.'] });
    await expect422('Utrecht', { regions: ['Kies een of meer waarden.'] });

    const extra = await admin.post(`/api/employees/${employee.id}/update-region`, { regions: [], note: 'x' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ note: ['Dit veld is niet toegestaan.'] });

    // Nothing was stored by the refused calls.
    expect((await admin.get(`/api/employees/${employee.id}/regions`)).json()).toEqual({ data: [] });
  });

  it('answers 401 signed out and 403 without manage_employees (before 422); view_employees may read', async () => {
    const employee = await createEmployee(admin);
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get(`/api/employees/${employee.id}/regions`)).statusCode).toBe(401);
    const anonymousPost = await anonymous.post(`/api/employees/${employee.id}/update-region`, {
      regions: 'x',
    });
    expect(anonymousPost.statusCode).toBe(401);
    expect(anonymousPost.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });

    const { client: stranger } = await signedInClient(ctx, ['manage_regions']);
    const { client: viewer } = await signedInClient(ctx, ['view_employees']);
    for (const response of [
      await stranger.get(`/api/employees/${employee.id}/regions`),
      await stranger.post(`/api/employees/${employee.id}/update-region`, { regions: 'x' }),
      await viewer.post(`/api/employees/${employee.id}/update-region`, { regions: 'x' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
    const read = await viewer.get(`/api/employees/${employee.id}/regions`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown or malformed id, and for writes to an archived employee', async () => {
    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      for (const response of [
        await admin.get(`/api/employees/${id}/regions`),
        await update(id, [{ region: utrecht.id, role: planner.id, primary: true }]),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
    }
    const employee = await createEmployee(admin);
    await update(employee.id, [{ region: utrecht.id, role: planner.id, primary: true }]);
    const archived = await admin.delete(`/api/employees/${employee.id}`, { body: { reason: 'Uit dienst' } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await update(employee.id, [])).statusCode).toBe(404);
    const read = await admin.get(`/api/employees/${employee.id}/regions`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toHaveLength(1);
  });

  it('audits each change as editEmployeeRegions with the lists before and after', async () => {
    const employee = await createEmployee(admin);
    await update(employee.id, [{ region: utrecht.id, role: planner.id, primary: true }]);
    const second = [
      { region: utrecht.id, role: planner.id, primary: false },
      { region: zwolle.id, role: coordinator.id, primary: true },
    ];
    await update(employee.id, second);
    await update(employee.id, [...second].reverse()); // the same list in another order: no entry
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, employee.id), eq(auditLog.action, 'editEmployeeRegions')))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.resource, entry.actorId, entry.changes])).toEqual([
      [
        'employees',
        adminId,
        { regions: { before: [], after: [{ region: utrecht.id, role: planner.id, primary: true }] } },
      ],
      [
        'employees',
        adminId,
        {
          regions: {
            before: [{ region: utrecht.id, role: planner.id, primary: true }],
            after: [
              { region: zwolle.id, role: coordinator.id, primary: true },
              { region: utrecht.id, role: planner.id, primary: false },
            ],
          },
        },
      ],
    ]);
  });

  it('keeps regions and roles an employee uses from being deleted (422 in use)', async () => {
    const region = await createRegion(admin, 'Drenthe');
    const role = await createRole(admin, 'Invaller');
    const employee = await createEmployee(admin);
    await update(employee.id, [{ region: region.id, role: role.id, primary: true }]);
    for (const response of [
      await admin.delete(`/api/regions/${region.id}`),
      await admin.delete(`/api/roles/${role.id}`),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Dit item wordt nog gebruikt door 1 medewerker en kan daarom niet worden verwijderd.',
      );
    }
    await update(employee.id, []);
    expect((await admin.delete(`/api/regions/${region.id}`)).statusCode).toBe(200);
  });

  it('lets the database itself refuse a second primary region', async () => {
    const employee = await createEmployee(admin);
    await update(employee.id, [{ region: utrecht.id, role: planner.id, primary: true }]);
    await expect(
      ctx.database.db
        .insert(employeeRegions)
        .values({ employeeId: employee.id, regionId: zwolle.id, roleId: planner.id, isPrimary: true }),
    ).rejects.toThrow();
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, unknown> }).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/employees/{id}/regions', '/api/employees/{id}/update-region']),
    );
  });
});
