/**
 * A throw-away PostgreSQL 15 cluster of our own (never the shared server on 5432): initdb in a temp directory
 * owned by `postgres` (initdb refuses to run as root), trust authentication, listening on 127.0.0.1 only with its
 * socket in that directory. Stopped and started with pg_ctl; `remove` stops it and deletes the directory.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { cleanUpOnInterrupt } from './interrupt-cleanup.ts';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export type StopMode = 'fast' | 'immediate';

export interface TempPostgres {
  url: string;
  port: number;
  dir: string;
  /** `pg_ctl stop -m <mode>`, waiting until the server is down. */
  stop(mode: StopMode): Promise<void>;
  /** Starts the server without waiting; `waitAccepting` tells when it takes connections. */
  startInBackground(): Promise<void>;
  /** Polls a real connection every 10 ms; resolves at the first accepted one (performance.now()). */
  waitAccepting(timeoutMs?: number): Promise<number>;
  /** Stops (immediate) and deletes the cluster; safe to call twice. */
  remove(): Promise<void>;
}

function asPostgres(args: string[]): Promise<{ stdout: string; stderr: string }> {
  // runuser keeps our cwd, which postgres may not be able to read: run from the cluster's directory.
  return run('runuser', ['-u', 'postgres', '--', ...args], { cwd: os.tmpdir() });
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createTempPostgres(port: number): Promise<TempPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zp_faults_pg_'));
  const postgresUid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const postgresGid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  chownSync(dir, postgresUid, postgresGid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = path.join(BIN, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let removed = false;
  let forget: () => void = () => undefined;

  const cluster: TempPostgres = {
    url,
    port,
    dir,
    async stop(mode) {
      await asPostgres([pgCtl, '-D', dataDir, '-m', mode, '-w', 'stop']);
    },
    async startInBackground() {
      await asPostgres([pgCtl, '-D', dataDir, '-o', options, '-l', logFile, '-W', 'start']);
    },
    async waitAccepting(timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        if (await accepts(url)) return performance.now();
        await sleep(10);
      }
      throw new Error(`the temporary PostgreSQL on port ${port} did not accept connections in time`);
    },
    async remove() {
      if (removed) return;
      removed = true;
      forget();
      await asPostgres([pgCtl, '-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  forget = cleanUpOnInterrupt(() => cluster.remove());
  try {
    await asPostgres([path.join(BIN, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await cluster.startInBackground();
    await cluster.waitAccepting();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
