import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPool, type Database } from '../../server/db/client.ts';
import { servePglite } from './pglite.ts';

/** A fresh, migrated database for one test file: PGlite from the template dump, or a PostgreSQL copy. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (inject('dbKind') === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for PostgreSQL tests');
    const name = `zp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 10 });
    return wrapPool(pool, 'postgres', async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    });
  }
  const dump = new Blob([readFileSync(template)]);
  const pglite = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  const served = await servePglite(pglite);
  return wrapPool(served.pool, 'pglite', async () => {
    await served.stop();
    await pglite.close();
  });
}
