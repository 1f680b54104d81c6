import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../server/dashboard/dashboard.ts';
import { loadHeadcount, WITHOUT_CEILING } from '../../server/dashboard/headcount.ts';
import { employeeRegions, employees, employeesRoles, regions, roles } from '../../server/db/schema/index.ts';
import type { Permission } from '../../resources/permissions.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

interface DashboardBody {
  data: Dashboard;
}

const ALWAYS = ['lastSignIn', 'recentSessions', 'user'];

async function dashboardOf(ctx: TestContext, permissions: Permission[]): Promise<Dashboard> {
  const { client } = await signedInClient(ctx, permissions);
  const response = await client.get('/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as DashboardBody).data;
}

let sequence = 0;
const employeeRow = (archivedAt: Date | null = null) => {
  sequence += 1;
  return {
    firstName: 'Mila',
    lastName: `Teller ${sequence}`,
    email: `teller${sequence}@zorgportaal.test`,
    archivedAt,
  };
};

describe('GET /dashboard: the cards a user may see', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    const user = await createUser(ctx.database.db, {
      firstname: 'Hanna',
      lastname: 'Beheer',
      permissions: ['manage_employees', 'manage_regions', 'manage_tags', 'view_employee_action_history'],
    });
    admin = new ApiClient(ctx.app);
    await signIn(admin, user.email);
  });
  afterAll(() => ctx.close());

  it('gives a user with only manage_tags no key of the employee, region or portal cards', async () => {
    await admin.post('/api/tags', { name: 'Spoed' });
    await admin.post('/api/regions', { name: 'Twente' });
    const data = await dashboardOf(ctx, ['manage_tags']);
    expect(Object.keys(data).sort()).toEqual([...ALWAYS, 'latestChanges'].sort());
    expect(data.latestChanges!.length).toBeGreaterThan(0);
    expect(new Set(data.latestChanges!.map((change) => change.resource))).toEqual(new Set(['tags']));
  });

  it('gives view_employees the headcount and the changes of what it reads, not the portal figures or the regions’ facilities', async () => {
    const data = await dashboardOf(ctx, ['view_employees']);
    // The portal-wide figures are for who manages accounts (issue 26).
    expect(Object.keys(data).sort()).toEqual([...ALWAYS, 'headcount', 'latestChanges'].sort());
    expect(data.headcount).toEqual({
      active: expect.any(Number),
      archivedThisMonth: expect.any(Number),
      withoutRegion: { count: expect.any(Number), more: false },
      withoutRole: { count: expect.any(Number), more: false },
    });
  });

  it('shows only the changes of resources the user may read; employees’ only with their history permission', async () => {
    const employee = (
      await admin.post('/api/employees', {
        firstName: 'Chantal',
        lastName: 'Bakker',
        email: 'chantal.bakker@zorgportaal.test',
      })
    ).json() as { data: { id: string } };
    const resourcesSeenBy = async (permissions: Permission[]) =>
      new Set((await dashboardOf(ctx, permissions)).latestChanges?.map((change) => change.resource));

    // manage_employees reads regions and tags (to assign them), but the employees' history needs its own permission.
    expect(await resourcesSeenBy(['manage_employees'])).toEqual(new Set(['regions', 'tags']));
    expect(await resourcesSeenBy(['manage_employees', 'view_employee_action_history'])).toEqual(
      new Set(['regions', 'tags', 'employees']),
    );
    expect(await resourcesSeenBy(['view_employee_action_history'])).toEqual(new Set());
    // view_employees reads the regions and tags an employee page names; the history stays its own permission.
    expect(await resourcesSeenBy(['view_employees'])).toEqual(new Set(['regions', 'tags']));

    const [latest] = (await dashboardOf(ctx, ['view_employees', 'view_employee_action_history']))
      .latestChanges!;
    expect(latest).toEqual({
      id: expect.any(String),
      action: 'createEmployee',
      kind: 'create',
      resource: 'employees',
      recordId: employee.data.id,
      recordName: 'Chantal Bakker',
      recordState: 'present',
      actorName: 'Hanna Beheer',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('gives the ten newest changes, newest first', async () => {
    const tag = (await admin.post('/api/tags', { name: 'Oud' })).json() as { data: { id: string } };
    for (let index = 0; index < 10; index += 1) await admin.post('/api/tags', { name: `Tag ${index}` });

    const changes = (await dashboardOf(ctx, ['manage_tags'])).latestChanges!;
    expect(changes).toHaveLength(10);
    expect(changes[0]).toMatchObject({ action: 'createTag', kind: 'create', recordName: 'Tag 9' });
    expect(changes.map((change) => change.createdAt)).toEqual(
      [...changes.map((change) => change.createdAt)].sort().reverse(),
    );
    expect(changes.some((change) => change.recordId === tag.data.id)).toBe(false); // pushed out by the ten new ones
    // Who made them is for those who may read employees.
    expect(changes.filter((change) => 'actorName' in change)).toEqual([]);
    const named = (await dashboardOf(ctx, ['manage_tags', 'view_employees'])).latestChanges!;
    expect(named[0]).toMatchObject({ action: 'createTag', actorName: 'Hanna Beheer' });
  });

  it('lists every region with its number of facilities, sorted as a Dutch reader sorts', async () => {
    const region = async (name: string) =>
      ((await admin.post('/api/regions', { name })).json() as { data: { id: string } }).data.id;
    const zuid = await region('Zuid');
    const eemland = await region('Éémland');
    await region('achterhoek');
    for (const name of ['Meander', 'Lichtenberg']) {
      const response = await admin.post('/api/facilities', { name, region: eemland, city: 'Amersfoort' });
      expect(response.statusCode, response.body).toBe(201);
    }
    await admin.post('/api/facilities', { name: 'Zorgboog', region: zuid, city: 'Helmond' });

    const perRegion = (await dashboardOf(ctx, ['manage_regions'])).facilitiesPerRegion!;
    expect(perRegion.map(({ name, facilities }) => [name, facilities])).toEqual([
      ['achterhoek', 0],
      ['Éémland', 2],
      ['Twente', 0],
      ['Zuid', 1],
    ]);
    expect(perRegion[1]!.id).toBe(eemland);
  });
});

describe('GET /dashboard: a deleted record and its name', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('keeps a deleted record’s entry, named, without a page to link to', async () => {
    const { client } = await signedInClient(ctx, ['manage_tags']);
    const tag = (await client.post('/api/tags', { name: 'Tijdelijk' })).json() as { data: { id: string } };
    expect((await client.delete(`/api/tags/${tag.data.id}`)).statusCode).toBe(200);
    const changes = (await dashboardOf(ctx, ['manage_tags'])).latestChanges!;
    expect(changes.map(({ kind, recordName, recordState }) => [kind, recordName, recordState])).toEqual([
      ['delete', 'Tijdelijk', 'deleted'],
      ['create', 'Tijdelijk', 'deleted'],
    ]);
  });

  it('has an empty list of changes, not none, for a user who may read them but nothing happened', async () => {
    const data = await dashboardOf(ctx, ['manage_regions']);
    expect(data.latestChanges).toEqual([]);
    expect(data.facilitiesPerRegion).toEqual([]);
  });
});

describe('Headcount', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('counts active employees, those archived this Dutch calendar month, and those without region or role', async () => {
    const db = ctx.database.db;
    // 1 November 2026, 00:30 in Amsterdam (CET, UTC+1) is 31 October 23:30 UTC.
    const now = new Date('2026-10-31T23:30:00Z');
    const [withBoth, withRegionOnly, withRoleOnly] = await db
      .insert(employees)
      .values([employeeRow(), employeeRow(), employeeRow(), employeeRow()])
      .returning({ id: employees.id });
    await db.insert(employees).values([
      employeeRow(new Date('2026-10-31T23:10:00Z')), // 1 November 00:10 Amsterdam: this month
      employeeRow(new Date('2026-10-31T22:50:00Z')), // 31 October 23:50 Amsterdam: last month
    ]);
    const [region] = await db.insert(regions).values({ name: 'Drenthe' }).returning({ id: regions.id });
    const [role] = await db.insert(roles).values({ name: 'Planner' }).returning({ id: roles.id });
    await db.insert(employeeRegions).values([
      { employeeId: withBoth!.id, regionId: region!.id, roleId: role!.id, isPrimary: true },
      { employeeId: withRegionOnly!.id, regionId: region!.id, roleId: role!.id, isPrimary: true },
    ]);
    await db.insert(employeesRoles).values([
      { recordId: withBoth!.id, referenceId: role!.id },
      { recordId: withRoleOnly!.id, referenceId: role!.id },
    ]);

    expect(await loadHeadcount(db, now)).toEqual({
      active: 4,
      archivedThisMonth: 1,
      withoutRegion: { count: 2, more: false },
      withoutRole: { count: 2, more: false },
    });
    // An hour earlier it is still October in Amsterdam: both archived this month.
    expect((await loadHeadcount(db, new Date('2026-10-31T22:55:00Z'))).archivedThisMonth).toBe(2);
  });

  it(`stops counting the employees without a region or role at ${WITHOUT_CEILING}`, async () => {
    const db = ctx.database.db;
    await db.insert(employees).values(Array.from({ length: WITHOUT_CEILING + 5 }, () => employeeRow()));
    const headcount = await loadHeadcount(db, new Date());
    expect(headcount.active).toBe(WITHOUT_CEILING + 9);
    expect(headcount.withoutRegion).toEqual({ count: WITHOUT_CEILING, more: true });
    expect(headcount.withoutRole).toEqual({ count: WITHOUT_CEILING, more: true });
  });
});
