/**
 * The real server (`node server/main.ts`) as a child process of the bench, in its own process group (so that
 * "kill the whole server" can be told apart from "kill the main process"), its output in a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cleanUpOnInterrupt } from './interrupt-cleanup.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  pid: number;
  url: string;
  /** Resolves with the exit code or signal once the main process has ended. */
  exited: Promise<string>;
  /** Time (performance.now()) when /api/health/ready first answered 200. */
  ready: Promise<number>;
  /** SIGTERM and wait (graceful shutdown), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export { freePort } from '../server-process.ts';

/**
 * Whether `pid` runs. A zombie (killed, not yet reaped: an orphan waits for PID 1 to reap it) does not count;
 * on Linux its state in /proc tells.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return true;
  }
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the server exited during start');
    try {
      const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`the server at ${url} was not ready within ${timeoutMs / 1000} s`);
}

export function startServer(
  env: Record<string, string>,
  port: number,
  logFile: string,
  readyTimeoutMs = 60_000,
): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      RATE_LIMIT_PER_MINUTE: '0',
      REDIS_URL: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error('the server did not start');
  const pid = child.pid;
  const forget = cleanUpOnInterrupt(() => {
    if (isAlive(pid)) process.kill(-pid, 'SIGKILL');
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      forget();
      resolve(signal ?? `code ${code}`);
    }),
  );
  const ready = waitReady(url, child, readyTimeoutMs);
  // Whoever awaits `ready` sees the failure; this only keeps an unawaited rejection from ending the bench.
  ready.catch(() => undefined);
  return {
    pid,
    url,
    exited,
    ready,
    async stop(graceMs = 15_000) {
      if (!isAlive(pid)) return;
      process.kill(pid, 'SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(graceMs, false)]);
      if (!done && isAlive(pid)) process.kill(-pid, 'SIGKILL');
      await exited;
    },
  };
}

/** Lines the server logged at level error or worse (a 500 is logged so; a 503 only as a warning). */
export function errorLines(logFile: string): number {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line)).length;
}
