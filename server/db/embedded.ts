import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  /** Directory that holds the socket, usable as `pg`'s `host` (pg appends `.s.PGSQL.<port>`). */
  socketDir: string;
  port: number;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

/** Starts the embedded PGlite store in a child process and waits until it accepts connections. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const storeDir = path.resolve(dataDir, 'pglite');
  const socketDir = path.resolve(dataDir);
  mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const child: ChildProcess = fork(new URL('./embedded-server.ts', import.meta.url), [storeDir, socketPath], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`embedded database exited during start (code ${code})`)));
  });
  child.removeAllListeners('exit');
  return {
    socketDir,
    port: SOCKET_PORT,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
