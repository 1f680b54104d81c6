/**
 * Child process that owns the embedded PGlite store and serves it over a unix socket, so that
 * PGlite's synchronous WASM work never blocks the API's event loop (DESIGN.md §8).
 * Started by `startEmbeddedDatabase`; exits when its parent goes away.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [dataDirArg, socketPathArg] = process.argv.slice(2);
if (!dataDirArg || !socketPathArg) throw new Error('usage: embedded-server <dataDir> <socketPath>');
const dataDir: string = dataDirArg;
const socketPath: string = socketPathArg;

mkdirSync(dataDir, { recursive: true });
const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
rmSync(socketPath, { force: true });
const server = new PGLiteSocketServer({ db, path: socketPath });
await server.start();
process.send?.({ ready: true });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await db.close();
  rmSync(socketPath, { force: true });
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
