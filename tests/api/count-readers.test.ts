import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../resources/permissions.ts';
import { roles } from '../../resources/roles.ts';
import { tags } from '../../resources/tags.ts';
import { inUseError } from '../../server/admin/record-usage.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee, createRegion, createRole } from '../helpers/employees.ts';

/**
 * Issue 26, finding 8: a count of records of a resource goes only to who may read that resource; the portal-wide
 * numbers of accounts and live sessions only to who manages accounts (manage_employees). A manager of tags or roles
 * still learns that employees use the record (the delete is refused either way), not how many
 * (docs/decisions.md).
 */

const IN_USE_BY_EMPLOYEES =
  'Dit item wordt nog gebruikt door medewerkers en kan daarom niet worden verwijderd.';

describe('counts only for who may read what they count', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let tagId: string;
  let roleId: string;

  const clientWith = async (permissions: Permission[]) => (await signedInClient(ctx, permissions)).client;
  const usedBy = async (client: ApiClient, path: string) => {
    const response = await client.get(`${path}/usage`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { usedBy: unknown[] } }).data.usedBy;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await clientWith(['manage_employees', 'manage_roles', 'manage_tags']);
    await confirmSession(admin); // giving roles is a sensitive write
    const tag = await admin.post('/api/tags', { name: 'Nachtdienst' });
    tagId = (tag.json() as { data: { id: string } }).data.id;
    roleId = (await createRole(admin, 'Beheerder')).id;
    for (let index = 0; index < 3; index += 1) {
      const employee = await createEmployee(admin, { tags: [tagId] });
      const given = await admin.put(`/api/employees/${employee.id}/roles`, { roles: [roleId] });
      expect(given.statusCode, given.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  it('manage_tags alone learns that employees carry the tag, not how many', async () => {
    expect(await usedBy(await clientWith(['manage_tags']), `/api/tags/${tagId}`)).toEqual([
      { resource: 'employees' },
    ]);
  });

  it('manage_roles alone learns that employees hold Beheerder, not how many', async () => {
    expect(await usedBy(await clientWith(['manage_roles']), `/api/roles/${roleId}`)).toEqual([
      { resource: 'employees' },
    ]);
  });

  it('who also reads employees gets the count', async () => {
    expect(await usedBy(await clientWith(['manage_tags', 'view_employees']), `/api/tags/${tagId}`)).toEqual([
      { resource: 'employees', count: 3 },
    ]);
    expect(
      await usedBy(await clientWith(['manage_roles', 'manage_employees']), `/api/roles/${roleId}`),
    ).toEqual([{ resource: 'employees', count: 3 }]);
  });

  it('a region: manage_regions alone gets the facilities’ count, the employees last and without one', async () => {
    const manager = await clientWith(['manage_employees', 'manage_regions', 'manage_roles']);
    const region = await createRegion(manager, 'Achterhoek');
    const role = await createRole(manager, 'Wijkverpleegkundige');
    const facility = await manager.post('/api/facilities', {
      name: 'De Es',
      region: region.id,
      city: 'Lochem',
    });
    expect(facility.statusCode, facility.body).toBe(201);
    for (let index = 0; index < 2; index += 1) {
      const employee = await createEmployee(manager);
      const placed = await manager.post(`/api/employees/${employee.id}/update-region`, {
        regions: [{ region: region.id, role: role.id, primary: true }],
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    expect(await usedBy(manager, `/api/regions/${region.id}`)).toEqual([
      { resource: 'employees', count: 2 },
      { resource: 'facilities', count: 1 },
    ]);
    // Hidden counts go last, so the order tells nothing of their size either.
    expect(await usedBy(await clientWith(['manage_regions']), `/api/regions/${region.id}`)).toEqual([
      { resource: 'facilities', count: 1 },
      { resource: 'employees' },
    ]);
  });

  it('the refusal of a delete names the count only to who may read the users (inUseError with the reader)', async () => {
    const db = ctx.database.db;
    expect((await inUseError(db, tags, tagId, ['manage_tags'])).message).toBe(IN_USE_BY_EMPLOYEES);
    expect((await inUseError(db, roles, roleId, ['manage_roles'])).message).toBe(IN_USE_BY_EMPLOYEES);
    expect((await inUseError(db, tags, tagId, ['manage_tags', 'view_employees'])).message).toBe(
      'Dit item wordt nog gebruikt door 3 medewerkers en kan daarom niet worden verwijderd.',
    );
  });

  it('DELETE of a tag in use answers manage_tags alone without the count, a reader of employees with it', async () => {
    const refused = await (await clientWith(['manage_tags'])).delete(`/api/tags/${tagId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: IN_USE_BY_EMPLOYEES, errors: { id: [IN_USE_BY_EMPLOYEES] } });
    const counted = await (await clientWith(['manage_tags', 'view_employees'])).delete(`/api/tags/${tagId}`);
    expect(counted.json()).toMatchObject({
      message: 'Dit item wordt nog gebruikt door 3 medewerkers en kan daarom niet worden verwijderd.',
    });
  });

  it('the dashboard: view_employees gets no portal-wide figures, manage_employees does', async () => {
    const dashboardOf = async (permissions: Permission[]) => {
      const response = await (await clientWith(permissions)).get('/api/dashboard');
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: Record<string, unknown> }).data;
    };
    const reader = await dashboardOf(['view_employees']);
    expect(Object.keys(reader)).not.toContain('counts');
    // The headcount counts employees, which this reader reads.
    expect(Object.keys(reader)).toContain('headcount');
    expect((await dashboardOf(['manage_employees'])).counts).toEqual({
      users: expect.any(Number),
      activeSessions: expect.any(Number),
    });
  });
});
