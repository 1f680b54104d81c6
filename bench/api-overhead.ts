/**
 * `DATABASE_URL=… npm run bench:api-overhead [-- --size 1000000 --seconds 10 --reuse]`: what the API's own work
 * costs (issue 7). Two servers on one PostgreSQL database of `size` employees (`zp_bench_lists_<size>`, shared with
 * bench:lists), measured side by side with autocannon (20 connections) in a separate process:
 * - bare: a plain Fastify route running the same page query (`listRecords`, first page of 25) and nothing else;
 * - api: the real `GET /api/employees?perPage=25` with a signed-in session (session lookup, permission check,
 *   API version and anti-forgery hooks, validation, serialisation).
 * Each is run twice, alternating; prints requests per second and latency, and the api's share of the bare rate
 * against the bar of 70 %. Exits 1 when under the bar.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { employees } from '../resources/employees.ts';
import { buildApp } from '../server/app.ts';
import { listRecords } from '../server/admin/read-records.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { sessionCookieName } from '../server/http/session-cookie.ts';
import { insertBulkEmployees } from '../server/seed/bulk-employees.ts';
import { benchDatabaseUrl } from './bench-database.ts';
import { signedInBenchClient } from './bench-user.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
  },
});
const BAR = 0.7;
const CONNECTIONS = 20;

if (!process.env.DATABASE_URL) throw new Error('bench:api-overhead needs DATABASE_URL (a PostgreSQL server)');
const size = Number(values.size);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zp-bench-overhead-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '100000000',
  // The default (session cache on); `SESSION_CACHE=false npm run bench:api-overhead` measures a session read per request.
  ...(process.env.SESSION_CACHE ? { SESSION_CACHE: process.env.SESSION_CACHE } : {}),
  DATABASE_URL: await benchDatabaseUrl(process.env.DATABASE_URL, size, values.reuse),
});
const database = await openDatabase(config);
await migrateDatabase(database);
const present = await insertBulkEmployees(database.pool, 0);
await insertBulkEmployees(database.pool, Math.max(0, size - present));

const app = await buildApp({ config, database });
const apiAddress = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => listRecords(database.db, employees, { perPage: 25 }, { path: '/bare' }));
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });

/** A signed-in session of a user who may read employees: password, then the email code from the outbox. */
async function sessionCookie(): Promise<string> {
  const { completed: done } = await signedInBenchClient(app, database, 'Overhead');
  const name = sessionCookieName(config);
  const cookie = done.cookies.find((item) => item.name === name);
  if (!cookie) throw new Error(`sign-in set no ${name} cookie: ${done.body}`);
  return `${name}=${cookie.value}`;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon in its own process (so the load generator does not share this event loop), JSON out. */
function autocannon(url: string, headers: Record<string, string>): Promise<Run> {
  const args = ['-c', String(CONNECTIONS), '-d', values.seconds, '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const bin = path.join(import.meta.dirname, '../node_modules/.bin/autocannon');
  return new Promise((resolve, reject) => {
    execFile(bin, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/** Both servers must answer the same page (the same 25 ids and total), or the comparison means nothing. */
async function sameAnswers(apiHeaders: Record<string, string>): Promise<void> {
  type Page = { data: { id: string }[]; meta: { total?: number } };
  const bareBody = (await (await fetch(`${bareAddress}/bare`)).json()) as Page;
  const apiResponse = await fetch(`${apiAddress}/api/employees?perPage=25`, { headers: apiHeaders });
  const apiBody = (await apiResponse.json()) as Page;
  const ids = (page: Page) => page.data.map((record) => record.id).join(',');
  if (apiResponse.status !== 200 || apiBody.data.length !== 25 || ids(apiBody) !== ids(bareBody)) {
    throw new Error(
      `the two servers answer different pages: ${apiResponse.status} ${JSON.stringify(apiBody)}`,
    );
  }
  console.log(`both answer the same page: 25 employees of ${apiBody.meta.total} (total as the API gives it)`);
}

const mean = (runs: Run[], key: keyof Run) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
const line = (name: string, runs: Run[]) =>
  `${name.padEnd(44)} ${mean(runs, 'rps').toFixed(0).padStart(7)} req/s   p50 ${mean(runs, 'p50').toFixed(1)} ms   p99 ${mean(runs, 'p99').toFixed(1)} ms   non-2xx ${mean(runs, 'non2xx') + mean(runs, 'errors')}`;

let exitCode = 0;
try {
  const cookie = await sessionCookie();
  const apiHeaders = { cookie, accept: 'application/json', 'x-api-version': '2025.1' };
  console.log(
    `bench:api-overhead on PostgreSQL, ${size} employees, autocannon ${CONNECTIONS} connections × ${values.seconds} s, each twice; Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
  );
  await sameAnswers(apiHeaders);
  const bareRuns: Run[] = [];
  const apiRuns: Run[] = [];
  for (let round = 0; round < 2; round += 1) {
    bareRuns.push(await autocannon(`${bareAddress}/bare`, {}));
    apiRuns.push(await autocannon(`${apiAddress}/api/employees?perPage=25`, apiHeaders));
  }
  console.log(line('bare route, same page query', bareRuns));
  console.log(line('GET /api/employees (session, permission …)', apiRuns));
  const share = mean(apiRuns, 'rps') / mean(bareRuns, 'rps');
  const failed = mean(apiRuns, 'non2xx') + mean(bareRuns, 'non2xx') > 0;
  const ok = share >= BAR && !failed;
  console.log(
    `api / bare: ${(share * 100).toFixed(0)} % (bar ${BAR * 100} %) ${ok ? 'ok' : failed ? 'FAILED (non-2xx answers)' : 'UNDER'}`,
  );
  if (!ok) exitCode = 1;
} finally {
  await bare.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
