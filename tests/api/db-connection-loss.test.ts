/**
 * A database connection that breaks while a request uses it (PostgreSQL restarted or the embedded store gone,
 * mid-transaction) fails that request with 503 and the error envelope, and the process lives on: the pool's client
 * had no 'error' listener while checked out, so the break was an uncaught 'error' event that ended the server
 * (found by bench:faults).
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { wrapPool, type Database } from '../../server/db/client.ts';
import { createTestApp, registerApiTestScope, type TestContext } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { servePglite } from '../helpers/pglite.ts';

const unavailable = 'De database is niet bereikbaar.';

/**
 * The project's database and how to break one of its connections from the database's side: PostgreSQL ends the
 * backend (what a restart does to every connection, SQLSTATE 57P01); the embedded wire server stops, ending every
 * connection (what the store's child going away does).
 */
async function breakableDatabase(): Promise<{
  database: Database;
  breakConnection(backendPid: number): Promise<void>;
  recovers: boolean;
  close(): Promise<void>;
}> {
  if (inject('dbKind') === 'postgres') {
    const database = await createTestDatabase();
    return {
      database,
      async breakConnection(backendPid) {
        await database.pool.query('SELECT pg_terminate_backend($1)', [backendPid]);
      },
      recovers: true,
      close: () => database.close(),
    };
  }
  // The migrated template that createTestDatabase loads, served here so that the test can stop the wire server.
  const dump = new Blob([readFileSync(inject('dbTemplate'))]);
  const pglite = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  const served = await servePglite(pglite);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await served.stop();
  };
  return {
    database: wrapPool(served.pool, 'pglite'),
    breakConnection: stop,
    recovers: false,
    async close() {
      await served.pool.end();
      await stop();
      await pglite.close();
    },
  };
}

describe('a database connection lost during a request', () => {
  let ctx: TestContext;
  let broken: Awaited<ReturnType<typeof breakableDatabase>>;
  beforeAll(async () => {
    broken = await breakableDatabase();
    ctx = await createTestApp(
      {},
      {
        database: broken.database,
        beforeReady: (app) =>
          registerApiTestScope(app, '/api/test', (scope) => {
            scope.get('/broken-transaction', async () => {
              await broken.database.db.transaction(async (tx) => {
                const result = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
                await broken.breakConnection(Number(result.rows[0]?.pid));
                // Let the break reach the client while the transaction is still open (checked out, idle).
                await sleep(200);
                await tx.execute(sql`SELECT 1`);
              });
              return { data: { ok: true } };
            });
          }),
      },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await broken?.close();
  });

  it('answers 503 with the envelope and Retry-After, and the server goes on', async () => {
    const res = await ctx.app.inject({
      url: '/api/test/broken-transaction',
      headers: { 'x-api-version': '2025.1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: unavailable });
    expect(res.headers['retry-after']).toBe('5');
    // Still here (an uncaught 'error' event would have ended the test run), and on PostgreSQL the pool serves
    // again with a fresh connection.
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(broken.recovers ? 200 : 503);
  });
});
