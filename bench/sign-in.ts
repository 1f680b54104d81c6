/**
 * `npm run bench:sign-in [-- --seconds 10 --users 200]`: sign-in throughput with argon2id at its configured cost
 * (server/auth/passwords/passwords.ts ARGON2_OPTIONS), issue 7 "Scale". Two figures, measured one after the other with the
 * same concurrency (20):
 * - argon2 alone: `@node-rs/argon2` verify of a hash made with ARGON2_OPTIONS, 20 at a time, in this process —
 *   the ceiling on this machine; measured before and after the HTTP run and averaged (a shared machine drifts);
 * - sign-in over HTTP: the real `POST /api/auth/login-with-password` (the password step: throttle check, user
 *   lookup, argon2 verify, challenge and event rows) on a server in this process, loaded by bench/sign-in-load.ts
 *   in its own process with 20 keep-alive connections.
 * Each request signs in the next of `users` users from the next client address (X-Forwarded-For behind
 * TRUST_PROXY=127.0.0.1) with RATE_LIMIT_PER_MINUTE set very high, so neither the per-IP route limit (20 a minute)
 * nor the ceiling refuses a request; every password is right, so the throttle (which counts failures) never waits.
 * On PostgreSQL (own database `zp_soak_sign_in_<pid>`, dropped afterwards) when DATABASE_URL is set, else on the
 * embedded PGlite in a temporary directory. Prints sign-ins per second, p50/p99, the argon2 rate and the ratio.
 * No bar: exits 1 only when any answer is not 200 or a request fails.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import { buildApp } from '../server/app.ts';
import { ARGON2_OPTIONS } from '../server/auth/passwords/passwords.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { BENCH_USERS_PASSWORD, createBenchUsers } from './bench-users.ts';
import { runClosedLoop } from './closed-loop.ts';
import { formatNon2xx, LoadRecorder, type KindSummary } from './load-stats.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import type { SignInLoadInput } from './sign-in-load.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    users: { type: 'string', default: '200' },
  },
});
const CONNECTIONS = 20;
const RATE_LIMIT_PER_MINUTE = '100000000';
const seconds = Number(values.seconds);

/** argon2id verifies of the right password, CONNECTIONS at a time, for `seconds`. */
async function argon2Baseline(): Promise<{ rate: number; summary: KindSummary }> {
  const passwordHash = await hash(BENCH_USERS_PASSWORD, ARGON2_OPTIONS);
  const recorder = new LoadRecorder();
  const ran = await runClosedLoop(CONNECTIONS, seconds * 1000, async () => {
    const started = performance.now();
    const valid = await verify(passwordHash, BENCH_USERS_PASSWORD);
    recorder.record('verify', valid ? 200 : 500, performance.now() - started);
  });
  const summary = recorder.total();
  return { rate: summary.count / ran, summary };
}

/** bench/sign-in-load.ts in a child process; its JSON line. */
function signInLoad(
  input: SignInLoadInput,
): Promise<{ summary: KindSummary; seconds: number; samples: string[] }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, 'sign-in-load.ts'), JSON.stringify(input)],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`sign-in-load failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout) as { summary: KindSummary; seconds: number; samples: string[] });
      },
    );
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zp-bench-sign-in-'));
let scratch: ScratchDatabase | undefined;
if (process.env.DATABASE_URL) {
  scratch = await createScratchDatabase(process.env.DATABASE_URL, `zp_soak_sign_in_${process.pid}`);
}
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE,
  TRUST_PROXY: '127.0.0.1',
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const database = await openDatabase(config);

const ms = (value: number) => `${value.toFixed(1)} ms`;
let exitCode = 0;
try {
  await migrateDatabase(database);
  const emails = await createBenchUsers(database.db, {
    label: 'sign-in',
    count: Number(values.users),
    permissions: ['manage_employees'],
  });
  const app = await buildApp({ config, database });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    console.log(
      `bench:sign-in on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${CONNECTIONS} connections × ${seconds} s, ${emails.length} users; argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism}; Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `  (RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE} and a new X-Forwarded-For address per request behind TRUST_PROXY=127.0.0.1: no per-IP limit refuses; right passwords only: the throttle never waits)`,
    );
    const before = await argon2Baseline();
    const load = await signInLoad({
      baseUrl,
      connections: CONNECTIONS,
      seconds,
      emails,
      password: BENCH_USERS_PASSWORD,
    });
    const after = await argon2Baseline();
    const baselineRate = (before.rate + after.rate) / 2;
    for (const [when, run] of [
      ['before', before],
      ['after', after],
    ] as const) {
      console.log(
        `argon2id verify alone, ${when.padEnd(6)} (${CONNECTIONS} at a time) ${run.rate.toFixed(1).padStart(7)} verifies/s   p50 ${ms(run.summary.p50)}   p99 ${ms(run.summary.p99)}`,
      );
    }
    const { summary } = load;
    const rate = summary.count / load.seconds;
    console.log(
      `POST /api/auth/login-with-password (HTTP) ${rate.toFixed(1).padStart(7)} sign-ins/s   p50 ${ms(summary.p50)}   p99 ${ms(summary.p99)}   non-2xx ${formatNon2xx(summary.non2xx)}   errors ${summary.errors}   (${summary.count} requests)`,
    );
    console.log(
      `  load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(2)} (shared machine: the figures move with it)`,
    );
    console.log(
      `sign-in / argon2 alone (mean ${baselineRate.toFixed(1)} verifies/s): ${((rate / baselineRate) * 100).toFixed(0)} %`,
    );
    const failed = summary.count === 0 || summary.errors > 0 || Object.keys(summary.non2xx).length > 0;
    if (failed) {
      for (const sample of load.samples) console.log(`  ${sample}`);
      console.log('FAILED: not every sign-in answered 200');
      exitCode = 1;
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
