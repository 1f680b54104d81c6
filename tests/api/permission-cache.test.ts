import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employeeAccounts,
  employees,
  employeesRoles,
  permissionsGeneration,
  roles,
  userPermissions,
} from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { heardEverywhere } from '../helpers/auth-changes.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createUser, signIn } from '../helpers/users.ts';

// Permissions are kept per instance while the permissions generation (read with the session on every request)
// stays the same; every write that can change them moves it in its own transaction (migration 0017).
describe('permission cache and the permissions generation', () => {
  let ctx: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    second = await createTestApp({}, { database: ctx.database });
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const generation = async () => {
    const [row] = await ctx.database.db.select().from(permissionsGeneration);
    return row?.value;
  };

  /** A signed-in user who may read employees (a direct grant), on the given instance. */
  const reader = async (on: TestContext = ctx) => {
    const user = await createUser(ctx.database.db, { permissions: ['view_employees'] });
    const client = new ApiClient(on.app);
    await signIn(client, user.email);
    const status = async () => (await client.get('/api/employees?perPage=1')).statusCode;
    return { user, client, status };
  };

  const employeeRecord = async (lastName: string) => {
    const [row] = await ctx.database.db
      .insert(employees)
      .values({ firstName: 'Cas', lastName, email: `${lastName.toLowerCase()}@zorgportaal.test` })
      .returning({ id: employees.id });
    if (!row) throw new Error('no employee');
    return row.id;
  };

  it('moves with every write that can change permissions, and not with other writes', async () => {
    const db = ctx.database.db;
    const { user } = await reader();
    const moves = async (write: () => Promise<unknown>) => {
      const before = await generation();
      await write();
      return (await generation()) !== before;
    };
    const employeeId = await employeeRecord('Generatie');
    const [role] = await db
      .insert(roles)
      .values({ name: 'Generatierol', permissions: [] })
      .returning({ id: roles.id });
    if (!role) throw new Error('no role');

    expect(
      await moves(() => db.insert(userPermissions).values({ userId: user.id, permission: 'manage_tags' })),
    ).toBe(true);
    expect(await moves(() => db.delete(userPermissions).where(eq(userPermissions.userId, user.id)))).toBe(
      true,
    );
    expect(await moves(() => db.insert(employeeAccounts).values({ employeeId, userId: user.id }))).toBe(true);
    expect(
      await moves(() => db.insert(employeesRoles).values({ recordId: employeeId, referenceId: role.id })),
    ).toBe(true);
    expect(
      await moves(() =>
        db
          .update(roles)
          .set({ permissions: ['manage_regions'] })
          .where(eq(roles.id, role.id)),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db
          .update(employees)
          .set({ permissions: ['manage_tags'] })
          .where(eq(employees.id, employeeId)),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db.update(employees).set({ archivedAt: new Date() }).where(eq(employees.id, employeeId)),
      ),
    ).toBe(true);

    // Writes that cannot change anyone's permissions leave what the instances keep alone.
    expect(await moves(() => employeeRecord('Nieuwkomer'))).toBe(false);
    expect(
      await moves(() =>
        db.update(employees).set({ lastName: 'Hernoemd' }).where(eq(employees.id, employeeId)),
      ),
    ).toBe(false);
    expect(
      await moves(() => db.update(roles).set({ name: 'Andere naam' }).where(eq(roles.id, role.id))),
    ).toBe(false);
  });

  it('counts a permission written straight into the database once every instance has heard it', async () => {
    const { user, status } = await reader(second);
    expect(await status()).toBe(200);
    await ctx.database.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    await heardEverywhere(ctx.database);
    expect(await status()).toBe(403);
    await ctx.database.db.insert(userPermissions).values({ userId: user.id, permission: 'view_employees' });
    await heardEverywhere(ctx.database);
    expect(await status()).toBe(200);
  });

  it('serves unchanged permissions from the instance while the generation stays the same', async () => {
    const { user, status } = await reader();
    expect(await status()).toBe(200);
    // Proof that the second request is answered from what the instance keeps: a change that (with its trigger
    // switched off) does not move the generation is not seen ...
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ${userPermissions} DISABLE TRIGGER user_permissions_bump_generation`);
      await tx.delete(userPermissions).where(eq(userPermissions.userId, user.id));
      await tx.execute(sql`ALTER TABLE ${userPermissions} ENABLE TRIGGER user_permissions_bump_generation`);
    });
    expect(await status()).toBe(200);
    // ... until the generation moves.
    await ctx.database.db
      .update(permissionsGeneration)
      .set({ value: sql`${permissionsGeneration.value} + 1` });
    await heardEverywhere(ctx.database);
    expect(await status()).toBe(403);
  });

  it('lets a change made through one instance count on the other at once', async () => {
    const { user, status } = await reader(second);
    const admin = new ApiClient(ctx.app);
    const manager = await createUser(ctx.database.db, {
      // What it gives: granting is bounded by what the granter holds (docs/decisions.md).
      permissions: ['manage_employees', 'manage_roles', 'view_employees', 'manage_tags'],
    });
    await signIn(admin, manager.email);
    await confirmSession(admin);
    expect(await status()).toBe(200);

    // The user's employee record gets a role with the permission, through the first instance's API ...
    const employeeId = await employeeRecord('Tweede');
    await ctx.database.db.insert(employeeAccounts).values({ employeeId, userId: user.id });
    await ctx.database.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    expect(await status()).toBe(403);
    const created = await admin.post('/api/roles', { name: 'Lezers', permissions: ['view_employees'] });
    expect(created.statusCode, created.body).toBe(201);
    const roleId = (created.json() as { data: { id: string } }).data.id;
    const linked = await admin.put(`/api/employees/${employeeId}/roles`, { roles: [roleId] });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    expect(await status()).toBe(200);

    // ... and taking the permission off the role there is refused on the second instance at the next request.
    const narrowed = await admin.patch(`/api/roles/${roleId}`, { permissions: ['manage_tags'] });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(await status()).toBe(403);
  });
});
