import pg from 'pg';

/**
 * The client class of our pools: never without an 'error' listener. A connection that breaks (PostgreSQL restarted,
 * the embedded store's process killed) makes its client emit 'error'; the pool listens only while a client is idle
 * and `wrapPool` adds a listener when one is first handed out, but under load a client could still break in between
 * — and an 'error' nobody listens to ends the process. The query under way fails by itself (→ 503), and the pool
 * drops the broken client.
 *
 * Its name must not contain "Pool": Drizzle takes any client whose class name does for a pool and calls connect()
 * on it (drizzle-orm/node-postgres/session.js), which breaks `drizzle(client)` on a checked-out connection.
 */
export class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
