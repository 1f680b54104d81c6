import rateLimit, { type errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { translate } from '../../i18n/server/translate.ts';
import type { Config } from '../config.ts';
import { isHealthPath } from './api-paths.ts';
import { HttpError } from './http-error.ts';
import { redisRateLimitStore } from './rate-limit-store.ts';

/** The envelope of a refused request: 429 `{ message }` with Retry-After (403 when a route bans). */
export function rateLimitedError(retryAfterSeconds: number, statusCode = 429): HttpError {
  const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new HttpError(
    statusCode,
    translate(statusCode === 429 ? 'server.rateLimited' : 'server.forbidden'),
    {},
    { 'Retry-After': seconds },
  );
}

function buildError(_request: FastifyRequest, context: errorResponseBuilderContext): HttpError {
  return rateLimitedError(context.ttl / 1000, context.statusCode);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook counting the call against the per-IP ceiling (the /api and /oidc scopes add it). */
    perIpCeiling: onRequestAsyncHookHandler;
  }
}

/**
 * Rate limiting, registered for the whole server. Routes opt in with `config: { rateLimit: { max, timeWindow } }`
 * (keyed by client IP unless the route gives a keyGenerator). Counters live in Redis when REDIS_URL is set, so every
 * instance counts together; otherwise in memory (one instance). A route limit fails closed: when Redis cannot be
 * reached the call answers 503 with Retry-After (logged as a warning) rather than going uncounted — route limits
 * guard sign-in.
 *
 * On top of that every /api and /oidc call but the health probes counts against one generous per-IP ceiling
 * (RATE_LIMIT_PER_MINUTE, 0 = off) against floods and scraping: `app.perIpCeiling`, added by those scopes. The
 * ceiling fails open: a Redis outage must not take the whole API down. Behind a proxy set TRUST_PROXY, or all
 * clients share the proxy's address.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    const client = new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    client.on('error', (error: Error) => app.log.warn({ err: error }, 'redis (rate limit) error'));
    app.addHook('onClose', async () => {
      // QUIT needs a connection; without one it would wait for a reconnect that may never come.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    });
    redis = client;
  }

  await app.register(rateLimit, {
    global: false,
    skipOnError: false,
    errorResponseBuilder: buildError,
    ...(redis ? { store: redisRateLimitStore(redis, `${config.REDIS_KEY_PREFIX}rate-limit:`) } : {}),
  });
  app.decorate('perIpCeiling', perIpCeiling(app, config.RATE_LIMIT_PER_MINUTE));
}

function perIpCeiling(app: FastifyInstance, perMinute: number): onRequestAsyncHookHandler {
  if (perMinute === 0) return async () => {};
  const ceiling = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    skipOnError: true,
    keyGenerator: (request) => `ceiling:${request.ip}`,
  });
  return async (request) => {
    if (isHealthPath(request.url)) return;
    const result = await ceiling(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimitedError(result.ttlInSeconds);
  };
}
