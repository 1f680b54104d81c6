import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';
import { createTestDatabase } from '../helpers/database.ts';

describe('migrateDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is idempotent and safe to run concurrently (advisory lock)', async () => {
    const before = await database.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await Promise.all([migrateDatabase(database), migrateDatabase(database), migrateDatabase(database)]);
    const after = await database.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(after.rows[0].n).toBeGreaterThan(0);
    const locks = await database.pool.query(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'",
    );
    expect(locks.rows[0].n).toBe(0);
  });
});
