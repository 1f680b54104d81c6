import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
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

describe('the committed migrations', () => {
  it('install pg_trgm themselves (nothing runs beside them)', { timeout: 60_000 }, async () => {
    // An empty database and Drizzle's migrator alone, without migrateDatabase around it.
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const migrationsFolder = new URL('../../server/db/migrations', import.meta.url).pathname;
      await migrate(drizzle(pglite), { migrationsFolder });
      const result = await pglite.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
      expect(result.rows).toHaveLength(1);
    } finally {
      await pglite.close();
    }
  });
});
