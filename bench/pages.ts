/**
 * `npm run bench:pages` (issue 16): the JavaScript a real Chromium has loaded by the time a page has settled, per
 * page, gzip — what `bench:bundle` computes from the manifest, measured instead: lazy chunks, the chunks a list's
 * fields and filters pull in, the panels of a record page all count.
 *
 * Run after `vite build`: it starts the built server (`node server/main.ts`) on a free port with a fresh embedded
 * database (PGlite in a temporary folder, demo data), signs the demo administrator (every permission) in through the
 * API, then opens each page in a new browser context of its own (so an empty HTTP cache) carrying that session.
 * A page has settled when its main content is visible (the sign-in form, the greeting, the list's rows or its
 * "Nog geen …" text, the record's fields), no spinner or skeleton shows, and the network has been idle for 500 ms.
 * Bytes: every response the page received with a JavaScript content type, its body gzip-compressed at level 9 — as
 * `bench:bundle` counts, and the same bytes as the build's precompressed `.gz` files the server sends.
 *
 * Pages: /login (signed out), /dashboard, every list the signed-in administrator's menu links to (/system/…,
 * /archive/…, at least the ones below) and the first employee's page. Budgets (kB = 1000 bytes): /login ≤ 150,
 * /system/employees ≤ 350, every other list below 364 (a minimal react-admin app with three resources); the
 * dashboard and the record page are reported only. Exits 1 when a page is over its budget or could not be measured.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test';
import { API_VERSION, XSRF_COOKIE, XSRF_HEADER } from '../src/api/constants.ts';
import { CHROMIUM } from './chromium.ts';
import { descendants, startServerProcess, type ServerProcess } from './server-process.ts';

const KB = 1000;
const LOGIN_BUDGET = 150 * KB;
const EMPLOYEES_BUDGET = 350 * KB;
/** Every other admin list stays below a minimal react-admin app with three resources (issue 16). */
const THREE_RESOURCE_APP = 364 * KB;
/** The network is idle when no request has been open for this long. */
const IDLE_MS = 500;
/** A page that has not settled by then fails the run. */
const SETTLE_TIMEOUT_MS = 30_000;
/** Lists measured even if the menu stops linking to them; the menu adds any new one. */
const REQUIRED_LISTS = [
  '/system/employees',
  '/system/tags',
  '/system/regions',
  '/system/branches',
  '/system/administrative-units',
  '/system/roles',
  '/system/facilities',
  '/system/oauth-clients',
  '/archive/employees',
];
const DEMO_ADMIN = { email: 'beheerder@zorgportaal.test', password: 'Zorgportaal-demo-2025' };

/** A spinner, react-admin's loading indicator or a skeleton: the page is still filling in. */
const BUSY = '[role="progressbar"], .MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root';
const CONTENT = {
  login: 'form input[type="password"]',
  dashboard: '#main-content h1',
  // The list's rows, or its empty state ("Nog geen tags", a heading in the list's place).
  list: '#main-content table tbody tr td, #main-content .MuiPaper-root h2:text-matches("^Nog geen ")',
  show: '#main-content .RaSimpleShowLayout-stack',
} as const;
type Kind = keyof typeof CONTENT;

interface Script {
  file: string;
  gzip: number;
}

interface PageLoad {
  path: string;
  /** How the report names it (the record page by its pattern). */
  label: string;
  scripts: Script[];
  bytes: number;
  settledMs: number;
  /** Same-origin links to admin lists on the settled page (`/system/<name>`, `/archive/<name>`). */
  listLinks: string[];
  /** The first link in the list's table to a record page (lists only). */
  firstRecord: string | null;
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.SPA_DIST_DIR ?? 'dist');
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Every JavaScript response `context`'s pages receive, by URL, with its body's gzip size (level 9). */
function recordScripts(context: BrowserContext): Map<string, Promise<number>> {
  const scripts = new Map<string, Promise<number>>();
  context.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|ecmascript/.test(type) || scripts.has(response.url())) return;
    const size = response.body().then((body) => gzipSync(body, { level: 9 }).length);
    // Read later; an early failure must not end the process as an unhandled rejection.
    size.catch(() => undefined);
    scripts.set(response.url(), size);
  });
  return scripts;
}

/**
 * Opens `pagePath` in a new context (empty cache) with `storageState`'s cookies and waits until it has settled;
 * answers the JavaScript it loaded by then.
 */
async function measure(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  kind: Kind,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  label = pagePath,
): Promise<PageLoad> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1280, height: 800 },
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(context);
    const open = new Set<Request>();
    let lastActivity = Date.now();
    const errors: string[] = [];
    page.on('request', (request) => {
      open.add(request);
      lastActivity = Date.now();
    });
    const done = (request: Request) => {
      open.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', (request) => {
      done(request);
      errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} for ${response.url()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));

    const started = Date.now();
    const deadline = started + SETTLE_TIMEOUT_MS;
    const notSettled = (why: string) =>
      new Error(
        `${pagePath} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s: ${why} (at ${page.url()})${
          errors.length > 0 ? `\n    ${errors.slice(0, 5).join('\n    ')}` : ''
        }`,
      );
    await page.goto(pagePath, { waitUntil: 'commit', timeout: SETTLE_TIMEOUT_MS });
    const content = page.locator(CONTENT[kind]).first();
    try {
      await content.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    } catch {
      throw notSettled(`its main content (${CONTENT[kind]}) never showed`);
    }
    for (;;) {
      const busy = await page
        .locator(BUSY)
        .evaluateAll((elements) => elements.some((element) => (element as HTMLElement).checkVisibility()));
      const idleFor = Date.now() - lastActivity;
      if (open.size === 0 && idleFor >= IDLE_MS && !busy && (await content.isVisible())) break;
      if (Date.now() > deadline) {
        const pending = [...open].map((request) => request.url()).slice(0, 5);
        throw notSettled(
          busy
            ? 'a spinner or skeleton still shows'
            : open.size > 0
              ? `${open.size} request(s) still open: ${pending.join(', ')}`
              : 'its main content disappeared again',
        );
      }
      await sleep(open.size > 0 ? 50 : Math.min(100, Math.max(10, IDLE_MS - idleFor)));
    }
    const settledMs = Date.now() - started;
    // A redirect (to /login: the session did not count; to the dashboard or a 403: a missing permission).
    if (new URL(page.url()).pathname !== pagePath)
      throw new Error(`${pagePath} ended at ${page.url()} instead: not signed in, or not allowed?`);

    const listLinks = await page
      .locator('a[href^="/system/"], a[href^="/archive/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const firstRecord =
      kind === 'list'
        ? await page
            .locator(`#main-content table tbody tr a[href^="${pagePath}/"]`)
            .first()
            .getAttribute('href', { timeout: 1000 })
            .catch(() => null)
        : null;
    const measured = await Promise.all(
      [...scripts].map(async ([url, size]) => {
        try {
          return { file: path.posix.basename(new URL(url).pathname), gzip: await size };
        } catch (error) {
          throw new Error(`${pagePath}: could not read the body of ${url}: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }),
    );
    return {
      path: pagePath,
      label,
      scripts: measured.sort((a, b) => b.gzip - a.gzip),
      bytes: measured.reduce((sum, script) => sum + script.gzip, 0),
      settledMs,
      listLinks: [...new Set(listLinks.filter((href) => /^\/(system|archive)\/[a-z0-9-]+$/.test(href)))],
      firstRecord,
    };
  } finally {
    await context.close();
  }
}

/**
 * Signs the demo administrator in through the API in a new context (the password, then the email code from the
 * development outbox, as the browser journeys do) and answers its cookies.
 */
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const api = context.request;
    const headers = { Accept: 'application/json', 'X-Api-Version': API_VERSION };
    const check = async (what: string, response: Awaited<ReturnType<typeof api.get>>) => {
      if (!response.ok())
        throw new Error(`sign-in: ${what} answered ${response.status()}: ${await response.text()}`);
      return response;
    };
    await check('GET /api/session', await api.get('/api/session', { headers }));
    const token = (await context.cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
    if (!token) throw new Error(`sign-in: GET /api/session set no ${XSRF_COOKIE} cookie`);
    const post = { ...headers, [XSRF_HEADER]: decodeURIComponent(token) };
    const password = await check(
      'POST /api/auth/login-with-password',
      await api.post('/api/auth/login-with-password', {
        headers: post,
        data: { ...DEMO_ADMIN, remember: false },
      }),
    );
    const { data } = (await password.json()) as { data: { next: string; secondStep?: { id: string } } };
    if (data.next === 'second_step' && data.secondStep) {
      const challenge = data.secondStep.id;
      await check(
        'POST /api/auth/start-email-challenge',
        await api.post('/api/auth/start-email-challenge', { headers: post, data: { challenge } }),
      );
      const outbox = await check(
        'GET /api/dev/outbox',
        await api.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO_ADMIN.email)}`, { headers }),
      );
      const messages = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
      const code = /\b(\d{6})\b/.exec(
        messages.find((message) => message.template === 'signInCode')?.text ?? '',
      )?.[1];
      if (!code) throw new Error('sign-in: no sign-in code in the development outbox');
      await check(
        'POST /api/auth/complete-email-challenge',
        await api.post('/api/auth/complete-email-challenge', { headers: post, data: { challenge, code } }),
      );
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function verdict(page: PageLoad): { budget: string; over: boolean } {
  if (page.path === '/login') return { budget: `≤ ${LOGIN_BUDGET / KB} kB`, over: page.bytes > LOGIN_BUDGET };
  if (page.path === '/system/employees')
    return { budget: `≤ ${EMPLOYEES_BUDGET / KB} kB`, over: page.bytes > EMPLOYEES_BUDGET };
  if (/^\/(system|archive)\/[a-z0-9-]+$/.test(page.path))
    return { budget: `< ${THREE_RESOURCE_APP / KB} kB`, over: page.bytes >= THREE_RESOURCE_APP };
  return { budget: 'report only', over: false };
}

function report(page: PageLoad, width: number): boolean {
  const { budget, over } = verdict(page);
  const outcome = budget === 'report only' ? '' : over ? ' OVER BUDGET' : ' ok';
  console.log(
    `${page.label.padEnd(width)} ${kb(page.bytes).padStart(6)} kB gzip settled JS (${budget})${outcome}  [${page.scripts.length} scripts, settled after ${(page.settledMs / 1000).toFixed(1)} s]`,
  );
  return over;
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`bench:pages: no build in ${dist}: run \`vite build\` first (npm run build)`);
  process.exit(1);
}

const startedAt = Date.now();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'zp-bench-pages-'));
const logFile = path.join(workDir, 'server.log');
let server: ServerProcess | null = null;
let browser: Browser | null = null;

/** SIGKILL to every process this one started that is still there (the server, its embedded store, Chromium). */
function killChildren(): void {
  for (const pid of descendants(process.pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
// Last resort when the process ends some other way: no server (or its embedded store) is left behind.
process.once('exit', killChildren);

let stopping: Promise<void> | null = null;
let interrupted = false;
function cleanUp(): Promise<void> {
  stopping ??= (async () => {
    await browser?.close().catch(() => undefined);
    // Stopped gently once started; still starting (a signal, or it never answered): killed.
    if (server) await server.stop();
    else killChildren();
    await sleep(100);
    try {
      rmSync(workDir, { recursive: true, force: true });
    } catch (error) {
      console.error(`bench:pages: could not remove ${workDir}: ${(error as Error).message}`);
    }
  })();
  return stopping;
}
const SIGNAL_EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
for (const signal of Object.keys(SIGNAL_EXIT_CODES) as (keyof typeof SIGNAL_EXIT_CODES)[]) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`bench:pages: ${signal}, stopping the server`);
    void cleanUp().finally(() => process.exit(SIGNAL_EXIT_CODES[signal]));
  });
}

let exitCode = 0;
try {
  server = await startServerProcess(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...(process.env.SPA_DIST_DIR ? { SPA_DIST_DIR: process.env.SPA_DIST_DIR } : {}),
    },
    logFile,
  );
  browser = await chromium.launch({
    ...CHROMIUM,
    // Our own handlers close it, then stop the server (Playwright's would end the process first).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  console.log(
    `bench:pages: JavaScript loaded by the time each page has settled, Chromium ${browser.version()}, a new context (empty cache) per page; gzip -9 of each script body (= the build's .gz files); server ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const { baseUrl } = server;
  const loads: PageLoad[] = [await measure(browser, baseUrl, '/login', 'login', undefined)];
  const session = await signedInState(browser, baseUrl);
  const dashboard = await measure(browser, baseUrl, '/dashboard', 'dashboard', session);
  loads.push(dashboard);
  const fromMenu = dashboard.listLinks;
  const missing = REQUIRED_LISTS.filter((list) => !fromMenu.includes(list));
  if (missing.length > 0)
    console.log(`  (the menu did not link to ${missing.join(', ')}: measured all the same)`);
  const lists = [...new Set([...fromMenu, ...REQUIRED_LISTS])];
  for (const list of lists) loads.push(await measure(browser, baseUrl, list, 'list', session));
  const employees = loads.find((load) => load.path === '/system/employees')!;
  if (!employees.firstRecord) throw new Error('/system/employees showed no employee to open');
  loads.push(
    await measure(browser, baseUrl, employees.firstRecord, 'show', session, '/system/employees/:id'),
  );

  const width = Math.max(...loads.map((load) => load.label.length));
  let over = false;
  for (const load of loads) if (report(load, width)) over = true;
  if (process.argv.includes('--verbose'))
    for (const load of loads) {
      console.log(`scripts loaded on ${load.path}:`);
      for (const script of load.scripts)
        console.log(`  ${script.file.padEnd(44)} ${kb(script.gzip).padStart(6)} kB`);
    }
  console.log('largest chunks loaded on /system/employees:');
  for (const script of employees.scripts.slice(0, 10))
    console.log(`  ${script.file.padEnd(44)} ${kb(script.gzip).padStart(6)} kB`);
  console.log(
    `${over ? 'OVER BUDGET' : 'every page within budget'} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
  );
  if (over) exitCode = 1;
} catch (error) {
  exitCode = 1;
  // After a signal the page being measured fails because its browser closed: no finding; the handler exits.
  if (!interrupted) {
    console.error(`bench:pages failed: ${(error as Error).message}`);
    if (existsSync(logFile)) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n');
      if (tail) console.error(`last lines of the server's log:\n${tail}`);
    }
  }
} finally {
  await cleanUp();
}
// Now: a timer of the server's stop (its SIGKILL fallback) would keep the process alive for another 20 s.
process.exit(exitCode);
