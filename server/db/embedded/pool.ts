import pg from 'pg';
import { EMBEDDED_SOCKET_PORT } from './protocol.ts';
import { GuardedClient } from '../guarded-client.ts';

/**
 * Connections of one process to the embedded store. PGlite runs one unit at a time whatever the count
 * (wire-server.ts), so more connections add no parallel work; they let the next unit wait in the
 * child while the current one runs, instead of waiting for a free connection in this process. Measured
 * over the child's socket (docs/decisions.md): 1 → 4 connections ≈ 3.5× the `SELECT 1` rate and 1.6× the
 * rate of short transactions; 8 is slower than 4.
 */
export const EMBEDDED_POOL_SIZE = 4;

/** A pool on the wire server's socket in `socketDir`. */
export function createEmbeddedPool(socketDir: string, max = EMBEDDED_POOL_SIZE): pg.Pool {
  return new pg.Pool({
    host: socketDir,
    port: EMBEDDED_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max,
    Client: GuardedClient,
    // Idle connections stay: the child serving a store started by another process lives while it
    // has connections (child.ts), and reconnecting costs a startup unit.
    idleTimeoutMillis: 0,
  });
}
