import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';

interface RoleBody {
  id: string;
  name: string;
  permissions: string[];
  createdAt: string;
  updatedAt: string;
}

// Roles (spec §3 "Role: name, permissions", §6, §7 "Roles: GET, POST /roles; GET, PATCH, DELETE /roles/{id}").
describe('/api/roles', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Every permission: granting is bounded by what the granter holds (tests/api/authorisation-invariants.test.ts).
    const { client, user } = await signedInClient(ctx, [...PERMISSIONS]);
    admin = client;
    await confirmSession(admin);
    adminId = user.id;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/roles', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: RoleBody }).data;
  };

  it('creates, reads, lists, edits and deletes a role', async () => {
    const role = await create({
      name: ' Planner ',
      permissions: ['view_employees', 'manage_regions', 'view_employees'],
    });
    // Permissions in the order of spec §6, without repeats.
    expect(role).toMatchObject({ name: 'Planner', permissions: ['manage_regions', 'view_employees'] });
    expect((await admin.get(`/api/roles/${role.id}`)).json()).toEqual({ data: role });
    const page = (await admin.get('/api/roles?q=plan')).json() as PageBody<RoleBody>;
    expect(page.data).toEqual([role]);

    const edited = await admin.patch(`/api/roles/${role.id}`, { permissions: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Planner', permissions: [] });
    const withoutPermissions = await create({ name: 'Leeg' });
    expect(withoutPermissions.permissions).toEqual([]);

    expect((await admin.delete(`/api/roles/${role.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('filters by one permission', async () => {
    await create({ name: 'Filter tags', permissions: ['manage_tags'] });
    await create({ name: 'Filter beide', permissions: ['manage_tags', 'manage_branches'] });
    await create({ name: 'Filter geen' });
    const names = async (permission: string) =>
      (
        (
          await admin.get(`/api/roles?q=Filter&filter[permissions]=${permission}`)
        ).json() as PageBody<RoleBody>
      ).data.map((role) => role.name);
    expect(await names('manage_tags')).toEqual(['Filter beide', 'Filter tags']);
    expect(await names('manage_branches')).toEqual(['Filter beide']);
    const unknown = await admin.get('/api/roles?filter[permissions]=launch_rockets');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'filter[permissions]': ['Kies een van de mogelijke waarden.'] });
  });

  it('validates the name and each permission in Dutch', async () => {
    const missing = await admin.post('/api/roles', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['Dit veld is verplicht.'] });

    const bad = await admin.post('/api/roles', {
      name: 'x'.repeat(101),
      permissions: ['manage_tags', 'launch_rockets', 'manage_roles', 'fly'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Vul maximaal 100 tekens in.'],
      'permissions.1': ['Kies een van de mogelijke waarden.'],
      'permissions.3': ['Kies een van de mogelijke waarden.'],
    });
    const notAList = await admin.post('/api/roles', { name: 'Lijstloos', permissions: 'manage_tags' });
    expect(notAList.json().errors).toEqual({ permissions: ['Kies een of meer waarden.'] });
    const nullList = await admin.post('/api/roles', { name: 'Nul', permissions: null });
    expect(Object.keys(nullList.json().errors)).toEqual(['permissions']);

    await create({ name: 'Coördinator' });
    const duplicate = await admin.post('/api/roles', { name: 'COÖRDINATOR' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['Deze waarde bestaat al. Kies een andere.'] });
  });

  it('audits a name change and a permissions change as separate entries', async () => {
    const role = await create({ name: 'Teamleider', permissions: ['view_employees'] });
    const edited = await admin.patch(`/api/roles/${role.id}`, {
      name: 'Teamleider zorg',
      permissions: ['manage_employees', 'view_employees'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await admin.patch(`/api/roles/${role.id}`, { permissions: ['view_employees', 'manage_employees'] }); // same
    await admin.patch(`/api/roles/${role.id}`, { permissions: ['manage_employees'] });
    await admin.delete(`/api/roles/${role.id}`);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'roles'), eq(auditLog.recordId, role.id)))
      .orderBy(auditLog.createdAt);
    const byAction = entries.map((entry) => [entry.action, entry.changes]);
    expect(byAction).toHaveLength(5);
    expect(byAction[0]).toEqual([
      'createRole',
      {
        name: { before: null, after: 'Teamleider' },
        permissions: { before: null, after: ['view_employees'] },
      },
    ]);
    // The first edit changed both fields: two entries of one write, in either order.
    expect(byAction.slice(1, 3)).toEqual(
      expect.arrayContaining([
        ['editRoleName', { name: { before: 'Teamleider', after: 'Teamleider zorg' } }],
        [
          'editRolePermissions',
          {
            permissions: { before: ['view_employees'], after: ['manage_employees', 'view_employees'] },
          },
        ],
      ]),
    );
    expect(byAction[3]).toEqual([
      'editRolePermissions',
      { permissions: { before: ['manage_employees', 'view_employees'], after: ['manage_employees'] } },
    ]);
    expect(byAction[4]![0]).toBe('deleteRole');
    expect(entries.every((entry) => entry.actorId === adminId)).toBe(true);
  });

  it('refuses deleting a role an employee holds', async () => {
    const role = await create({ name: 'Vastgehouden' });
    const employee = await admin.post('/api/employees', {
      firstName: 'Rolf',
      lastName: 'Houder',
      email: 'rolf.houder@zorgportaal.test',
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const put = await admin.put(`/api/employees/${employee.json().data.id}/roles`, { roles: [role.id] });
    expect(put.statusCode, put.body).toBe(200);
    const refused = await admin.delete(`/api/roles/${role.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Dit item wordt nog gebruikt door 1 medewerker en kan daarom niet worden verwijderd.',
    );
    await admin.put(`/api/employees/${employee.json().data.id}/roles`, { roles: [] });
    expect((await admin.delete(`/api/roles/${role.id}`)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 without manage_roles, before validating', async () => {
    const role = await create({ name: 'Afgeschermd' });
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get('/api/roles')).statusCode).toBe(401);
    expect((await anonymous.post('/api/roles', { name: 'x'.repeat(500) })).statusCode).toBe(401);

    const { client } = await signedInClient(ctx, ['manage_tags', 'manage_oauth_clients']);
    for (const response of [
      await client.get('/api/roles'),
      await client.get(`/api/roles/${role.id}`),
      await client.post('/api/roles', { name: 'x'.repeat(500) }),
      await client.patch(`/api/roles/${role.id}`, { permissions: ['fly'] }),
      await client.delete(`/api/roles/${role.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
  });

  it('lets who manages or views employees read the roles, but not change them', async () => {
    const role = await create({ name: 'Toewijsbaar' });
    for (const permission of ['manage_employees', 'view_employees'] as const) {
      const { client } = await signedInClient(ctx, [permission]);
      expect((await client.get('/api/roles')).statusCode).toBe(200);
      expect((await client.get(`/api/roles/${role.id}`)).json().data.name).toBe('Toewijsbaar');
      expect((await client.patch(`/api/roles/${role.id}`, { name: 'Anders' })).statusCode).toBe(403);
      expect((await client.delete(`/api/roles/${role.id}`)).statusCode).toBe(403);
    }
  });

  it('pages through links.next without duplicates', async () => {
    const made = await Promise.all(Array.from({ length: 9 }, (_, i) => create({ name: `Pagina-rol ${i}` })));
    const seen: string[] = [];
    let url: string | null = '/api/roles?q=Pagina-rol&perPage=4';
    while (url) {
      const page = (await admin.get(url)).json() as PageBody<RoleBody>;
      seen.push(...page.data.map((role) => role.id));
      url = page.links.next;
    }
    expect(seen.sort()).toEqual(made.map((role) => role.id).sort());
  });
});
