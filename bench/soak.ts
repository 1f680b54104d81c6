/**
 * `npm run bench:soak [-- --minutes 10 --connections 50 --employees 10000]`: the soak of issue 7 "Reliability".
 * A real server process (`node server/main.ts`, NODE_ENV=production, mail over SMTP to a sink in this process)
 * on its own database — PostgreSQL `zp_soak_<pid>` created and dropped here when DATABASE_URL is set, else the
 * embedded PGlite in a temporary DATA_DIR — gets `minutes` of mixed traffic from this process (plain `fetch`,
 * keep-alive) over `connections` connections: each signs a user in (password, then the email code), makes 20
 * requests of list pages, searches and tag writes (soak-mix.ts), signs out, and again (soak-traffic.ts).
 * Prints requests, network errors, non-2xx by status and p50/p99 per kind, and the server's resident memory
 * (VmRSS of the process and of its children: the embedded store's) at start, after warm-up, each minute and at
 * the end. Bar: 0 network errors, 0 answers 5xx, every answer 2xx, and RSS at the end ≤ RSS_FACTOR × RSS after
 * warm-up. Exits 1 when missed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { insertBulkEmployees } from '../server/seed/bulk-employees.ts';
import { startSmtpInbox } from '../tests/helpers/smtp-inbox.ts';
import { BENCH_USERS_PASSWORD, createBenchUsers } from './bench-users.ts';
import { runClosedLoop } from './closed-loop.ts';
import { formatNon2xx, LoadRecorder } from './load-stats.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { startServerProcess, type ServerRss } from './server-process.ts';
import { MAIL_KIND, SoakConnection, type ServerErrorSample } from './soak-traffic.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    employees: { type: 'string', default: '10000' },
    'warmup-seconds': { type: 'string', default: '30' },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const warmupSeconds = Number(values['warmup-seconds']);
/**
 * The memory bar. During warm-up the heap, the connection pools, the JIT's code and the caches grow to their
 * working set; after it a server that keeps nothing per request stays on a plateau, give or take what the garbage
 * collector has not yet returned (tens of MiB on a heap of ~100 MiB). 1.5 × leaves room for that noise, while a
 * leak of even a few KiB per request (hundreds of thousands of requests in 10 minutes) goes over it.
 */
const RSS_FACTOR = 1.5;
const RATE_LIMIT_PER_MINUTE = '1000000';
const SAMPLE_EVERY_MS = 5_000;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'zp-bench-soak-'));
const dataDir = path.join(workDir, 'data');
const logFile = path.join(workDir, 'server.log');
let scratch: ScratchDatabase | undefined;
if (process.env.DATABASE_URL) {
  scratch = await createScratchDatabase(process.env.DATABASE_URL, `zp_soak_${process.pid}`);
}
const databaseUrl: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {};

/** Migrations, employees and the users, before the server starts (PGlite has room for one process at a time). */
async function prepareDatabase(): Promise<string[]> {
  const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...databaseUrl }));
  try {
    await migrateDatabase(database);
    await insertBulkEmployees(database.pool, Number(values.employees));
    return await createBenchUsers(database.db, {
      label: 'soak',
      count: connections,
      permissions: ['manage_employees', 'manage_tags'],
    });
  } finally {
    await database.close();
  }
}

const mib = (kib: number) => (kib / 1024).toFixed(0).padStart(7);
const rssLine = (label: string, rss: ServerRss) =>
  `  ${label.padEnd(26)} ${mib(rss.server)} ${mib(rss.children)} ${mib(rss.total)}`;

/** The error lines (pino level ≥ 50) of the server's log, for the report. */
function serverErrorLines(): string[] {
  const lines = readFileSync(logFile, 'utf8').split('\n');
  return lines.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });
}

const inbox = await startSmtpInbox();
try {
  const emails = await prepareDatabase();
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Zorgportaal <noreply@zorgportaal.test>',
      RATE_LIMIT_PER_MINUTE,
      TRUST_PROXY: '127.0.0.1',
      ...databaseUrl,
      // `SESSION_CACHE=false npm run bench:soak` measures a session read per request instead of the default.
      ...(process.env.SESSION_CACHE ? { SESSION_CACHE: process.env.SESSION_CACHE } : {}),
    },
    logFile,
  );
  try {
    console.log(
      `bench:soak on ${scratch ? `PostgreSQL (${new URL(scratch.url).pathname.slice(1)})` : 'PGlite (embedded, in a child of the server)'}, ${connections} connections × ${minutes} min, ${values.employees} employees, ${emails.length} users; Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; ${new Date().toISOString()}`,
    );
    console.log(
      `  server: node server/main.ts (pid ${server.pid}), NODE_ENV=production, LOG_LEVEL=warn, mail over SMTP to a sink in the load generator, RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE}, SESSION_CACHE=${process.env.SESSION_CACHE ?? 'default (true)'}, TRUST_PROXY=127.0.0.1 with a new X-Forwarded-For address per session (so the per-IP sign-in limits meet many clients)`,
    );
    const samples: { label: string; rss: ServerRss }[] = [
      { label: 'start (ready, idle)', rss: server.rss() },
    ];
    const recorder = new LoadRecorder();
    const serverErrors: ServerErrorSample[] = [];
    const traffic = {
      baseUrl: server.baseUrl,
      inbox,
      password: BENCH_USERS_PASSWORD,
      recorder,
      onServerError: (sample: ServerErrorSample) => {
        if (serverErrors.length < 10) serverErrors.push(sample);
      },
    };
    const connectionsOf = emails.map((email, index) => new SoakConnection(index, email, traffic));

    const started = Date.now();
    let nextMinute = 1;
    let peak = samples[0]!.rss;
    let warm: ServerRss | undefined;
    const sampler = setInterval(() => {
      const rss = server.rss();
      if (rss.total > peak.total) peak = rss;
      const elapsed = (Date.now() - started) / 1000;
      if (!warm && elapsed >= warmupSeconds) {
        warm = rss;
        samples.push({ label: `after warm-up (${warmupSeconds} s)`, rss });
      }
      if (elapsed >= nextMinute * 60) {
        samples.push({ label: `${nextMinute} min`, rss });
        process.stdout.write(
          `  … ${nextMinute} min: ${recorder.total([MAIL_KIND]).count} requests, RSS ${mib(rss.total).trim()} MiB, load average ${os.loadavg()[0]!.toFixed(2)}\n`,
        );
        nextMinute += 1;
      }
    }, SAMPLE_EVERY_MS);
    const ran = await runClosedLoop(connections, minutes * 60_000, async (connection) => {
      if (server.exited()) throw new Error(`the server process ended during the soak (see ${logFile})`);
      await connectionsOf[connection]!.runSession();
    }).finally(() => clearInterval(sampler));
    const end = server.rss();
    samples.push({ label: 'end', rss: end });
    if (end.total > peak.total) peak = end;
    samples.push({ label: 'highest sample', rss: peak });

    console.log(
      `${'kind'.padEnd(26)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)}  non-2xx`,
    );
    const total = recorder.total([MAIL_KIND]);
    const mail = recorder.summaries().find((summary) => summary.kind === MAIL_KIND);
    const requestKinds = recorder.summaries().filter((summary) => summary.kind !== MAIL_KIND);
    for (const summary of [...requestKinds, total, ...(mail ? [mail] : [])]) {
      console.log(
        `${summary.kind.padEnd(26)} ${String(summary.count).padStart(8)} ${(summary.count / ran).toFixed(1).padStart(7)} ${summary.p50.toFixed(1).padStart(8)} ${summary.p99.toFixed(1).padStart(8)} ${String(summary.errors).padStart(6)}  ${formatNon2xx(summary.non2xx)}`,
      );
    }
    console.log(`RSS (MiB)                   server  children   total`);
    for (const { label, rss } of samples) console.log(rssLine(label, rss));

    for (const sample of serverErrors) {
      console.log(`5xx: ${sample.kind}: ${sample.request} → ${sample.status} ${sample.body}`);
    }
    const errorLines = serverErrorLines();
    for (const line of errorLines.slice(0, 5)) console.log(`server log: ${line.slice(0, 4000)}`);
    if (errorLines.length > 5) console.log(`server log: … ${errorLines.length - 5} more error lines`);

    const non2xx = Object.values(total.non2xx).reduce((sum, count) => sum + count, 0);
    const baseline = warm ?? samples[0]!.rss;
    const memoryOk = end.total <= RSS_FACTOR * baseline.total;
    // A sign-in mail that never came is an error too (a failed delivery would also have answered 5xx).
    const mailErrors = mail?.errors ?? 0;
    const ok =
      total.errors === 0 &&
      mailErrors === 0 &&
      total.serverErrors === 0 &&
      non2xx === 0 &&
      memoryOk &&
      total.count > 0;
    console.log(
      `Bar: network errors ${total.errors} (0), mails missing ${mailErrors} (0), 5xx ${total.serverErrors} (0), other non-2xx ${non2xx - total.serverErrors} (0), RSS end ${mib(end.total).trim()} MiB ≤ ${RSS_FACTOR} × ${mib(baseline.total).trim()} MiB after warm-up = ${mib(RSS_FACTOR * baseline.total).trim()} MiB: ${ok ? 'ok' : 'MISSED'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
  }
} finally {
  await inbox.stop();
  await scratch?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
