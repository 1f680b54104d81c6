/**
 * `npm run bench`: every benchmark in turn, printing their figures — the bundle budget, the settled JavaScript per
 * page and page speed (after a build), sign-in throughput, and with DATABASE_URL (PostgreSQL) the lists at
 * 10k/100k/1M rows, the API overhead at 1M rows and the write barrier's latency, on the kept bench databases
 * (`--reuse`; the first run seeds them, a few minutes). Exits 1 when any of them misses its bar. `-- --reliability`
 * adds the 10-minute soak and the database-fault runs (bench:soak, bench:faults; the latter needs root and the
 * PostgreSQL 15 binaries for its own temporary cluster).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const reliability = process.argv.includes('--reliability');

const steps: [string, string[]][] = [
  ['bundle-budget.ts', []],
  ['pages.ts', []],
  ['page-speed.ts', []],
  ['sign-in.ts', []],
  ...(process.env.DATABASE_URL
    ? ([
        ['lists.ts', ['--reuse']],
        ['api-overhead.ts', ['--reuse']],
        ['write-barrier.ts', []],
      ] as [string, string[]][])
    : []),
  ...(reliability
    ? ([
        ['soak.ts', []],
        ['db-faults.ts', []],
      ] as [string, string[]][])
    : []),
];

let failed: string[] = [];
for (const [script, args] of steps) {
  console.log(`\n== ${script} ${args.join(' ')}`);
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = [...failed, script];
}
if (!process.env.DATABASE_URL) console.log('\n(no DATABASE_URL: the PostgreSQL benches were left out)');
console.log(failed.length === 0 ? '\nEvery bar met.' : `\nMissed a bar or failed: ${failed.join(', ')}`);
process.exitCode = failed.length === 0 ? 0 : 1;
