/**
 * Reaches the embedded PGlite store of a DATA_DIR: through the socket of the process that already
 * serves it (the server, when a CLI runs beside it), else by forking the child that opens and serves it
 * (child.ts). Only that child ever opens the store; its pid file keeps out a second one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  embeddedPaths,
  EMBEDDED_SOCKET_PORT,
  type EmbeddedChildMessage,
  type EmbeddedParentMessage,
} from './protocol.ts';
import { ensurePrivateDir } from './private-dir.ts';
import { liveLockHolder, StoreLockedError } from './store-lock.ts';

export interface EmbeddedDatabase {
  /** Directory that holds the socket, usable as `pg`'s `host` (pg appends `.s.PGSQL.<port>`). */
  socketDir: string;
  port: number;
  /** 'forked' when this process started the child, 'attached' when another process serves the store. */
  mode: 'forked' | 'attached';
  /** Releases the forked child (it exits once no other process uses it); nothing to do when attached. */
  stop(): Promise<void>;
  /** Settles when the forked child has exited (never when attached: the other process looks after its child). */
  ended: Promise<void>;
}

export interface EmbeddedStartOptions {
  /** How long to wait for a process that holds the store's lock to answer on its socket. */
  lockWaitMs?: number;
}

/** How long a released child may take to close the store and exit before `stop()` returns anyway. */
const STOP_WAIT_MS = 10_000;
const RELEASE_REPLY_MS = 2_000;
const SOCKET_PROBE_MS = 2_000;

/** True when something accepts connections on the socket; false when nothing does (or a stale file). */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: socketPath });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The embedded database socket ${socketPath} does not answer`));
    }, SOCKET_PROBE_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}

function waitForStart(child: ChildProcess): Promise<EmbeddedChildMessage> {
  return new Promise((resolve, reject) => {
    // 'close' comes after the IPC channel is drained ('exit' may overtake the last message).
    const onClose = (code: number | null) => {
      reject(new Error(`The embedded database exited during start (code ${code})`));
    };
    child.once('error', reject);
    child.once('close', onClose);
    child.once('message', (message) => {
      child.off('error', reject);
      child.off('close', onClose);
      resolve(message as EmbeddedChildMessage);
    });
  });
}

function nextMessage(child: ChildProcess): Promise<EmbeddedChildMessage> {
  return new Promise((resolve) =>
    child.once('message', (message) => resolve(message as EmbeddedChildMessage)),
  );
}

/**
 * Releases the child: it exits at once unless other processes still use the store, and then when the
 * last of them leaves. Waits for the exit only in the first case.
 */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timeout = (ms: number) => sleep(ms, undefined, { ref: false });
  let guests = 0;
  if (child.connected) {
    const reply = nextMessage(child);
    child.send({ type: 'release' } satisfies EmbeddedParentMessage);
    const answer = await Promise.race([reply, exited, timeout(RELEASE_REPLY_MS)]);
    if (answer?.type === 'released') guests = answer.guests;
    if (child.connected) child.disconnect();
  }
  if (guests === 0) await Promise.race([exited, timeout(STOP_WAIT_MS)]);
  // Whatever still runs must not keep this process alive.
  child.unref();
}

async function forkChild(dataDir: string): Promise<EmbeddedDatabase | 'locked'> {
  const { storeDir, socketDir, socketPath, lockPath } = embeddedPaths(dataDir);
  const child = fork(new URL('./child.ts', import.meta.url), [storeDir, socketPath, lockPath], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Not the parent's flags: an --inspect port would clash, and test runners add their own.
    execArgv: [],
    env: childEnv(),
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const message = await waitForStart(child);
  // Errors after start (e.g. a failed IPC send) must not crash the parent; its pool sees the loss.
  child.on('error', () => undefined);
  if (message.type === 'locked') {
    await stopChild(child);
    return 'locked';
  }
  return { socketDir, port: EMBEDDED_SOCKET_PORT, mode: 'forked', stop: () => stopChild(child), ended };
}

/** Connects to the store's running server, or starts one; see the module comment. */
export async function startEmbeddedDatabase(
  dataDir: string,
  { lockWaitMs = 30_000 }: EmbeddedStartOptions = {},
): Promise<EmbeddedDatabase> {
  const { socketDir, socketPath, lockPath } = embeddedPaths(dataDir);
  // DATA_DIR holds the store, its socket and its lock: owner only.
  ensurePrivateDir(socketDir);
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    if (await socketAnswers(socketPath)) {
      return {
        socketDir,
        port: EMBEDDED_SOCKET_PORT,
        mode: 'attached',
        stop: async () => undefined,
        ended: new Promise<void>(() => undefined),
      };
    }
    const holder = liveLockHolder(lockPath);
    if (holder === undefined) {
      const started = await forkChild(dataDir);
      if (started !== 'locked') return started;
      // Another process took the lock first; wait for its socket.
    } else if (Date.now() > deadline) {
      throw new StoreLockedError(lockPath, holder, `it does not answer on ${socketPath}`);
    }
    await sleep(100);
  }
}

/**
 * The parent's environment without Node's watch-mode marker: under `node --watch`, a child that inherits
 * WATCH_REPORT_DEPENDENCIES reports every module it loads over our IPC channel, which breaks it (EPIPE).
 */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.WATCH_REPORT_DEPENDENCIES;
  return env;
}
