import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { createUser, signIn } from '../helpers/users.ts';

/** Short enough for a test, long enough for every ordinary statement of a request. */
const STATEMENT_TIMEOUT_MS = 400;
/** server/db/migrate.ts */
const MIGRATION_LOCK_KEY = 7_205_118_001;

// The serving process's pool limits each statement on PostgreSQL (DATABASE_STATEMENT_TIMEOUT_MS): a request stuck
// behind a lock answers 503 and loses nothing; migrations are not limited.
describe.runIf(process.env.TEST_DB === 'postgres')('statement timeout on PostgreSQL', () => {
  let storage: Database;
  let limited: Database;
  let ctx: TestContext;

  beforeAll(async () => {
    storage = await createTestDatabase();
    limited = await openDatabase(
      { DATABASE_URL: String(storage.pool.options.connectionString), DATA_DIR: tmpdir() },
      { statementTimeoutMs: STATEMENT_TIMEOUT_MS },
    );
    ctx = await createTestApp({}, { database: limited });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await limited?.close();
    await storage?.close();
  });

  it('answers 503 with Retry-After when a write waits on a lock too long, and the retry stores it', async () => {
    const user = await createUser(storage.db, { firstname: 'Anna' });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);

    // Someone else holds the user's row (a long transaction, a by-hand change in progress).
    const holder = await storage.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const started = performance.now();
      const stuck = await client.patch('/api/user', { firstname: 'Anouk' });
      const waitedMs = performance.now() - started;
      expect(stuck.statusCode, stuck.body).toBe(503);
      expect(stuck.json()).toEqual({
        message: 'Dit is tijdelijk niet beschikbaar. Probeer het over een paar seconden opnieuw.',
      });
      expect(stuck.headers['retry-after']).toBe('5');
      expect(waitedMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS);
      expect(waitedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect((await client.get('/api/user')).json().data).toMatchObject({ firstname: 'Anna' });

    const retried = await client.patch('/api/user', { firstname: 'Anouk' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await client.get('/api/user')).json().data).toMatchObject({ firstname: 'Anouk' });
  });

  it('runs migrations without the limit and gives the connection back with it', async () => {
    const database = await openDatabase(
      { DATABASE_URL: String(storage.pool.options.connectionString), DATA_DIR: tmpdir() },
      { statementTimeoutMs: STATEMENT_TIMEOUT_MS },
    );
    const other = await storage.pool.connect();
    try {
      // Another starter is migrating for longer than the limit: this one waits for it instead of failing.
      await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const migrating = migrateDatabase(database);
      await sleep(STATEMENT_TIMEOUT_MS * 2);
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;

      expect(database.pool.totalCount).toBe(1);
      const { rows } = await database.pool.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(rows[0]?.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS}ms`);
    } finally {
      other.release();
      await database.close();
    }
  });
});
