/**
 * `npm run bench:lists [-- --sizes 10000,100000,1000000 --runs 100]`: the admin list API at scale (issue 3).
 * Seeds each size in its own database (PostgreSQL `zp_bench_lists_<size>` when DATABASE_URL is set, else the
 * embedded PGlite in a temporary directory) and prints p50/p95 server time of an authenticated request — session,
 * permission, validation, query and serialisation, through `app.inject` — for: the first page, a page 2000 pages
 * deep reached by following `links.next`, a search by name and by email, a sort by last name (its Dutch sort key),
 * and text filters on the job title (a part of it in any case: frequent, rare, none; with a search; 200 pages deep).
 * Bar (PostgreSQL, 1M rows): deep page p95 ≤ 1.5 × first page p95, search and text filter p95 ≤ 10 ms.
 * `--reuse` keeps each size's database of an earlier run (PostgreSQL) and only adds the employees it still lacks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { benchDatabaseUrl } from './bench-database.ts';
import { signedInBenchClient } from './bench-user.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { insertBulkEmployees } from '../server/seed/bulk-employees.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    runs: { type: 'string', default: '100' },
    reuse: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const DEEP_PAGES = 2000;
/** A text filter matching three job titles in ten ("Planner", "Senior planner", "Teamleider planning"). */
const FILTERED = '/api/employees?perPage=25&filter[jobTitle]=plan';
const FILTERED_PAGES = 200;
/** The text filters held to the bar: three titles in ten, one in ten written in capitals, none. */
const TEXT_FILTERS: [string, string][] = [
  ['text filter "plan" (3 in 10)', FILTERED],
  ['text filter "ZORGCONS" (1 in 10)', '/api/employees?perPage=25&filter[jobTitle]=ZORGCONS'],
  ['text filter, no match ("chirurg")', '/api/employees?perPage=25&filter[jobTitle]=chirurg'],
];
/** Reported apart, like the frequent surname: a search matching ~3 800 rows, then filtered. */
const FILTER_WITH_FREQUENT_SEARCH: [string, string] = [
  'text filter "plan" + search "Jansen"',
  `${FILTERED}&q=Jansen`,
];

interface Page {
  data: { email: string; firstName: string; lastName: string }[];
  links: { next: string | null };
}

type Figures = Record<string, { p50: number; p95: number }>;

/** A server on its own database of `size` employees, with a signed-in client (password + email code). */
async function openBench(size: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zp-bench-lists-'));
  const databaseUrl = process.env.DATABASE_URL
    ? await benchDatabaseUrl(process.env.DATABASE_URL, size, values.reuse)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  await app.ready();

  const started = performance.now();
  const present = await insertBulkEmployees(database.pool, 0);
  await insertBulkEmployees(database.pool, Math.max(0, size - present));
  // A table at rest, as autovacuum leaves one after a bulk insert: visibility map set, the trigram indexes'
  // pending lists merged (a fresh one makes every trigram lookup read it whole, ~10 ms at 1M rows).
  await database.pool.query('VACUUM (ANALYZE) employees');
  const seeded = ((performance.now() - started) / 1000).toFixed(1);

  const { client } = await signedInBenchClient(app, database, 'Lijsten');

  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { client, database, seeded, close };
}

/** The figures of one size, printed as they come. */
async function benchSize(size: number): Promise<{ figures: Figures; names: string[]; kind: string }> {
  const { client, database, seeded, close } = await openBench(size);

  async function get(url: string): Promise<Page> {
    const response = await client.get(url);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Page;
  }

  /** p50 and p95 in ms of `runs` requests (after 10 warm-up requests). */
  async function measure(url: string): Promise<{ p50: number; p95: number }> {
    for (let i = 0; i < 10; i += 1) await get(url);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await get(url);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95) };
  }

  /** Follows `links.next` from the first page up to `pages` pages deep; returns the URL and the depth reached. */
  async function deepPage(first: string, pages: number): Promise<{ url: string; depth: number }> {
    let url = first;
    let depth = 1;
    while (depth < pages) {
      const page = await get(url);
      if (!page.links.next) break;
      url = page.links.next;
      depth += 1;
    }
    return { url, depth };
  }

  const deep = await deepPage('/api/employees?perPage=25', DEEP_PAGES);
  const deepFiltered = await deepPage(FILTERED, FILTERED_PAGES);
  const sample = (await get('/api/employees?perPage=1&sort=email&order=desc')).data[0]!;
  const fullName = `${sample.firstName} ${sample.lastName}`;
  const requests: [string, string][] = [
    ['first page', '/api/employees?perPage=25'],
    ['deep page via links.next', deep.url],
    [
      `search by full name (${fullName})`.slice(0, 34),
      `/api/employees?perPage=25&q=${encodeURIComponent(fullName)}`,
    ],
    ['search by email (one match)', `/api/employees?perPage=25&q=${encodeURIComponent(sample.email)}`],
    ['search by a frequent surname', '/api/employees?perPage=25&q=Jansen'],
    ['sort by last name (desc)', '/api/employees?perPage=25&sort=lastName&order=desc'],
    ...TEXT_FILTERS,
    FILTER_WITH_FREQUENT_SEARCH,
    [`text filter, page ${deepFiltered.depth} via links.next`, deepFiltered.url],
  ];
  console.log(`${String(size).padStart(9)}  (seeded in ${seeded} s; deep page = page ${deep.depth})`);
  const figures: Figures = {};
  for (const [name, url] of requests) {
    figures[name] = await measure(url);
    console.log(`${''.padStart(9)}  ${name.padEnd(40)} ${ms(figures[name].p50)} ${ms(figures[name].p95)}`);
  }
  const kind = database.kind;
  await close();
  return { figures, names: requests.map(([name]) => name), kind };
}

const ms = (value: number) => value.toFixed(2).padStart(8);
console.log(
  `bench:lists on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${runs} requests per figure, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
);
console.log(`${'rows'.padStart(9)}  ${'request'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);

let verdict = 'not measured at 1M rows on PostgreSQL';
for (const size of sizes) {
  const { figures, names, kind } = await benchSize(size);
  if (size === 1_000_000 && kind === 'postgres') {
    const first = figures['first page']!.p95;
    const deepP95 = figures['deep page via links.next']!.p95;
    const search = Math.max(figures[names[2]!]!.p95, figures['search by email (one match)']!.p95);
    const filter = Math.max(...TEXT_FILTERS.map(([name]) => figures[name]!.p95));
    const ok = deepP95 <= 1.5 * first && search <= 10 && filter <= 10;
    verdict = `${ok ? 'ok' : 'OVER'}: deep p95 ${deepP95.toFixed(2)} ms vs 1.5 × first ${(1.5 * first).toFixed(2)} ms; search p95 ${search.toFixed(2)} ms, text filter p95 ${filter.toFixed(2)} ms vs 10 ms`;
  }
}
console.log(`Bar (PostgreSQL, 1M rows): ${verdict}`);
