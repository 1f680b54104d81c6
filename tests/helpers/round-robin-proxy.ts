import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Response header naming the instance (its index in `targets`) that served a request. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobinProxy {
  /** The proxy's origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** The instance index of every request so far, in the order they arrived. */
  served: number[];
  close(): Promise<void>;
}

/** Headers that belong to one connection and are not forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * A tiny load balancer on 127.0.0.1 without sticky sessions: request n goes to `targets[n mod targets.length]`.
 * Bodies are streamed both ways. It appends the peer address to X-Forwarded-For (as nginx's
 * `$proxy_add_x_forwarded_for`), so instances trusting 127.0.0.1 see the address a client sent as its own, and it
 * marks every response with X-Served-By. An instance that cannot be reached gives 502.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('a round-robin proxy needs at least one target');
  const served: number[] = [];
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((request, response) => {
    const index = served.length % targets.length;
    served.push(index);
    const target = new URL(request.url ?? '/', targets[index]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter((value) => typeof value === 'string' && value !== '')
      .join(', ');
    const upstream = http.request(target, {
      method: request.method,
      agent,
      headers: { ...forwardable(request.headers), 'x-forwarded-for': forwardedFor },
    });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        ...forwardable(answer.headers),
        [SERVED_BY_HEADER]: String(index),
      });
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { [SERVED_BY_HEADER]: String(index) }).end();
    });
    request.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      agent.destroy();
    },
  };
}
