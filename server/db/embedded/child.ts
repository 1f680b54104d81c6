/**
 * Child process that owns the embedded PGlite store and serves it over a unix socket, so that PGlite's
 * synchronous WASM work never blocks the API's event loop (docs/architecture.md "Embedded PostgreSQL (PGlite)"), and
 * so that a CLI can use the
 * store while the server runs (it connects to the same socket).
 *
 * Started by `startEmbeddedDatabase` with `<storeDir> <socketPath> <lockPath>`; messages in
 * protocol.ts. Lifetime: it runs while its parent uses it, and after that while other
 * processes (guests: a CLI started while this store was up) still have connections, so that they are
 * not cut off mid-work. A parent that dies disconnects, which counts as a release.
 * SIGINT/SIGTERM are left to the parent while it lives (Ctrl+C reaches the whole process group, and the
 * parent's graceful shutdown still needs the database).
 */
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EmbeddedChildMessage, EmbeddedParentMessage } from './protocol.ts';
import { startPgliteWireServer, type PgliteWireServer } from './wire-server.ts';
import { ensurePrivateDir, restrictTree } from './private-dir.ts';
import { acquireStoreLock, StoreLockedError, type StoreLock } from './store-lock.ts';

/** How long a release waits for the parent's own connections to be seen closing. */
const RELEASE_SETTLE_MS = 500;

const [storeDir, socketPath, lockPath] = process.argv.slice(2);
if (!storeDir || !socketPath || !lockPath) {
  throw new Error('usage: embedded-server <storeDir> <socketPath> <lockPath>');
}

function tell(message: EmbeddedChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.connected || !process.send) return resolve();
    process.send(message, () => resolve());
  });
}

function connectionsSettled(server: PgliteWireServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.connections === 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, RELEASE_SETTLE_MS);
    const unsubscribe = server.onConnectionClosed((count) => {
      if (count === 0) done();
    });
  });
}

// Everything this process creates (data files, WAL, lock, socket) is for the owner only, whatever umask we
// were started with.
process.umask(0o077);

let lock: StoreLock;
try {
  lock = acquireStoreLock(lockPath);
} catch (error) {
  if (!(error instanceof StoreLockedError)) throw error;
  await tell({ type: 'locked', pid: error.pid });
  process.exit(0);
}

try {
  // We hold the lock, so a socket file left here belongs to a server that was killed.
  rmSync(socketPath, { force: true });
  ensurePrivateDir(storeDir);
  const pglite = await PGlite.create({ dataDir: storeDir, extensions: { pg_trgm } });
  // A new store is unpacked with mode 0666 files, which our umask does not reach; files PGlite creates from now
  // on are owner-only by the umask.
  restrictTree(storeDir);
  const server = await startPgliteWireServer(pglite, { path: socketPath });

  let released = !process.connected;
  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await pglite.close();
    rmSync(socketPath, { force: true });
    lock.release();
    process.exit(0);
  };
  const stopWhenUnused = (): void => {
    if (released && server.connections === 0) void stop();
  };
  server.onConnectionClosed(stopWhenUnused);
  process.on('message', (message: EmbeddedParentMessage) => {
    if (message.type !== 'release') return;
    released = true;
    void connectionsSettled(server).then(async () => {
      await tell({ type: 'released', guests: server.connections });
      stopWhenUnused();
    });
  });
  process.on('disconnect', () => {
    released = true;
    stopWhenUnused();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (released) void stop();
    });
  }
  await tell({ type: 'ready' });
} catch (error) {
  rmSync(socketPath, { force: true });
  lock.release();
  throw error;
}
