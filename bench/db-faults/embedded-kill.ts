/**
 * Part (b): the server on the embedded PGlite store is killed with SIGKILL during writes and started again.
 * Two ways of killing it: the main process only (its forked store child is left to notice and exit by itself),
 * and the whole process group (the child dies mid-write too, leaving its lock and socket behind).
 * After each restart: the time until ready, the old session still valid, a new write accepted; at the end every
 * acknowledged region is looked up in the store.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../server/db/client.ts';
import { embeddedPaths } from '../../server/db/embedded/protocol.ts';
import type { HttpClient } from './http-client.ts';
import { cleanUpOnInterrupt } from './interrupt-cleanup.ts';
import { acknowledged, startLoad, statusCounts, type Sample } from './load.ts';
import { errorLines, freePort, isAlive, startServer, type ServerProcess } from './server-process.ts';
import { createFaultsUser, signInOverHttp } from './sign-in.ts';

/** What is killed: the server's main process, its whole process group, or only the store's child process. */
export type KillTarget = 'main process' | 'process group' | 'store child';

export interface KillRound {
  target: KillTarget;
  /** Answers before the kill (should all be 2xx) and after it (connection errors, until the restart). */
  beforeKill: string;
  acknowledgedBefore: number;
  /** What the store's child did: ms until it exited after the kill, or null when it still ran after 15 s. */
  childExitMs: number | null;
  /** Whether the lock and socket files were still there when the new server started. */
  lockLeft: boolean;
  socketLeft: boolean;
  /** ms from spawning the new server to /api/health/ready answering 200 (for 'store child': from the kill to the
   * first list read answering 200 again, with the same server). */
  restartMs: number;
  /** For 'store child': the answers while the store was gone (503 expected; never 500). */
  duringOutage: string;
  /** For 'store child': answers in that time that are 5xx but not 503. */
  failuresDuringOutage: number;
  serverErrorsDuringOutage: number;
  /** Status of a list read with the session from before the kill, and of a new write. */
  oldSessionRead: number | string;
  writeAfterRestart: number | string;
}

export interface KillResult {
  /** ms from spawning the first server on an empty DATA_DIR to ready (migrations included). */
  coldStartMs: number;
  rounds: KillRound[];
  acknowledgedWrites: number;
  missingWrites: string[];
  unacknowledgedPresent: number;
  /** The store answers a full scan of its tables and a consistency check after the last restart. */
  intact: boolean;
  intactDetail: string;
  serverErrorsLogged: number;
}

function childPidOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** performance.now() when `pid` is seen gone, or null when it still runs after `timeoutMs`. */
async function untilExited(pid: number, timeoutMs: number): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (!isAlive(pid)) return performance.now();
    await sleep(10);
  }
  return null;
}

/** performance.now() when a list read answers 200 again, or Infinity after `timeoutMs`. */
async function untilReads(client: HttpClient, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if ((await client.get('/api/regions?perPage=1')).status === 200) return performance.now();
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

/** A short-lived guest connection to the running server's store (the bench's own reads). */
async function withStore<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export async function embeddedKillScenario(targets: KillTarget[], loadMs: number): Promise<KillResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zp_faults_pglite_'));
  const logFile = path.join(os.tmpdir(), `${path.basename(dataDir)}.log`);
  const paths = embeddedPaths(dataDir);
  const port = await freePort();
  const env = { DATA_DIR: dataDir };
  let server: ServerProcess | undefined;
  const strays = new Set<number>();
  const removeFiles = () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.ZP_FAULTS_KEEP_LOGS !== '1') rmSync(logFile, { force: true });
  };
  const forgetFiles = cleanUpOnInterrupt(removeFiles);
  try {
    const spawned = performance.now();
    server = startServer(env, port, logFile, 120_000);
    const coldStartMs = (await server.ready) - spawned;
    const email = await withStore(dataDir, (database) => createFaultsUser(database.db));
    const url = server.url;
    const client: HttpClient = await withStore(dataDir, (database) =>
      signInOverHttp(url, database.db, email),
    );

    const prefix = `zp_faults_${Date.now()}_`;
    const samples: Sample[] = [];
    const rounds: KillRound[] = [];
    for (const [index, target] of targets.entries()) {
      const load = startLoad(client, { writers: 4, readers: 1, prefix: `${prefix}${index}_`, pauseMs: 10 });
      await sleep(loadMs);
      const child = childPidOf(paths.lockPath);
      const killed = performance.now();
      let lockLeft: boolean;
      let socketLeft: boolean;
      let restartMs: number;
      let childExit: number | null;
      let duringOutage = '';
      let failuresDuringOutage = 0;
      if (target === 'store child') {
        // The server stays up: it must notice and start its store again by itself (server/db/client.ts).
        if (child === undefined) throw new Error('no store child to kill');
        process.kill(child, 'SIGKILL');
        childExit = await untilExited(child, 15_000);
        lockLeft = existsSync(paths.lockPath);
        socketLeft = existsSync(paths.socketPath);
        restartMs = (await untilReads(client, 15_000)) - killed;
        await load.stop();
        const recovered = killed + restartMs;
        const outage = load.samples.filter((s) => s.end >= killed && s.end < recovered);
        duringOutage = statusCounts(outage);
        failuresDuringOutage = outage.filter(
          ({ status }) => typeof status === 'number' && status >= 500 && status !== 503,
        ).length;
      } else {
        process.kill(target === 'main process' ? server.pid : -server.pid, 'SIGKILL');
        const childGone = child === undefined ? Promise.resolve(killed) : untilExited(child, 15_000);
        await server.exited;
        // Like a supervisor that restarts at once: the store's child may still be closing the store.
        lockLeft = existsSync(paths.lockPath);
        socketLeft = existsSync(paths.socketPath);
        const restarted = performance.now();
        server = startServer(env, port, logFile, 120_000);
        await load.stop();
        restartMs = (await server.ready) - restarted;
        childExit = await childGone;
        if (child !== undefined && childExit === null) strays.add(child);
      }
      const beforeKill = load.samples.filter((s) => s.end < killed);
      samples.push(...load.samples);
      const read = await client.get('/api/regions?perPage=5');
      const writeStart = performance.now();
      const write = await client.post('/api/regions', { name: `${prefix}${index}_after` });
      samples.push({
        kind: 'write',
        start: writeStart,
        end: performance.now(),
        status: write.status,
        envelope: true,
        name: `${prefix}${index}_after`,
      });
      rounds.push({
        target,
        beforeKill: statusCounts(beforeKill),
        acknowledgedBefore: acknowledged(beforeKill).size,
        childExitMs: childExit === null ? null : childExit - killed,
        lockLeft,
        socketLeft,
        restartMs,
        duringOutage,
        failuresDuringOutage,
        serverErrorsDuringOutage: target === 'store child' ? errorLines(logFile) : 0,
        oldSessionRead: read.status,
        writeAfterRestart: write.status,
      });
    }

    const { found, intactDetail, intact } = await withStore(dataDir, async (database) => {
      const names = await database.pool.query<{ name: string }>(
        'SELECT name FROM regions WHERE name LIKE $1',
        [`${prefix}%`],
      );
      // Every row of the tables written, read in full (a damaged page fails the scan), and the region names still
      // unique (case-insensitively, as their unique index demands).
      const scan = await database.pool.query<{
        regions: number;
        sessions: number;
        audit: number;
        indexed: number;
      }>(
        `SELECT (SELECT count(*) FROM regions)::int AS regions,
                (SELECT count(*) FROM sessions)::int AS sessions,
                (SELECT count(*) FROM audit_log)::int AS audit,
                (SELECT count(*) FROM (SELECT lower(name) FROM regions GROUP BY lower(name)) AS names)::int AS indexed`,
      );
      const row = scan.rows[0];
      return {
        found: new Set(names.rows.map((r) => r.name)),
        intact: row !== undefined && row.regions === row.indexed,
        intactDetail: row
          ? `regions ${row.regions}, distinct names ${row.indexed}, sessions ${row.sessions}, audit rows ${row.audit}`
          : 'no answer',
      };
    });
    const acked = acknowledged(samples);
    return {
      coldStartMs,
      rounds,
      acknowledgedWrites: acked.size,
      missingWrites: [...acked].filter((name) => !found.has(name)),
      unacknowledgedPresent: [...found].filter((name) => !acked.has(name)).length,
      intact,
      intactDetail,
      serverErrorsLogged: errorLines(logFile),
    };
  } finally {
    await server?.stop();
    for (const pid of strays) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    // The store's child exits after the server's graceful stop; wait for it before removing its directory.
    const child = childPidOf(paths.lockPath);
    if (child !== undefined) await untilExited(child, 15_000);
    removeFiles();
    forgetFiles();
  }
}
