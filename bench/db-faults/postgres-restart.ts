/**
 * Part (a): PostgreSQL stops and starts again under load. The server runs as a child process on a temporary
 * cluster of our own; for each stop mode the load runs, PostgreSQL is stopped, held down, started again, and the
 * load goes on. Afterwards every acknowledged region is looked up in the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { wrapPool } from '../../server/db/client.ts';
import { cleanUpOnInterrupt } from './interrupt-cleanup.ts';
import { acknowledged, startLoad } from './load.ts';
import { outageFigures, type OutageFigures } from './phases.ts';
import { errorLines, freePort, startServer, type ServerProcess } from './server-process.ts';
import { createFaultsUser, signInOverHttp } from './sign-in.ts';
import { createTempPostgres, type StopMode, type TempPostgres } from './temp-postgres.ts';

export interface RestartTimings {
  loadBeforeMs: number;
  downMs: number;
  loadAfterMs: number;
}

export interface RestartRound extends OutageFigures {
  mode: StopMode;
  /** How long `pg_ctl stop` took, and how long PostgreSQL took from `pg_ctl start` to accepting. */
  stopMs: number;
  startMs: number;
}

export interface RestartResult {
  rounds: RestartRound[];
  acknowledgedWrites: number;
  missingWrites: string[];
  /** Writes present that were not acknowledged (answered 503 or cut off after the commit): allowed, reported. */
  unacknowledgedPresent: number;
  /** Lines the server logged at level error or worse (a 500 is logged so; a 503 only as a warning). */
  serverErrorsLogged: number;
}

export async function postgresRestartScenario(
  pgPort: number,
  modes: StopMode[],
  timings: RestartTimings,
): Promise<RestartResult> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'zp_faults_pgrun_'));
  const logFile = path.join(workDir, 'server.log');
  let cluster: TempPostgres | undefined;
  let server: ServerProcess | undefined;
  const removeWorkDir = () => {
    if (process.env.ZP_FAULTS_KEEP_LOGS !== '1') rmSync(workDir, { recursive: true, force: true });
  };
  const forgetWorkDir = cleanUpOnInterrupt(removeWorkDir);
  const pool = () => new pg.Pool({ connectionString: cluster?.url, max: 2 });
  try {
    cluster = await createTempPostgres(pgPort);
    server = startServer({ DATABASE_URL: cluster.url, DATA_DIR: workDir }, await freePort(), logFile);
    await server.ready;

    const setup = wrapPool(pool(), 'postgres');
    const email = await createFaultsUser(setup.db);
    const client = await signInOverHttp(server.url, setup.db, email);
    await setup.close();

    const prefix = `zp_faults_${Date.now()}_`;
    const load = startLoad(client, { writers: 4, readers: 2, prefix, pauseMs: 25 });
    const rounds: RestartRound[] = [];
    for (const mode of modes) {
      const roundStart = performance.now();
      await sleep(timings.loadBeforeMs);
      const stopIssued = performance.now();
      await cluster.stop(mode);
      const stopped = performance.now();
      await sleep(timings.downMs);
      const startIssued = performance.now();
      await cluster.startInBackground();
      const accepting = await cluster.waitAccepting();
      await sleep(timings.loadAfterMs);
      rounds.push({
        mode,
        stopMs: stopped - stopIssued,
        startMs: accepting - startIssued,
        ...outageFigures(
          load.samples.filter((s) => s.start >= roundStart),
          { stopIssued, accepting },
        ),
      });
    }
    await load.stop();

    const check = pool();
    const found = new Set(
      (
        await check.query<{ name: string }>('SELECT name FROM regions WHERE name LIKE $1', [`${prefix}%`])
      ).rows.map((row) => row.name),
    );
    await check.end();
    const acked = acknowledged(load.samples);
    return {
      rounds,
      acknowledgedWrites: acked.size,
      missingWrites: [...acked].filter((name) => !found.has(name)),
      unacknowledgedPresent: [...found].filter((name) => !acked.has(name)).length,
      serverErrorsLogged: errorLines(logFile),
    };
  } finally {
    await server?.stop();
    await cluster?.remove();
    removeWorkDir();
    forgetWorkDir();
  }
}
