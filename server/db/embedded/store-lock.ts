/**
 * Guards a PGlite data directory against a second process: PGlite has no locking of its own, and two
 * processes writing one store corrupt it. The lock is a pid file beside the store, created exclusively;
 * a file naming a process that no longer runs (killed server) is stale and taken over.
 */
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';

export class StoreLockedError extends Error {
  readonly pid: number;
  readonly lockPath: string;
  constructor(lockPath: string, pid: number, detail?: string) {
    super(
      `The embedded database is in use by process ${pid}${detail ? `, but ${detail}` : ''} (lock ${lockPath}). ` +
        'Stop that process, or remove the lock file if no such process runs.',
    );
    this.name = 'StoreLockedError';
    this.pid = pid;
    this.lockPath = lockPath;
  }
}

export interface StoreLock {
  readonly path: string;
  release(): void;
}

/**
 * A killed process stays a zombie until its parent reaps it; the store's child, orphaned when the whole server
 * was killed, waits for PID 1 to do that (seconds, or never under an init that does not reap). It holds nothing:
 * on Linux its state in /proc tells, elsewhere it counts as running.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may contain spaces and parentheses, the state follows the last ')'.
    return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z';
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Creates the file with our pid in one step (a hard link fails if the name exists), never half-written. */
function createExclusive(file: string): boolean {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes that both saw the same
 * stale file only one moves it; if the moved file turns out to be a fresh lock (someone replaced the
 * stale one in between), it is put back.
 */
function removeStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readPid(aside) !== stalePid) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process locked in the same instant; only then can two hold it (not guarded further).
    }
  }
  rmSync(aside, { force: true });
}

function isHolder(pid: number | undefined): pid is number {
  return pid !== undefined && (pid === process.pid || isRunning(pid));
}

/** The pid of a running process that holds the lock, if any. */
export function liveLockHolder(file: string): number | undefined {
  const pid = readPid(file);
  return isHolder(pid) ? pid : undefined;
}

/** Takes the lock for this process or throws StoreLockedError naming the process that holds it. */
export function acquireStoreLock(file: string): StoreLock {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusive(file)) {
      let released = false;
      return {
        path: file,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    }
    const pid = readPid(file);
    if (isHolder(pid)) throw new StoreLockedError(file, pid);
    // Stale, or not a pid at all (locks are never half-written).
    removeStale(file, pid);
  }
  throw new Error(`Could not take the lock ${file}`);
}
