import type { FastifyBaseLogger } from 'fastify';
import { hashSessionToken, newSessionToken } from '../auth/sessions/session-token.ts';
import { SESSION_ABSOLUTE_MS } from '../auth/sessions/session-policy.ts';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { sessions, userPermissions, users } from '../db/schema/index.ts';
import { createUser, EmailTakenError } from '../users/create-user.ts';
import { countUsers } from '../users/users.ts';
import { seedAdminData } from './demo-admin-seed.ts';
import { seedDemoOAuthClient } from './demo-oauth-client.ts';
import { DEMO_ADMIN, demoUsers, type DemoSession } from './demo-users.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Fills an empty database with the demo administrator, a few colleagues, and the administration they work on
 * (regions, facilities, branches, roles, tags, administrative units, employees: server/seed/demo-admin-data.ts).
 * Seeds only an empty database, so it runs on every start and seeds once; on a seeded one it gives the demo
 * administrator any permission declared since (a resource added with `npm run db:generate`). Returns whether it
 * seeded.
 */
export async function seedDemo(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  at = new Date(),
): Promise<boolean> {
  if ((await countUsers(db)) > 0) {
    await grantDemoAdminEveryPermission(db);
    return false;
  }
  try {
    let adminId: string | null = null;
    for (const demo of demoUsers(at)) {
      const user = await createUser(db, {
        ...demo.input,
        password: demo.hasPassword ? DEMO_ADMIN.password : null,
      });
      adminId ??= user.id;
      if (demo.sessions.length > 0) {
        await db.insert(sessions).values(demo.sessions.map((past) => pastSession(user.id, past, at)));
      }
    }
    await seedAdminData(db, adminId!, at);
    await seedDemoOAuthClient(db);
  } catch (error) {
    // Another instance seeding the same empty database at the same moment won the race.
    if (error instanceof EmailTakenError) return false;
    throw error;
  }
  log.info('demo data seeded');
  return true;
}

/** The demo administrator holds every permission, also one a new resource declared after the seed. */
async function grantDemoAdminEveryPermission(db: Db): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  if (!admin) return;
  await db
    .insert(userPermissions)
    .values(PERMISSIONS.map((permission) => ({ userId: admin.id, permission })))
    .onConflictDoNothing();
}

/** A session that ended before `at` (its absolute end passed); nobody holds its token. */
function pastSession(userId: string, past: DemoSession, at: Date) {
  const createdAt = new Date(at.getTime() - past.hoursAgo * HOUR_MS);
  return {
    userId,
    tokenHash: hashSessionToken(newSessionToken()),
    userAgent: past.userAgent,
    ip: past.ip,
    createdAt,
    lastActiveAt: new Date(createdAt.getTime() + past.activeMinutes * 60 * 1000),
    expiresAt: new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS),
  };
}
