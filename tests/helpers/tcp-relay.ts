import net from 'node:net';

export interface TcpRelay {
  port: number;
  /** From now on nothing passes, either way, and nothing is closed: a cut network (no reset, no answer). */
  silence(): void;
  /** Stops relaying and cuts every relayed connection (PostgreSQL then ends their backends). */
  close(): Promise<void>;
}

/**
 * A TCP relay on a loopback port to `target`, for connections that must suffer the network: everything it passes
 * is held `delayMs` first (in order), and `silence()` cuts it without a word.
 */
export async function startTcpRelay(
  target: { host: string; port: number },
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<TcpRelay> {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const pass = (to: net.Socket) => (chunk: Buffer) => {
    if (silent) return;
    if (delayMs === 0) to.write(chunk);
    else setTimeout(() => silent || to.write(chunk), delayMs);
  };
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target.port, target.host);
    sockets.add(incoming).add(outgoing);
    incoming.on('data', pass(outgoing));
    outgoing.on('data', pass(incoming));
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => {
      silent = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `url` (a PostgreSQL connection string) with its host and port replaced by the relay's. */
export function throughRelay(url: string, relay: TcpRelay): string {
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${relay.port}`;
  return relayed.toString();
}

/** The host and port a PostgreSQL connection string points at. */
export function targetOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 5432) };
}
