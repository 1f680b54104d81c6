import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded/connect.ts';
import { createEmbeddedPool } from './embedded/pool.ts';
import { GuardedClient } from './guarded-client.ts';

export type Db = NodePgDatabase<typeof schema>;

/** An open transaction of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * 'postgres' for a PostgreSQL server, 'pglite' for the embedded store. On 'pglite' never use named
   * prepared statements (docs/architecture.md "Queries and transactions"; also, all connections share PGlite's one
   * session, so two connections
   * preparing one name collide). Drizzle's node-postgres driver does not name them: its query builders
   * execute through `_prepare()` without a name (drizzle-orm/pg-core/query-builders/*.js), so pg sends
   * an unnamed Parse; only an explicit `.prepare('name')` would name one — don't call it.
   */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** Told when the embedded store's process ended and was started again (or could not be); the server logs it. */
  onStoreEvent?: (event: StoreEvent, error?: unknown) => void;
}

export type StoreEvent = 'restarted' | 'restart-failed';

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

export function wrapPool(pool: pg.Pool, kind: Database['kind'], onClose?: () => Promise<void>): Database {
  // An idle connection that breaks (database restarted, embedded child killed) is dropped by the pool
  // and the next query reconnects or fails visibly; unhandled, the 'error' event would end the process.
  pool.on('error', () => undefined);
  // The pool listens only to idle connections. One checked out (a query or transaction under way) whose
  // connection breaks emits 'error' on its client too, which, unhandled, ended the process when PostgreSQL was
  // restarted under load. The query under way fails by itself (→ 503), and the pool drops the broken client
  // when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
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

/** Attempts to open the embedded store: a server found on the socket may be stopping right then. */
const EMBEDDED_OPEN_ATTEMPTS = 3;

async function openEmbedded(dataDir: string): Promise<Database> {
  for (let attempt = 1; ; attempt += 1) {
    const embedded = await startEmbeddedDatabase(dataDir);
    const pool = createEmbeddedPool(embedded.socketDir);
    try {
      // Connect now, so that a failure shows here and the kept connection marks us as a user of a
      // store served by another process (its child stays while connections remain).
      (await pool.connect()).release();
      const served = keepStoreServed(dataDir, embedded);
      const database = wrapPool(pool, 'pglite', served.stop);
      served.report = (event, error) => database.onStoreEvent?.(event, error);
      return database;
    } catch (error) {
      await pool.end();
      await embedded.stop();
      if (attempt >= EMBEDDED_OPEN_ATTEMPTS) throw error;
    }
  }
}

/** Wait between attempts to start the embedded store again after its process ended. */
export const STORE_RESTART_RETRY_MS = 1000;

/**
 * Starts the embedded store again whenever the child serving it ends without being asked to (killed, crashed),
 * until the database is closed; the pool's next connections reach the new child on the same socket. Without
 * this, the server would answer 503 until someone restarted it.
 */
function keepStoreServed(dataDir: string, first: EmbeddedDatabase) {
  let current = first;
  let closed = false;
  const served = {
    report: (_event: StoreEvent, _error?: unknown): void => undefined,
    async stop() {
      closed = true;
      await current.stop();
    },
  };
  const watch = (embedded: EmbeddedDatabase) => {
    void embedded.ended.then(async () => {
      while (!closed && current === embedded) {
        try {
          current = await startEmbeddedDatabase(dataDir);
          if (closed) await current.stop();
          else {
            served.report('restarted');
            watch(current);
          }
        } catch (error) {
          served.report('restart-failed', error);
          await sleep(STORE_RESTART_RETRY_MS);
        }
      }
    });
  };
  watch(first);
  return served;
}

/** What only the serving process asks of its pool (prepare-server.ts); CLIs and benches open without it. */
export interface PoolLimits {
  /**
   * PostgreSQL ends any statement of this pool that runs longer (SQLSTATE 57014 → 503): a query stuck behind a
   * lock or a runaway plan frees its connection instead of holding it until the client gives up. 0: no limit.
   * Migrations run without it (migrate.ts). Not applied to the embedded store, which has no timers for it.
   */
  statementTimeoutMs?: number;
}

/** Idle time after which TCP probes a PostgreSQL connection; with libuv's 10 probes 1 s apart, a dead peer shows. */
export const POSTGRES_KEEPALIVE_DELAY_MS = 10_000;

/**
 * Opens the one pool the application uses: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite store in DATA_DIR — served by a child process this call forks, or, when another process (the
 * running server) already serves it, through that process's socket.
 */
export async function openDatabase(options: DatabaseOptions, limits: PoolLimits = {}): Promise<Database> {
  if (options.DATABASE_URL) {
    // A database that drops packets instead of refusing must not hold requests until the TCP timeout: after
    // 5 s a connection attempt fails, and the request answers 503 (http/database-errors.ts). Keep-alive
    // probes end a connection whose peer vanished while it waited for a result (about 20 s, not minutes).
    const pool = new pg.Pool({
      connectionString: options.DATABASE_URL,
      max: 10,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: POSTGRES_KEEPALIVE_DELAY_MS,
      ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
      Client: GuardedClient,
    });
    return wrapPool(pool, 'postgres');
  }
  return openEmbedded(options.DATA_DIR);
}
