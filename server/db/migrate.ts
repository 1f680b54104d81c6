import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** Arbitrary constant naming "Zorgportaal migrations" for pg_advisory_lock. */
const MIGRATION_LOCK_KEY = 7_205_118_001;

/**
 * Applies every pending forward-only migration (extensions such as pg_trgm are migrations too, e.g.
 * 0002_pg_trgm.sql). An advisory lock serialises concurrent starters (two instances, or a server and a CLI) on
 * PostgreSQL; on the embedded store every connection shares PGlite's one session and its units run one at a time,
 * so the lock is a harmless no-op there. The migrations run on the connection holding the lock, without the
 * pool's statement timeout: building an index on a large table, or waiting for another starter's migrations, may
 * take longer than any request should.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const lock = await database.pool.connect();
  try {
    await lock.query('SET statement_timeout = 0');
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(lock), { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    // Back to the pool's own timeout (RESET returns to the value the connection was opened with).
    await lock.query('RESET statement_timeout').catch(() => undefined);
    lock.release();
  }
}
