import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { createEmbeddedPool, EMBEDDED_POOL_SIZE } from '../../server/db/embedded/pool.ts';
import { embeddedPaths } from '../../server/db/embedded/protocol.ts';
import { startPgliteWireServer } from '../../server/db/embedded/wire-server.ts';

export interface ServedPglite {
  pool: pg.Pool;
  /** Directory of the socket (pg's `host`), for extra clients. */
  socketDir: string;
  /** Stops the socket server; end the pool first. */
  stop(): Promise<void>;
}

/**
 * Serves an in-process PGlite over a private unix socket with the wire server the embedded store uses,
 * and returns a pool on it sized like the app's (EMBEDDED_POOL_SIZE unless `max` is given).
 */
export async function servePglite(pglite: PGlite, { max = EMBEDDED_POOL_SIZE } = {}): Promise<ServedPglite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zp-pglite-'));
  const server = await startPgliteWireServer(pglite, { path: embeddedPaths(dir).socketPath });
  return {
    pool: createEmbeddedPool(dir, max),
    socketDir: dir,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
