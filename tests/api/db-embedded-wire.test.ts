/**
 * The wire server in front of PGlite (server/db/embedded/wire-server.ts): many pool connections on one
 * single-session engine must never see each other's statements, results or transactions (docs/architecture.md
 * "Embedded PostgreSQL (PGlite)").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedPool } from '../../server/db/embedded/pool.ts';
import { embeddedPaths, EMBEDDED_SOCKET_PORT } from '../../server/db/embedded/protocol.ts';
import { startPgliteWireServer, type PgliteWireServer } from '../../server/db/embedded/wire-server.ts';

const POOL_SIZE = 6;

const items = pgTable('items', {
  id: serial('id').primaryKey(),
  tx: integer('tx').notNull(),
  n: integer('n').notNull(),
});

/** A bare protocol client, to stop half-way through a sequence the way pg never would. */
async function rawClient(socketDir: string) {
  const socket = net.connect({ path: embeddedPaths(socketDir).socketPath });
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  const seen: string[] = [];
  let waiter: { type: string; resolve: () => void } | undefined;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    while (received.length >= 5 && received.length >= 1 + received.readInt32BE(1)) {
      seen.push(String.fromCharCode(received[0] as number));
      received = received.subarray(1 + received.readInt32BE(1));
    }
    if (waiter && seen.includes(waiter.type)) waiter.resolve();
  });
  socket.on('error', () => undefined);
  const until = (type: string) =>
    new Promise<void>((resolve) => {
      if (seen.includes(type)) resolve();
      else waiter = { type, resolve };
    }).then(() => {
      seen.length = 0;
    });
  socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
  await until('Z');
  return {
    send: (...messages: Buffer[]) => socket.write(Buffer.concat(messages)),
    until,
    destroy: () => socket.destroy(),
    end: () => socket.end(),
    closed: new Promise((resolve) => socket.once('close', resolve)),
  };
}

/** True while the promise has not settled after a short wait. */
async function stillPending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await sleep(50);
  return !settled;
}

describe('PGlite wire server', () => {
  let pglite: PGlite;
  let server: PgliteWireServer;
  let socketDir: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    pglite = await PGlite.create();
    socketDir = mkdtempSync(path.join(os.tmpdir(), 'zp-wire-'));
    server = await startPgliteWireServer(pglite, {
      path: embeddedPaths(socketDir).socketPath,
      tcp: { host: '127.0.0.1', port: 0 },
    });
    pool = createEmbeddedPool(socketDir, POOL_SIZE);
    await pool.query(
      'CREATE TABLE items (id serial PRIMARY KEY, tx int NOT NULL, n int NOT NULL, UNIQUE (tx, n))',
    );
  });

  afterAll(async () => {
    await pool.end();
    await server.stop();
    await pglite.close();
    rmSync(socketDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await pool.query('TRUNCATE items');
  });

  it(
    'keeps hundreds of concurrent transactions and queries on six connections apart',
    { timeout: 60_000 },
    async () => {
      const committed = new Set<number>();
      const rolledBack = new Set<number>();
      const reads: Array<{ tx: number; count: number }> = [];
      let pendingTransactions = 0;
      let mostPendingTransactions = 0;

      const transaction = async (tx: number) => {
        const client = await pool.connect();
        pendingTransactions += 1;
        mostPendingTransactions = Math.max(mostPendingTransactions, pendingTransactions);
        try {
          await client.query('BEGIN');
          for (let n = 0; n < 3; n += 1) {
            await client.query('INSERT INTO items (tx, n) VALUES ($1, $2)', [tx, n]);
            await sleep(tx % 3);
          }
          const own = await client.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM items WHERE tx = $1',
            [tx],
          );
          expect(own.rows[0]?.count).toBe(3);
          if (tx % 7 === 0) {
            // An error inside the transaction: it can only be rolled back.
            await expect(client.query('INSERT INTO items (tx, n) VALUES ($1, 0)', [tx])).rejects.toThrow(
              /duplicate key/,
            );
            await client.query('ROLLBACK');
            rolledBack.add(tx);
          } else if (tx % 2 === 0) {
            await client.query('ROLLBACK');
            rolledBack.add(tx);
          } else {
            await client.query('COMMIT');
            committed.add(tx);
          }
        } finally {
          pendingTransactions -= 1;
          client.release();
        }
      };
      const echo = async (i: number) => {
        // The text differs per query (a literal, on purpose), so that binding another connection's
        // unnamed statement would show as a wrong `i`; the parameter shows a wrong result.
        const result = await pool.query<{ echo: string; i: number }>(
          `SELECT $1::text AS echo, ${i}::int AS i`,
          [`echo-${i}`],
        );
        expect(result.rows).toEqual([{ echo: `echo-${i}`, i }]);
      };
      const large = async (i: number) => {
        // Larger than a socket read: its Parse/Bind arrive in several chunks.
        const text = `${i}:`.padEnd(300_000, 'x');
        const result = await pool.query<{ length: number; head: string }>(
          `SELECT length($1::text)::int AS length, split_part($1::text, ':', 1) AS head, ${i} AS i`,
          [text],
        );
        expect(result.rows).toEqual([{ length: 300_000, head: String(i), i }]);
      };
      const read = async (tx: number) => {
        const result = await pool.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM items WHERE tx = $1',
          [tx],
        );
        reads.push({ tx, count: result.rows[0]?.count ?? -1 });
      };
      const failing = async () => {
        await expect(pool.query('SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
      };
      const paged = async (i: number) => {
        // `rows` makes pg read the portal in pages: Execute/Flush round trips before the Sync.
        const client = await pool.connect();
        try {
          const rows = await new Promise<number[]>((resolve, reject) => {
            const collected: number[] = [];
            const query = new pg.Query({
              text: 'SELECT n + $1::int AS v FROM generate_series(1, 7) AS n',
              values: [i],
              rows: 2,
            } as pg.QueryConfig);
            query.on('row', (row: { v: number }) => collected.push(row.v));
            query.on('end', () => resolve(collected));
            query.on('error', reject);
            void client.query(query);
          });
          expect(rows).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => n + i));
        } finally {
          client.release();
        }
      };

      const started = performance.now();
      const jobs: Array<Promise<void>> = [];
      for (let i = 0; i < 600; i += 1) {
        const kind = i % 6;
        if (kind === 0 || kind === 3) jobs.push(transaction(i));
        else if (kind === 1) jobs.push(echo(i));
        else if (kind === 2) jobs.push(read(i - 2));
        else if (kind === 4) jobs.push(i % 24 === 4 ? failing() : i % 24 === 10 ? large(i) : echo(i));
        else jobs.push(i % 12 === 5 ? paged(i) : read(i - 5));
      }
      await Promise.all(jobs);
      const seconds = (performance.now() - started) / 1000;

      expect(committed.size + rolledBack.size).toBe(200);
      expect(committed.size).toBeGreaterThan(50);
      expect(rolledBack.size).toBeGreaterThan(50);
      // Several connections wanted a transaction at once (and had to take turns).
      expect(mostPendingTransactions).toBeGreaterThan(1);
      const stored = await pool.query<{ tx: number; count: number }>(
        'SELECT tx, count(*)::int AS count FROM items GROUP BY tx ORDER BY tx',
      );
      expect(stored.rows).toEqual([...committed].sort((a, b) => a - b).map((tx) => ({ tx, count: 3 })));
      // A read outside a transaction never sees another connection's uncommitted rows.
      for (const { tx, count } of reads) {
        if (rolledBack.has(tx)) expect(count, `read of rolled-back tx ${tx}`).toBe(0);
        else expect([0, 3], `read of committed tx ${tx}`).toContain(count);
      }
      expect(pglite.isInTransaction()).toBe(false);
      expect(seconds).toBeLessThan(30);
    },
  );

  it('rolls back a client that disconnects inside a transaction, and lets the waiting ones go on', async () => {
    const client = new pg.Client({ host: socketDir, port: EMBEDDED_SOCKET_PORT, user: 'postgres' });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO items (tx, n) VALUES (-1, 0)');
    const waiting = pool.query<{ count: number }>('SELECT count(*)::int AS count FROM items WHERE tx = -1');
    expect(await stillPending(waiting)).toBe(true);
    (client as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    expect((await waiting).rows[0]?.count).toBe(0);
    expect(pglite.isInTransaction()).toBe(false);
    const later = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM items WHERE tx = -1',
    );
    expect(later.rows[0]?.count).toBe(0);
  });

  it('rolls back a client that leaves an executed statement unsynced (Execute + Flush)', async () => {
    const raw = await rawClient(socketDir);
    raw.send(
      serialize.parse({ text: 'INSERT INTO items (tx, n) VALUES ($1, 0)' }),
      serialize.bind({ values: ['-2'] }),
      serialize.execute(),
      serialize.flush(),
    );
    await raw.until('C');
    const waiting = pool.query<{ count: number }>('SELECT count(*)::int AS count FROM items WHERE tx = -2');
    expect(await stillPending(waiting)).toBe(true);
    raw.destroy();
    expect((await waiting).rows[0]?.count).toBe(0);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('recovers from a client that leaves after an error inside a transaction, before its Sync', async () => {
    const raw = await rawClient(socketDir);
    raw.send(serialize.query('BEGIN'));
    await raw.until('Z');
    raw.send(serialize.query('INSERT INTO items (tx, n) VALUES (-3, 0)'));
    await raw.until('Z');
    // PostgreSQL now skips every message until a Sync: the next client must not be skipped.
    raw.send(serialize.parse({ text: 'SELEC broken' }), serialize.flush());
    await raw.until('E');
    raw.destroy();
    await raw.closed;
    const after = await pool.query<{ answer: number }>('SELECT $1::int AS answer', [42]);
    expect(after.rows).toEqual([{ answer: 42 }]);
    expect(pglite.isInTransaction()).toBe(false);
    const count = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM items WHERE tx = -3',
    );
    expect(count.rows[0]?.count).toBe(0);
  });

  it('runs what a client sent before its Terminate, as PostgreSQL does', async () => {
    const raw = await rawClient(socketDir);
    raw.send(
      serialize.parse({ text: 'INSERT INTO items (tx, n) VALUES ($1, 0)' }),
      serialize.bind({ values: ['-4'] }),
      serialize.execute(),
      serialize.sync(),
      serialize.query('INSERT INTO items (tx, n) VALUES (-4, 1)'),
      serialize.end(),
    );
    raw.end();
    await raw.closed;
    const count = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM items WHERE tx = -4',
    );
    expect(count.rows[0]?.count).toBe(2);
  });

  it('never prepares named statements for Drizzle queries', async () => {
    const db = drizzle(pool);
    await db.insert(items).values({ tx: 5, n: 1 });
    expect(await db.select({ n: items.n }).from(items).where(eq(items.tx, 5))).toEqual([{ n: 1 }]);
    await db.execute(sql`SELECT ${'x'}::text`);
    // PGlite is one session: a statement named on any connection would be listed here.
    const prepared = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_prepared_statements',
    );
    expect(prepared.rows[0]?.count).toBe(0);
  });

  it('serves TCP too, answers SSLRequest with N and closes on CancelRequest', async () => {
    const tcp = new pg.Client({ host: '127.0.0.1', port: server.tcpPort, user: 'postgres' });
    await tcp.connect();
    expect((await tcp.query('SELECT $1::int AS one', [1])).rows).toEqual([{ one: 1 }]);
    await tcp.end();

    const ssl = net.connect({ path: embeddedPaths(socketDir).socketPath });
    const answer = await new Promise<Buffer>((resolve) => {
      ssl.once('data', resolve);
      ssl.write(serialize.requestSsl());
    });
    expect(answer.toString()).toBe('N');
    ssl.destroy();

    const cancel = net.connect({ path: embeddedPaths(socketDir).socketPath });
    cancel.on('error', () => undefined);
    cancel.write(serialize.cancel(1, 2));
    await new Promise((resolve) => cancel.once('close', resolve));
  });
});
