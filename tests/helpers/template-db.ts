/**
 * Vitest global setup: builds a migrated database template once per run (PGlite dump, cached on disk by
 * the hash of the migrations; or a PostgreSQL template database) so each test file starts from it quickly.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrateDatabase } from '../../server/db/migrate.ts';
import { wrapPool } from '../../server/db/client.ts';
import { servePglite } from './pglite.ts';

const root = path.resolve(import.meta.dirname, '../..');
const migrationsDir = path.join(root, 'server/db/migrations');

/** Names a template: the migrations and the PGlite version that made it (a dump belongs to its engine). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const cacheDir = path.join(root, 'node_modules/.cache/zorgportaal');
  const file = path.join(cacheDir, `pglite-template-${hash}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const served = await servePglite(pglite);
  const database = wrapPool(served.pool, 'pglite');
  await migrateDatabase(database);
  await database.close();
  await served.stop();
  const dump = await pglite.dumpDataDir('none');
  // Written aside and renamed: test runs in other checkouts sharing node_modules may read it meanwhile.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  await pglite.close();
  return file;
}

async function postgresTemplate(url: string, hash: string): Promise<string> {
  const name = `zp_template_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      // Built aside and renamed when migrated: a run stopped halfway must not leave an empty template behind.
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      // Two: migrateDatabase holds one connection for its advisory lock while the migrations run on another.
      const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
      await migrateDatabase(wrapPool(pool, 'postgres'));
      await pool.end();
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        // Another run finished the same template first.
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0)
          throw error;
      }
    }
  } finally {
    await admin.end();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = migrationsHash();
  // The project's own `env` (vitest.config.ts): global setup runs in the main process, where the workers'
  // environment is not applied, so process.env.TEST_DB would say nothing here.
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    project.provide('dbTemplate', await postgresTemplate(url, hash));
  } else {
    project.provide('dbTemplate', await pgliteTemplate(hash));
  }
  project.provide('dbKind', kind);
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
    dbKind: 'pglite' | 'postgres';
  }
}
