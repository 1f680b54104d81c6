/**
 * `npm run bench`: every benchmark in turn, printing their figures — the bundle budget and page speed (after a
 * build), and with DATABASE_URL (PostgreSQL) the lists at 10k/100k/1M rows and the API overhead at 1M rows, on the
 * kept bench databases (`--reuse`; the first run seeds them, a few minutes). Exits 1 when any of them misses its bar.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const steps: [string, string[]][] = [
  ['bundle-budget.ts', []],
  ['page-speed.ts', []],
  ...(process.env.DATABASE_URL
    ? ([
        ['lists.ts', ['--reuse']],
        ['api-overhead.ts', ['--reuse']],
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
