import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';

/** Serves an in-process PGlite over a private unix socket and returns a one-connection pool on it. */
export async function servePglite(pglite: PGlite): Promise<{ pool: pg.Pool; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zp-pglite-'));
  const server = new PGLiteSocketServer({ db: pglite, path: path.join(dir, '.s.PGSQL.5432') });
  await server.start();
  const pool = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  return {
    pool,
    /** Stops the socket server; end the pool first. */
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
