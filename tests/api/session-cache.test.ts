import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheOf } from '../../server/session-cache/session-cache.ts';
import { AUTH_CHANGES_RETRY_MS } from '../../server/session-cache/auth-changes.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createUser, signIn } from '../helpers/users.ts';

/** Polls `condition` every 10 ms until it holds or `ms` have passed; gives whether it held. */
async function within(ms: number, condition: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

// Sessions kept between requests while a LISTEN connection hears every change (server/session-cache/session-cache.ts):
// on PostgreSQL only; the embedded store asks the database each time.
describe('session cache', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ SESSION_CACHE: 'true' });
  });
  afterAll(() => ctx.close());

  const cache = () => sessionCacheOf(ctx.database.db);
  const postgres = () => ctx.database.kind === 'postgres';

  const signedIn = async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const status = async () => (await client.get('/api/user')).statusCode;
    return { user, client, status };
  };

  it('is on, once the app is ready, exactly on PostgreSQL', () => {
    expect(cache().active).toBe(postgres());
  });

  /** The cases of a kept session: the cache exists on PostgreSQL only (vitest.config.ts sets TEST_DB). */
  const onPostgres = it.runIf(process.env.TEST_DB === 'postgres');

  it('answers from what it keeps, and reads again once a change is heard', async () => {
    const { user, status } = await signedIn();
    expect(await status()).toBe(200);
    // Ended without telling anyone (its trigger switched off): an instance that keeps the session still serves it
    // — the proof that it is kept — and one that does not refuses it.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ${sessions} DISABLE TRIGGER sessions_notify_auth_change`);
      await tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      await tx.execute(sql`ALTER TABLE ${sessions} ENABLE TRIGGER sessions_notify_auth_change`);
    });
    expect(await status()).toBe(postgres() ? 200 : 401);
    if (!postgres()) return;

    const epoch = cache().epoch;
    await ctx.database.db.execute(sql`NOTIFY zp_auth, 'test'`);
    expect(await within(2000, () => cache().epoch !== epoch)).toBe(true);
    expect(await status()).toBe(401);
  });

  it('hears a logout made by another instance as soon as the notification arrives', async () => {
    const { user, status } = await signedIn();
    expect(await status()).toBe(200);
    const epoch = cache().epoch;
    const before = performance.now();
    // Straight in the database, as another instance would: only the trigger's notification tells this one.
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    if (postgres()) {
      expect(await within(2000, () => cache().epoch !== epoch)).toBe(true);
      // A notification travels in well under a millisecond on one host; a loaded test machine gets a margin.
      expect(performance.now() - before).toBeLessThan(1000);
    }
    expect(await status()).toBe(401);
  });

  it('forgets at once what this instance changes itself (a confirmation counts on the next request)', async () => {
    const { client } = await signedIn();
    expect((await client.delete('/api/user/sessions')).statusCode).toBe(423);
    await confirmSession(client);
    expect((await client.delete('/api/user/sessions')).statusCode).toBe(200);
  });

  onPostgres(
    'keeps nothing while the LISTEN connection is down, and starts again when it is back',
    async () => {
      const { status } = await signedIn();
      expect(await status()).toBe(200);
      await ctx.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE 'zp-auth-listener:%'`,
      );
      expect(await within(2000, () => !cache().active)).toBe(true);
      expect(await status()).toBe(200);
      // Generous: on a loaded test machine a new connection can take seconds.
      expect(await within(AUTH_CHANGES_RETRY_MS + 15_000, () => cache().active)).toBe(true);
      expect(await status()).toBe(200);
    },
  );
});
