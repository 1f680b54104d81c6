import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { vi } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import type { TestContext } from './app.ts';

export interface ServerInstance {
  ctx: TestContext;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** HTTP requests this instance has received so far. */
  requests(): number;
  close(): Promise<void>;
}

/**
 * Starts the real app listening on 127.0.0.1 (a free port) as a separate server instance on `shared`'s database:
 * - with its own pool of connections to that database, and
 * - with its own copy of every server module (`vi.resetModules()` before importing them), so nothing held in
 *   module state (caches of sessions, permissions, maintenance) is shared with another instance in this process.
 * What two instances then have in common is what two processes would: the database and Redis.
 */
export async function startIsolatedInstance(
  env: Record<string, string>,
  shared: Database,
): Promise<ServerInstance> {
  vi.resetModules();
  const { wrapPool } = await import('../../server/db/client.ts');
  const { createTestApp } = await import('./app.ts');
  const database = wrapPool(new pg.Pool({ ...shared.pool.options }), shared.kind);
  const ctx = await createTestApp(env, { database });
  // Counted on the HTTP server itself, so requests refused by any hook (a rate limit) count too.
  let received = 0;
  ctx.app.server.on('request', () => {
    received += 1;
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  return {
    ctx,
    url: `http://127.0.0.1:${port}`,
    requests: () => received,
    async close() {
      await ctx.close();
      await database.close();
    },
  };
}
