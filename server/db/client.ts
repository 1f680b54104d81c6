import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { startEmbeddedDatabase } from './embedded.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** 'postgres' for a PostgreSQL server, 'pglite' for the embedded store. */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

export function wrapPool(pool: pg.Pool, kind: Database['kind'], onClose?: () => Promise<void>): Database {
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind,
    async close() {
      await pool.end();
      await onClose?.();
    },
  };
}

/**
 * Opens the one pool the application uses: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite store (a single connection, so transactions can never interleave).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: options.DATABASE_URL, max: 10 });
    return wrapPool(pool, 'postgres');
  }
  const embedded = await startEmbeddedDatabase(options.DATA_DIR);
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
  return wrapPool(pool, 'pglite', embedded.stop);
}
