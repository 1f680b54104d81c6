import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions/sessions.ts';
import type { Dashboard } from '../../server/dashboard/dashboard.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const MINUTE = 60 * 1000;

interface DashboardBody {
  data: Dashboard;
}

describe('GET /dashboard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    const response = await new ApiClient(ctx.app).get('/api/dashboard');
    expect(response.statusCode).toBe(401);
  });

  it('shows the first name, true counts, the previous sign-in and recent sessions', async () => {
    const db = ctx.database.db;
    // The portal-wide figures are for who manages accounts (issue 26: view_employees got them).
    const user = await createUser(db, { firstname: 'Ilse', permissions: ['manage_employees'] });
    const colleague = await createUser(db);
    await createUser(db, { password: null }); // invited, never signed in

    // An earlier sign-in of Ilse that idled out, and a live session of a colleague.
    const earlier = await createSession(db, {
      userId: user.id,
      remember: false,
      userAgent: 'Oud',
      ip: '192.0.2.1',
    });
    const earlierStart = new Date(Date.now() - 3 * 60 * MINUTE);
    await db
      .update(sessions)
      .set({ createdAt: earlierStart, lastActiveAt: new Date(Date.now() - 2 * 60 * MINUTE) })
      .where(eq(sessions.id, earlier.session.id));
    await createSession(db, { userId: colleague.id, remember: true, userAgent: 'Collega', ip: '192.0.2.2' });

    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const response = await client.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as DashboardBody;
    expect(data.user).toEqual({ firstname: 'Ilse' });
    expect(data.counts).toEqual({ users: 3, activeSessions: 2 });
    expect(data.lastSignIn).toBe(earlierStart.toISOString());
    expect(data.recentSessions).toHaveLength(2);
    expect(data.recentSessions[0]).toMatchObject({
      current: true,
      active: true,
      remember: false,
      ip: '127.0.0.1',
      userAgent: expect.stringContaining('ZorgportaalTest'),
    });
    expect(data.recentSessions[1]).toMatchObject({
      id: earlier.session.id,
      current: false,
      active: false,
      userAgent: 'Oud',
      createdAt: earlierStart.toISOString(),
    });
  });

  it('shows the portal-wide counts only to users who manage accounts (manage_employees)', async () => {
    const db = ctx.database.db;
    const staff = await createUser(db, { permissions: ['manage_tags'] });
    const manager = await createUser(db, { permissions: ['manage_employees'] });
    const dashboardOf = async (email: string) => {
      const client = new ApiClient(ctx.app);
      await signIn(client, email);
      const response = await client.get('/api/dashboard');
      expect(response.statusCode).toBe(200);
      return (response.json() as DashboardBody).data;
    };
    expect(Object.keys(await dashboardOf(staff.email))).not.toContain('counts');
    expect((await dashboardOf(manager.email)).counts).toEqual({
      users: expect.any(Number),
      activeSessions: expect.any(Number),
    });
  });

  it('does not take a session started later (another device) for the previous sign-in', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    // The same user signs in elsewhere afterwards.
    const later = await createSession(db, {
      userId: user.id,
      remember: false,
      userAgent: 'Telefoon',
      ip: '192.0.2.3',
    });
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() + MINUTE) })
      .where(eq(sessions.id, later.session.id));
    const { data } = (await client.get('/api/dashboard')).json() as DashboardBody;
    expect(data.lastSignIn).toBeNull();
    expect(data.recentSessions).toHaveLength(2);
  });

  it('has no previous sign-in on a first sign-in', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const { data } = (await client.get('/api/dashboard')).json() as DashboardBody;
    expect(data.lastSignIn).toBeNull();
    expect(data.recentSessions.map((session) => session.current)).toEqual([true]);
  });
});
