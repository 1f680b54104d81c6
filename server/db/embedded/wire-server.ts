/**
 * Serves one PGlite instance to many PostgreSQL clients (node-postgres pools, psql) over a unix socket
 * and/or TCP. Replaces @electric-sql/pglite-socket, whose queue takes single messages, so the
 * extended-protocol messages of two connections could interleave (A's Parse, B's Parse/Bind, A's Bind
 * binding B's statement). Here each connection's messages are framed into whole units
 * (wire-framing.ts) and run one unit at a time with transaction ownership (wire-unit-scheduler.ts).
 *
 * PGlite is a single PostgreSQL session shared by every connection: session state (SET, named prepared
 * statements, temporary tables, LISTEN) is visible to all of them. Use transactions and SET LOCAL, and
 * unnamed statements (docs/architecture.md "Queries and transactions") — two connections preparing the same
 * statement name would collide.
 */
import { chmod } from 'node:fs/promises';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { FrontendFramer, type FrontendEvent, type UnitEnd } from './wire-framing.ts';
import { WireUnitScheduler, type WireEngine, type WireSession } from './wire-unit-scheduler.ts';

export interface PgliteWireServerOptions {
  /** Unix socket path (pg's `host` is its directory when it is named `.s.PGSQL.<port>`). */
  path?: string;
  /** TCP listener, e.g. `{ host: '127.0.0.1', port: 0 }` (port 0 picks a free port). */
  tcp?: { host: string; port: number };
}

export interface PgliteWireServer {
  /** The TCP port actually bound, when `tcp` was given. */
  readonly tcpPort: number | undefined;
  readonly connections: number;
  /** Calls `listener` with the new count whenever a connection closes; returns the unsubscribe. */
  onConnectionClosed(listener: (count: number) => void): () => void;
  /** Stops listening, ends every connection, rolls back what they left open; PGlite stays open. */
  stop(): Promise<void>;
}

export function pgliteEngine(pglite: PGlite): WireEngine {
  return {
    run: (messages, onData) =>
      pglite.runExclusive(() => pglite.execProtocolRawStream(messages, { onRawData: onData })),
    isInTransaction: () => pglite.isInTransaction(),
  };
}

const NO_ENCRYPTION = Buffer.from('N');

function serveConnection(socket: net.Socket, scheduler: WireUnitScheduler): void {
  const framer = new FrontendFramer();
  let closed = false;
  /** Units submitted and not yet answered. */
  let pending = 0;
  let finishing = false;
  // Like PostgreSQL, run what came before a Terminate or the client's end of the stream, then close.
  const finish = (): void => {
    finishing = true;
    if (pending === 0) socket.end();
  };
  const session: WireSession = {
    deliver(answer) {
      pending -= 1;
      if (closed) return;
      socket.write(answer);
      if (finishing && pending === 0) socket.end();
    },
    fail() {
      socket.destroy();
    },
  };
  const submit = (messages: Buffer, end: UnitEnd): void => {
    pending += 1;
    scheduler.submit(session, messages, end);
  };
  const handle = (event: FrontendEvent): void => {
    switch (event.type) {
      case 'encryption-request':
        socket.write(NO_ENCRYPTION);
        return;
      case 'startup':
        submit(event.message, 'sync');
        return;
      case 'unit':
        submit(event.messages, event.end);
        return;
      case 'cancel-request':
      case 'terminate':
        finish();
        return;
      case 'protocol-error':
        socket.destroy();
        return;
    }
  };
  socket.on('data', (chunk: Buffer) => {
    for (const event of framer.push(chunk)) handle(event);
  });
  socket.on('end', finish);
  // A reset by a client that went away is normal; 'close' follows and cleans up.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
    scheduler.close(session);
  });
}

function listen(server: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startPgliteWireServer(
  pglite: PGlite,
  options: PgliteWireServerOptions,
): Promise<PgliteWireServer> {
  await pglite.waitReady;
  const scheduler = new WireUnitScheduler(pgliteEngine(pglite));
  const sockets = new Set<net.Socket>();
  const listeners = new Set<(count: number) => void>();
  const accept = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.once('close', () => {
      sockets.delete(socket);
      for (const listener of listeners) listener(sockets.size);
    });
    serveConnection(socket, scheduler);
  };
  const servers: net.Server[] = [];
  let tcpPort: number | undefined;
  try {
    if (options.path) {
      const server = net.createServer({ allowHalfOpen: true }, accept);
      servers.push(server);
      await listen(server, { path: options.path });
      // Trust authentication: only the owner of the data directory may connect.
      await chmod(options.path, 0o600);
    }
    if (options.tcp) {
      const server = net.createServer({ allowHalfOpen: true }, accept);
      servers.push(server);
      await listen(server, { host: options.tcp.host, port: options.tcp.port });
      const address = server.address();
      tcpPort = typeof address === 'object' && address ? address.port : undefined;
    }
  } catch (error) {
    await Promise.all(servers.map(close));
    throw error;
  }
  return {
    tcpPort,
    get connections() {
      return sockets.size;
    },
    onConnectionClosed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      const closed = Promise.all(servers.map(close));
      for (const socket of sockets) socket.destroy();
      await closed;
      await scheduler.idle();
    },
  };
}
