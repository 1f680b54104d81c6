import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** Applies every pending forward-only migration. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migrate(database.db, { migrationsFolder });
}
