/**
 * `npm run bench:faults [-- --only postgres|embedded --pg-port 55433 --kills 2]`: database faults under load
 * (issue 7, Reliability). The real server runs as a child process (`node server/main.ts`).
 * (a) PostgreSQL restart: on a temporary cluster of its own (initdb as `postgres` in a temp dir, port --pg-port;
 *     the shared server is never touched), under a steady load of region writes and list reads, PostgreSQL is
 *     stopped (`pg_ctl stop -m fast`, then again with `-m immediate`), held down, and started again. Bars: every
 *     answer while it is down is 503 with the error envelope (no 500, no timeout, no dropped connection); the first
 *     2xx, and the last non-2xx, come within 5 s of PostgreSQL accepting connections again; every write
 *     acknowledged with 201 is in the database afterwards.
 * (b) SIGKILL on the embedded PGlite store: during writes the server is killed (--kills times the main process
 *     only, and as often the whole process group with the store's child) and started again at once. Bars: it is
 *     ready within 15 s each time (no stale lock in the way), the session from before still works, a new write is
 *     accepted, the store reads back whole, and every acknowledged write is present.
 * Prints the figures and exits 1 when a bar is missed. Cleans up its cluster, servers and temp dirs.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { embeddedKillScenario, type KillResult, type KillTarget } from './db-faults/embedded-kill.ts';
import { wasInterrupted } from './db-faults/interrupt-cleanup.ts';
import { postgresRestartScenario, type RestartResult } from './db-faults/postgres-restart.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'pg-port': { type: 'string', default: '55433' },
    kills: { type: 'string', default: '2' },
  },
});
const RECOVERY_BAR_MS = 5000;
const RESTART_BAR_MS = 15_000;
const TIMINGS = { loadBeforeMs: 3000, downMs: 4000, loadAfterMs: 7000 };
const LOAD_BEFORE_KILL_MS = 2500;

const misses: string[] = [];
const bar = (ok: boolean, what: string) => {
  if (!ok) misses.push(what);
  return ok ? 'ok' : 'MISSED';
};
const ms = (value: number | null) => (value === null ? 'never' : `${(value / 1000).toFixed(2)} s`);

function reportRestart(result: RestartResult): void {
  for (const round of result.rounds) {
    console.log(
      `  pg_ctl stop -m ${round.mode}: stop took ${ms(round.stopMs)}, start to accepting ${ms(round.startMs)}`,
    );
    console.log(`    before the stop:      ${round.before}`);
    console.log(`    while down:           ${round.down}`);
    console.log(`    after it is back:     ${round.after}`);
    console.log(
      `    503 with envelope while down: ${round.unavailableWhileDown} [${bar(round.unavailableWhileDown > 0, `${round.mode}: no 503 seen while down`)}]; ` +
        `other non-2xx (500, timeout, dropped): ${round.unexpected} [${bar(round.unexpected === 0 && round.badBefore === 0, `${round.mode}: answers other than 2xx/503`)}]`,
    );
    console.log(
      `    recovery after accepting: first 2xx ${ms(round.firstOkMs)}, all 2xx ${ms(round.allOkMs)} ` +
        `(bar ${ms(RECOVERY_BAR_MS)}) [${bar(
          round.firstOkMs !== null &&
            round.allOkMs !== null &&
            round.allOkMs <= RECOVERY_BAR_MS &&
            round.firstOkMs <= RECOVERY_BAR_MS,
          `${round.mode}: recovery over ${RECOVERY_BAR_MS} ms`,
        )}]`,
    );
  }
  const present = result.acknowledgedWrites - result.missingWrites.length;
  console.log(
    `  writes acknowledged ${result.acknowledgedWrites}, present ${present} [${bar(result.missingWrites.length === 0, 'PostgreSQL: acknowledged writes missing')}]` +
      `; present without acknowledgement ${result.unacknowledgedPresent}; server errors logged ${result.serverErrorsLogged}`,
  );
  if (result.missingWrites.length > 0)
    console.log(`  missing: ${result.missingWrites.slice(0, 10).join(', ')}`);
}

function reportKill(result: KillResult): void {
  console.log(`  cold start on an empty DATA_DIR (migrations): ${ms(result.coldStartMs)}`);
  for (const round of result.rounds) {
    console.log(
      `  SIGKILL ${round.target} after ${round.beforeKill} (${round.acknowledgedBefore} writes acknowledged)`,
    );
    console.log(
      `    store child: ${round.childExitMs === null ? 'still running 15 s later' : `gone ${ms(round.childExitMs)} after the kill`}; ` +
        `at restart lock file ${round.lockLeft ? 'left' : 'gone'}, socket ${round.socketLeft ? 'left' : 'gone'}`,
    );
    const recovered = bar(
      round.restartMs <= RESTART_BAR_MS,
      `${round.target}: back after more than ${RESTART_BAR_MS} ms`,
    );
    if (round.target === 'store child') {
      // Counted from the statuses (the summary's counts, such as "503 × 575", are no statuses).
      const clean = round.failuresDuringOutage === 0 && round.serverErrorsDuringOutage === 0;
      console.log(
        `    the server stayed up and started its store again: reads answer 200 ${ms(round.restartMs)} after the kill ` +
          `(bar ${ms(RESTART_BAR_MS)}) [${recovered}]; meanwhile ${round.duringOutage || 'no answers'} ` +
          `[${bar(clean, 'store child: answers other than 503 or errors logged while it was gone')}]`,
      );
    }
    console.log(
      `    ${round.target === 'store child' ? 'after it' : `restarted at once, ready in ${ms(round.restartMs)} (bar ${ms(RESTART_BAR_MS)}) [${recovered}]`}; ` +
        `old session reads ${round.oldSessionRead}, new write ${round.writeAfterRestart} ` +
        `[${bar(round.oldSessionRead === 200 && round.writeAfterRestart === 201, `${round.target}: not usable after restart`)}]`,
    );
    bar(round.childExitMs !== null, `${round.target}: the store child did not exit`);
  }
  const present = result.acknowledgedWrites - result.missingWrites.length;
  console.log(
    `  writes acknowledged ${result.acknowledgedWrites}, present ${present} [${bar(result.missingWrites.length === 0, 'PGlite: acknowledged writes missing')}]` +
      `; present without acknowledgement ${result.unacknowledgedPresent}; server errors logged ${result.serverErrorsLogged}`,
  );
  console.log(
    `  store read back: ${result.intactDetail} [${bar(result.intact, 'PGlite: store not intact')}]`,
  );
  if (result.missingWrites.length > 0)
    console.log(`  missing: ${result.missingWrites.slice(0, 10).join(', ')}`);
}

async function main(): Promise<void> {
  console.log(
    `bench:faults ${new Date().toISOString()}; Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
  );
  if (values.only !== 'embedded') {
    console.log(
      `(a) PostgreSQL 15 restart under load (4 writers + 2 readers; ${TIMINGS.loadBeforeMs / 1000} s load, ${TIMINGS.downMs / 1000} s down, ${TIMINGS.loadAfterMs / 1000} s after)`,
    );
    reportRestart(await postgresRestartScenario(Number(values['pg-port']), ['fast', 'immediate'], TIMINGS));
  }
  if (values.only !== 'postgres') {
    const kills = Number(values.kills);
    const targets = Array.from({ length: kills }, (): KillTarget[] => [
      'main process',
      'process group',
      'store child',
    ]).flat();
    console.log(
      `(b) SIGKILL on the embedded PGlite store during writes (4 writers + 1 reader): the server, its process group, or only the store's child; ${targets.length} kills`,
    );
    reportKill(await embeddedKillScenario(targets, LOAD_BEFORE_KILL_MS));
  }
  if (misses.length > 0) {
    console.log(`\nMISSED: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll bars met.');
  }
}

main().catch((error: unknown) => {
  // Interrupted: the cleanup exits once the cluster and servers are gone.
  if (wasInterrupted()) return;
  console.error(error);
  process.exitCode = 1;
});
