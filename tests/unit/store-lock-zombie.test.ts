import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireStoreLock, liveLockHolder } from '../../server/db/embedded/store-lock.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'zp_faults_lock_'));
const lockPath = path.join(dir, 'pglite.pid');

/**
 * The job ends only once its parent has become `sleep`: a shell may still reap a job that ends before its `exec`
 * (seen under CI load as ENOENT on the job's /proc entry).
 */
const jobEndingAfterExec = 'while [ "$(cat /proc/$PPID/comm)" != sleep ]; do sleep 0.01; done';

/**
 * A real zombie: a shell starts a short job and then becomes `sleep`, which never reaps it. Like the store's child
 * after the whole server was killed, before PID 1 reaps it. Gives the zombie's pid and the sleeper to end.
 */
async function zombie(): Promise<{ pid: number; end(): void }> {
  const sleeper = spawn('sh', ['-c', `sh -c '${jobEndingAfterExec}' & echo $!; exec sleep 30`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const pid = await new Promise<number>((resolve) =>
    sleeper.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))),
  );
  const deadline = Date.now() + 5000;
  while (!readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')) {
    if (Date.now() > deadline) throw new Error('the job did not become a zombie');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { pid, end: () => sleeper.kill('SIGKILL') };
}

describe('the store lock of a killed child not yet reaped (found by bench:faults)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is stale: a restarted server takes it over instead of waiting for PID 1 to reap', async () => {
    const dead = await zombie();
    try {
      writeFileSync(lockPath, `${dead.pid}\n`);
      expect(liveLockHolder(lockPath)).toBeUndefined();
      const lock = acquireStoreLock(lockPath);
      expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    } finally {
      dead.end();
    }
  });

  it('still keeps out a live holder', () => {
    writeFileSync(lockPath, `${process.pid}\n`);
    expect(liveLockHolder(lockPath)).toBe(process.pid);
    rmSync(lockPath);
  });
});
