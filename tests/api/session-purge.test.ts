import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purgeExpiredSessions,
  SESSION_HISTORY_RETENTION_MS,
} from '../../server/auth/sessions/purge-sessions.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../server/auth/sessions/session-policy.ts';
import { sessionPurgePlugin } from '../../server/auth/sessions/session-purge-plugin.ts';
import { createSession } from '../../server/auth/sessions/sessions.ts';
import type { Db } from '../../server/db/client.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const RETENTION = SESSION_HISTORY_RETENTION_MS;

/** A session of `userId` created `ageMs` before `now` and last active `idleMs` before `now`. */
async function sessionAt(
  db: Db,
  userId: string,
  now: Date,
  { ageMs, idleMs, remember = false }: { ageMs: number; idleMs: number; remember?: boolean },
): Promise<string> {
  const createdAt = new Date(now.getTime() - ageMs);
  const { session } = await createSession(
    db,
    { userId, remember, userAgent: 'test', ip: '192.0.2.1' },
    createdAt,
  );
  await db
    .update(sessions)
    .set({ lastActiveAt: new Date(now.getTime() - idleMs) })
    .where(eq(sessions.id, session.id));
  return session.id;
}

async function existing(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('purgeExpiredSessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('deletes sessions that ended longer than the retention ago, and keeps live, remembered and recent history', async () => {
    const db = ctx.database.db;
    const { id: userId } = await createUser(db);
    const now = new Date();
    const live = await sessionAt(db, userId, now, { ageMs: 2 * 60 * MINUTE, idleMs: 5 * MINUTE });
    const recentlyIdle = await sessionAt(db, userId, now, {
      ageMs: 2 * 60 * MINUTE,
      idleMs: SESSION_IDLE_MS,
    });
    const idleLongAgo = await sessionAt(db, userId, now, {
      ageMs: RETENTION + 2 * 60 * MINUTE,
      idleMs: RETENTION + SESSION_IDLE_MS,
    });
    const recentlyPastEnd = await sessionAt(db, userId, now, {
      ageMs: SESSION_ABSOLUTE_MS + MINUTE,
      idleMs: MINUTE,
    });
    const pastEndLongAgo = await sessionAt(db, userId, now, {
      ageMs: RETENTION + SESSION_ABSOLUTE_MS + MINUTE,
      idleMs: RETENTION + MINUTE,
    });
    const remembered = await sessionAt(db, userId, now, { ageMs: 10 * DAY, idleMs: 9 * DAY, remember: true });
    const rememberedPastEndLongAgo = await sessionAt(db, userId, now, {
      ageMs: RETENTION + 31 * DAY,
      idleMs: RETENTION + MINUTE,
      remember: true,
    });
    const all = [
      live,
      recentlyIdle,
      idleLongAgo,
      recentlyPastEnd,
      pastEndLongAgo,
      remembered,
      rememberedPastEndLongAgo,
    ];

    expect(await purgeExpiredSessions(db, now)).toBe(3);
    expect(await existing(db, all)).toEqual([live, recentlyIdle, recentlyPastEnd, remembered].sort());
    expect(await purgeExpiredSessions(db, now)).toBe(0);
  });
});

describe('the session purge of the app', () => {
  it('purges once when the app starts', async () => {
    const first = await createTestApp();
    try {
      const db = first.database.db;
      const { id: userId } = await createUser(db);
      const now = new Date();
      const idle = await sessionAt(db, userId, now, {
        ageMs: RETENTION + 60 * MINUTE,
        idleMs: RETENTION + 45 * MINUTE,
      });
      const live = await sessionAt(db, userId, now, { ageMs: 10 * MINUTE, idleMs: MINUTE });
      // Another instance starting on the same database.
      const second = await createTestApp({}, { database: first.database });
      await second.close();
      expect(await existing(db, [idle, live])).toEqual([live]);
    } finally {
      await first.close();
    }
  });

  it('purges again on its timer, and stops when the app closes', async () => {
    const ctx = await createTestApp();
    const app = Fastify({ logger: false });
    try {
      const db = ctx.database.db;
      const { id: userId } = await createUser(db);
      app.decorate('database', ctx.database);
      await app.register(sessionPurgePlugin, { intervalMs: 50 });
      await app.ready();

      const now = new Date();
      const idle = await sessionAt(db, userId, now, {
        ageMs: RETENTION + 60 * MINUTE,
        idleMs: RETENTION + 45 * MINUTE,
      });
      await expect.poll(() => existing(db, [idle]), { timeout: 5000, interval: 50 }).toEqual([]);

      await app.close();
      const afterClose = await sessionAt(db, userId, new Date(), { ageMs: 60 * MINUTE, idleMs: 45 * MINUTE });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await existing(db, [afterClose])).toEqual([afterClose]);
    } finally {
      await app.close();
      await ctx.close();
    }
  });
});
