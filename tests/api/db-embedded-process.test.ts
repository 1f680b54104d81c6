/**
 * The embedded store across processes: the server forks the child that owns DATA_DIR's PGlite store;
 * a CLI started beside it connects to the same socket instead of opening the store a second time.
 */
import { execFile, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { startEmbeddedDatabase } from '../../server/db/embedded/connect.ts';
import { embeddedPaths, type EmbeddedChildMessage } from '../../server/db/embedded/protocol.ts';
import { acquireStoreLock, StoreLockedError } from '../../server/db/embedded/store-lock.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zp-embedded-'));
const paths = embeddedPaths(dataDir);

function childPid(): number {
  return Number.parseInt(readFileSync(paths.lockPath, 'utf8'), 10);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

/** Runs `npm run db:migrate`'s script as its own process, the way an operator would beside the server. */
async function migrateCli(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['server/cli/migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  });
  return stdout;
}

async function visits(database: Database): Promise<number> {
  const result = await database.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM visits');
  return result.rows[0]?.count ?? -1;
}

describe('embedded database across processes', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'lets a second opener and a CLI process use the running store through its socket',
    { timeout: 120_000 },
    async () => {
      // Two at once on a store that does not exist yet: one child wins the lock, the other opener
      // waits for its socket.
      const [server, cli] = await Promise.all([
        openDatabase({ DATA_DIR: dataDir }),
        openDatabase({ DATA_DIR: dataDir }),
      ]);
      const owner = childPid();
      expect(isAlive(owner)).toBe(true);
      await server.pool.query('CREATE TABLE visits (who text NOT NULL)');

      const probe = await startEmbeddedDatabase(dataDir);
      expect(probe.mode).toBe('attached');
      await probe.stop();
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const database = i % 2 === 0 ? server : cli;
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO visits (who) VALUES (${`v${i}`})`);
          });
        }),
      );
      expect(await visits(server)).toBe(20);
      expect(await visits(cli)).toBe(20);
      expect(childPid()).toBe(owner);

      expect(await migrateCli()).toContain('Databasemigraties toegepast.');
      expect(childPid()).toBe(owner);

      // One stops while the other still works: the child serves it until it is done.
      await server.close();
      expect(isAlive(owner)).toBe(true);
      expect(await visits(cli)).toBe(20);
      await cli.close();
      await until(() => !isAlive(owner), 'the child exits after its last user');
      expect(existsSync(paths.lockPath)).toBe(false);
      expect(existsSync(paths.socketPath)).toBe(false);
    },
  );

  it('forks a fresh child when none runs, and recovers from a killed one', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ DATA_DIR: dataDir });
    const killed = childPid();
    expect(await visits(first)).toBe(20);

    process.kill(killed, 'SIGKILL');
    await until(() => !isAlive(killed), 'the child is gone');
    // What a killed server leaves behind: its socket file and its pid file.
    expect(existsSync(paths.socketPath)).toBe(true);
    expect(existsSync(paths.lockPath)).toBe(true);
    await first.close();

    const second = await openDatabase({ DATA_DIR: dataDir });
    expect(childPid()).not.toBe(killed);
    expect(await visits(second)).toBe(20);
    await second.close();
    // The first database may have started a child again before it was closed; it exits after its last user.
    await until(() => !existsSync(paths.lockPath), 'the child exits after its last user');
  });

  it(
    'starts the store again by itself when its process is killed under an open database',
    { timeout: 120_000 },
    async () => {
      const database = await openDatabase({ DATA_DIR: dataDir });
      const events: string[] = [];
      database.onStoreEvent = (event) => events.push(event);
      const killed = childPid();
      expect(await visits(database)).toBe(20);

      process.kill(killed, 'SIGKILL');
      await until(() => events.includes('restarted'), 'the store is started again');
      expect(childPid()).not.toBe(killed);
      expect(isAlive(childPid())).toBe(true);
      // The same pool reaches the new child; nothing acknowledged before the kill is lost.
      await expect.poll(() => visits(database).catch(() => -1), { timeout: 15_000 }).toBe(20);
      await database.close();
      await until(() => !existsSync(paths.lockPath), 'the new child exits with the database');
    },
  );

  it(
    'lets a CLI without a running server start its own child and stop it when done',
    { timeout: 120_000 },
    async () => {
      expect(await migrateCli()).toContain('Databasemigraties toegepast.');
      expect(existsSync(paths.lockPath)).toBe(false);
      expect(existsSync(paths.socketPath)).toBe(false);
    },
  );

  it('never opens a store whose lock a live process holds', { timeout: 60_000 }, async () => {
    const lock = acquireStoreLock(paths.lockPath);
    try {
      expect(() => acquireStoreLock(paths.lockPath)).toThrow(StoreLockedError);
      await expect(startEmbeddedDatabase(dataDir, { lockWaitMs: 300 })).rejects.toThrow(
        `in use by process ${process.pid}`,
      );
      // The child checks the lock itself, too.
      const child = fork(
        new URL('../../server/db/embedded/child.ts', import.meta.url),
        [paths.storeDir, paths.socketPath, paths.lockPath],
        { execArgv: [] },
      );
      const message = await new Promise<EmbeddedChildMessage>((resolve) =>
        child.once('message', (value) => resolve(value as EmbeddedChildMessage)),
      );
      expect(message).toEqual({ type: 'locked', pid: process.pid });
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      lock.release();
    }
    expect(existsSync(paths.lockPath)).toBe(false);
  });
});
