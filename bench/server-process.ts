import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resident memory in KiB: the server process, its child processes (the embedded PGlite store), and both. */
export interface ServerRss {
  server: number;
  children: number;
  total: number;
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Set when the process has ended (by itself or by stop()). */
  exited(): boolean;
  rss(): ServerRss;
  /** SIGTERM, then SIGKILL after 20 s; resolves when it and its children have ended. */
  stop(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** VmRSS of a process in KiB (0 when it is gone). */
export function vmRssKib(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Every descendant of `pid` (children are listed per thread: /proc/<pid>/task/<tid>/children). */
export function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((tid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/**
 * `node server/main.ts` (what `npm start` runs once built) as a child process with `env` only (plus PATH and
 * HOME), its output appended to `logFile`; resolves when GET /api/health answers 200 (rejects after 120 s or
 * when the process ends first).
 */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '..', 'server', 'main.ts')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  let ended = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      ended = true;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (ended) throw new Error(`the server ended while starting (see ${logFile})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 120 s (see ${logFile})`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then(async (response) => {
        await response.text();
        return response.status === 200;
      })
      .catch(() => false);
    if (healthy) break;
    await sleep(250);
  }
  const pid = child.pid!;
  return {
    pid,
    baseUrl,
    exited: () => ended,
    rss() {
      const server = vmRssKib(pid);
      const children = descendants(pid).reduce((sum, descendant) => sum + vmRssKib(descendant), 0);
      return { server, children, total: server + children };
    },
    async stop() {
      const family = descendants(pid);
      if (!ended) child.kill('SIGTERM');
      const killed = sleep(20_000).then(() => {
        if (!ended) child.kill('SIGKILL');
      });
      await Promise.race([exit, killed]);
      await exit;
      // The embedded store's child ends once the server has let go of it; never leave one behind.
      for (let waited = 0; family.some(alive) && waited < 10_000; waited += 250) await sleep(250);
      for (const descendant of family.filter(alive)) process.kill(descendant, 'SIGKILL');
    },
  };
}
