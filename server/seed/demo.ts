import type { FastifyBaseLogger } from 'fastify';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { SESSION_ABSOLUTE_MS } from '../auth/session-policy.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { createUser, EmailTakenError } from '../users/create-user.ts';
import { countUsers } from '../users/users.ts';
import { seedAdminData } from './demo-admin-seed.ts';
import { seedDemoOAuthClient } from './demo-oauth-client.ts';
import { DEMO_ADMIN, demoUsers, type DemoSession } from './demo-users.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Fills an empty database with the demo administrator, a few colleagues, and the administration they work on
 * (regions, facilities, branches, roles, tags, administrative units, employees: server/seed/demo-admin-data.ts). Does nothing when any user exists,
 * so it runs on every start and seeds once. Returns whether it seeded.
 */
export async function seedDemo(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  at = new Date(),
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
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
