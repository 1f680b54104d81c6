/** How a process finds and talks to the embedded database child. */
import path from 'node:path';

/**
 * Messages the child sends its parent over IPC: at start `ready` or `locked`; after the parent's
 * `release`, `released` with the number of connections of other processes it keeps serving.
 */
export type EmbeddedChildMessage =
  { type: 'ready' } | { type: 'locked'; pid: number } | { type: 'released'; guests: number };

/** The parent is done with the store (its pool has ended). */
export type EmbeddedParentMessage = { type: 'release' };

/** pg finds a unix socket as `<host>/.s.PGSQL.<port>`; the port is only part of the name. */
export const EMBEDDED_SOCKET_PORT = 5432;

export interface EmbeddedPaths {
  /** PGlite's data directory. */
  storeDir: string;
  /** Directory of the socket, pg's `host`. */
  socketDir: string;
  socketPath: string;
  /** Pid file of the process that has the store open. */
  lockPath: string;
}

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  const socketDir = path.resolve(dataDir);
  return {
    storeDir: path.join(socketDir, 'pglite'),
    socketDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`),
    lockPath: path.join(socketDir, 'pglite.pid'),
  };
}
