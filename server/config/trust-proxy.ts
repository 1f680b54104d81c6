import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/** What Fastify's `trustProxy` takes from us: off/on, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** An IPv4/IPv6 address, or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which X-Forwarded-For / -Proto / -Host entries to believe, i.e. who the client is for per-IP limits,
 * sessions and logs.
 * - `false` (default): nothing is forwarded; the client is the TCP peer. Right when nothing stands in front of us.
 * - `true`: believe the whole header. Unsafe: any client can send `X-Forwarded-For: 1.2.3.4` and so dodge every
 *   per-IP limit, unless the proxy in front replaces (not appends to) the header.
 * - a comma-separated list of the proxies' addresses or CIDR ranges (`10.0.0.0/8,192.0.2.7`): hops from those are
 *   believed, the first address outside them is the client. The safe choice: a client that reaches us directly
 *   is never taken for a proxy.
 * - a hop count (`1`, `2` …): the number of proxies in front of us; the client is the address that many hops
 *   back. Safe only when the server cannot be reached except through exactly that many proxies (bound to a
 *   private interface, firewalled): a client that connects directly is taken for a proxy and can forge one hop.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const invalid = list.filter((item) => !isAddressOrRange(item));
    if (list.length === 0 || invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'moet false, true, een aantal hops (bijv. 1) of een lijst met komma’s van proxyadressen/CIDR-bereiken zijn' +
          (invalid.length > 0 ? ` (geen adres of bereik: ${invalid.join(', ')})` : ''),
      });
      return z.NEVER;
    }
    return list;
  });

/**
 * Fastify's `trustProxy` for our setting. Fastify 5.12 takes no hop count any more (a number trusts nothing),
 * so a hop count becomes the function proxy-addr calls per hop, counted from the socket: trust the first `n`.
 */
export function fastifyTrustProxy(value: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
