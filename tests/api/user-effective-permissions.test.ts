import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { employeeAccounts, users } from '../../server/db/schema/index.ts';
import { permissionsOfUser } from '../../server/users/permissions.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { heardEverywhere } from '../helpers/auth-changes.ts';
import { constraintRefusing } from '../helpers/pg-error.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { confirmSession } from '../helpers/confirm.ts';

// A user's permissions (spec §6) = direct grants ∪ the permissions of the active employee linked to the user
// (employee_accounts) ∪ the permissions of that employee's roles; every change counts from the next request.
describe('effective permissions (GET /api/user/permissions and every permission check)', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let sequence = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Every permission: granting is bounded by what the granter holds (tests/api/authorisation-invariants.test.ts).
    const user = await createUser(ctx.database.db, { permissions: [...PERMISSIONS] });
    admin = new ApiClient(ctx.app);
    await signIn(admin, user.email);
    await confirmSession(admin);
  });
  afterAll(() => ctx.close());

  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await admin.post(url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return (response.json() as { data: { id: string } }).data;
  };
  const employee = () => {
    sequence += 1;
    return post('/api/employees', {
      firstName: 'Eva',
      lastName: `Rechten ${sequence}`,
      email: `eva.rechten${sequence}@zorgportaal.test`,
    });
  };
  /** A signed-in user linked to a new employee record. */
  const linkedUser = async (direct: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx.database.db, direct);
    const record = await employee();
    await ctx.database.db.insert(employeeAccounts).values({ employeeId: record.id, userId: user.id });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const permissions = async () => {
      const response = await client.get('/api/user/permissions');
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: string[] }).data;
    };
    return { user, employeeId: record.id, client, permissions };
  };

  it('unites direct grants, the employee’s own permissions and those of the employee’s roles', async () => {
    const { employeeId, client, permissions } = await linkedUser({ permissions: ['manage_tags'] });
    expect(await permissions()).toEqual(['manage_tags']);

    await post(`/api/employees/${employeeId}/update-permissions`, { permissions: ['view_employees'] });
    expect(await permissions()).toEqual(['manage_tags', 'view_employees']);

    const regions = await post('/api/roles', { name: 'Regiobeheer', permissions: ['manage_regions'] });
    const branches = await post('/api/roles', {
      name: 'Branchebeheer',
      permissions: ['manage_branches', 'manage_tags'],
    });
    expect((await client.get('/api/facilities')).statusCode).toBe(403);
    await admin.put(`/api/employees/${employeeId}/roles`, { roles: [regions.id, branches.id] });
    expect(await permissions()).toEqual([
      'manage_branches',
      'manage_regions',
      'manage_tags',
      'view_employees',
    ]);
    // The checks of every route use the same union.
    expect((await client.get('/api/facilities')).statusCode).toBe(200);

    // A role's permissions change: visible on the next request, no stale cache.
    await admin.patch(`/api/roles/${regions.id}`, { permissions: ['view_employee_action_history'] });
    expect(await permissions()).toEqual([
      'manage_branches',
      'manage_tags',
      'view_employee_action_history',
      'view_employees',
    ]);
    expect((await client.get('/api/facilities')).statusCode).toBe(403);

    // The employee's role list changes.
    await admin.put(`/api/employees/${employeeId}/roles`, { roles: [branches.id] });
    expect(await permissions()).toEqual(['manage_branches', 'manage_tags', 'view_employees']);
    await admin.put(`/api/employees/${employeeId}/roles`, { roles: [] });
    await post(`/api/employees/${employeeId}/update-permissions`, { permissions: [] });
    expect(await permissions()).toEqual(['manage_tags']);
  });

  it('drops the grants of an archived employee, and gives them back on a restore that gives access back', async () => {
    const { user, employeeId, client, permissions } = await linkedUser();
    const role = await post('/api/roles', { name: 'Archiefrol', permissions: ['manage_regions'] });
    await admin.put(`/api/employees/${employeeId}/roles`, { roles: [role.id] });
    await post(`/api/employees/${employeeId}/update-permissions`, { permissions: ['view_employees'] });
    expect(await permissions()).toEqual(['manage_regions', 'view_employees']);

    const archived = await admin.delete(`/api/employees/${employeeId}`, { body: { reason: 'Uit dienst' } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await permissionsOfUser(ctx.database.db, user.id)).toEqual([]);
    // Archiving also blocks the account and ends its session (account-lifecycle.test.ts).
    expect((await client.get('/api/user/permissions')).statusCode).toBe(401);

    await admin.post(`/api/employees/archived/${employeeId}/restore`, { unblockAccount: true });
    await signIn(client, user.email);
    expect(await permissions()).toEqual(['manage_regions', 'view_employees']);
  });

  it('gives an employee’s grants only to the linked user, and not after the link is gone', async () => {
    const first = await linkedUser();
    const second = await linkedUser({ permissions: ['manage_branches'] });
    const role = await post('/api/roles', { name: 'Alleen de eerste', permissions: ['manage_regions'] });
    await admin.put(`/api/employees/${first.employeeId}/roles`, { roles: [role.id] });
    expect(await first.permissions()).toEqual(['manage_regions']);
    expect(await second.permissions()).toEqual(['manage_branches']);
    const unlinked = await createUser(ctx.database.db);
    expect(await permissionsOfUser(ctx.database.db, unlinked.id)).toEqual([]);

    // Unlinked by hand (no API call): counts once the instances have heard it.
    await ctx.database.db.delete(employeeAccounts).where(eq(employeeAccounts.userId, first.user.id));
    await heardEverywhere(ctx.database);
    expect(await first.permissions()).toEqual([]);
    expect((await admin.get(`/api/employees/${first.employeeId}`)).statusCode).toBe(200);
  });

  it('allows one account per employee and one employee per account; removes the link with the user', async () => {
    const { user, employeeId } = await linkedUser();
    const other = await employee();
    expect(
      await constraintRefusing(
        ctx.database.db.insert(employeeAccounts).values({ employeeId: other.id, userId: user.id }),
      ),
    ).toBe('23505 employee_accounts_user_id_unique');
    const otherUser = await createUser(ctx.database.db);
    expect(
      await constraintRefusing(
        ctx.database.db.insert(employeeAccounts).values({ employeeId, userId: otherUser.id }),
      ),
    ).toBe('23505 employee_accounts_pkey');

    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    const left = await ctx.database.db
      .select()
      .from(employeeAccounts)
      .where(eq(employeeAccounts.employeeId, employeeId));
    expect(left).toEqual([]);
  });
});
