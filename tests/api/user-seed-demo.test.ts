import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { hashPassword } from '../../server/auth/passwords/passwords.ts';
import { sessions, userPermissions, users } from '../../server/db/schema/index.ts';
import { demoCredentials } from '../../server/seed/demo-credentials.ts';
import { DEMO_ADMIN } from '../../server/seed/demo-users.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

describe('seedDemo', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the demo administrator once; the admin signs in straight to the dashboard', async () => {
    const db = ctx.database.db;
    expect(await seedDemo(db, ctx.app.log)).toBe(true);
    const count = (await db.select().from(users)).length;
    expect(count).toBeGreaterThan(3);
    expect(await seedDemo(db, ctx.app.log)).toBe(false);
    expect(await db.select().from(users)).toHaveLength(count);

    const client = new ApiClient(ctx.app);
    expect(await signIn(client, DEMO_ADMIN.email, DEMO_ADMIN.password)).toEqual({ next: 'authenticated' });
    expect((await client.get('/api/user/permissions')).json()).toEqual({ data: [...PERMISSIONS] });
    expect((await client.get('/api/user')).json()).toMatchObject({
      data: { firstname: 'Demi', emailVerified: true },
    });

    // Its earlier sessions all ended before the seed: the dashboard shows them as history, not as live.
    const dashboard = (await client.get('/api/dashboard')).json() as {
      data: { counts: { activeSessions: number }; lastSignIn: string | null; recentSessions: unknown[] };
    };
    expect(dashboard.data.counts.activeSessions).toBe(1);
    expect(dashboard.data.lastSignIn).not.toBeNull();
    expect(dashboard.data.recentSessions.length).toBeGreaterThan(1);
  });

  it('on a seeded database, gives the demo administrator a permission declared since (a new resource)', async () => {
    const db = ctx.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
    // As before `npm run db:generate` added a resource declaring manage_tags.
    await db
      .delete(userPermissions)
      .where(and(eq(userPermissions.userId, admin!.id), eq(userPermissions.permission, 'manage_tags')));
    expect(await seedDemo(db, ctx.app.log)).toBe(false);
    const held = await db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, admin!.id));
    expect(held.map(({ permission }) => permission).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('does nothing when the database already has users', async () => {
    const other = await createTestApp();
    try {
      await createUser(other.database.db);
      expect(await seedDemo(other.database.db, other.app.log)).toBe(false);
      expect(await other.database.db.select().from(users)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('offers the credentials for printing only while the demo password is unchanged', async () => {
    const db = ctx.database.db;
    expect(await demoCredentials(db)).toEqual(DEMO_ADMIN);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Een-ander-wachtwoord-2025') })
      .where(eq(users.email, DEMO_ADMIN.email));
    expect(await demoCredentials(db)).toBeNull();
  });

  it('gives every seeded session a past end', async () => {
    const rows = await ctx.database.db.select().from(sessions);
    const seeded = rows.filter((row) => !row.userAgent.includes('ZorgportaalTest'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) expect(row.expiresAt.getTime()).toBeLessThan(Date.now());
  });
});
