import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { translate } from '../../i18n/server/translate.ts';
import { ServiceUnavailableError } from './http-error.ts';

/** Seconds a client is asked to wait when the rate-limit counters cannot be reached. */
export const RATE_LIMIT_STORE_RETRY_AFTER_SECONDS = 5;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ReadableStore = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type StoreSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean };

function reportingUnavailable(callback: Callback): Callback {
  return (error, result) => {
    if (!error) return callback(null, result);
    callback(
      new ServiceUnavailableError(
        translate('server.serviceUnavailable'),
        RATE_LIMIT_STORE_RETRY_AFTER_SECONDS,
        error,
      ),
    );
  };
}

/**
 * A store whose failures (Redis down, timed out) are ServiceUnavailableErrors: a route limit, which fails closed,
 * then answers 503 with Retry-After and is logged as a warning, instead of a 500 logged as a bug. Limits that fail
 * open (`skipOnError: true`) ignore the error as before.
 */
class UnavailableReportingStore implements FastifyRateLimitStore {
  readonly #inner: ReadableStore;

  constructor(inner: ReadableStore) {
    this.#inner = inner;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.#inner.incr(key, reportingUnavailable(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.#inner.read) throw new Error('the rate-limit store cannot read without counting');
    this.#inner.read(key, reportingUnavailable(callback), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new UnavailableReportingStore(this.#inner.child(routeOptions));
  }
}

/** @fastify/rate-limit's Redis store on `redis` under `nameSpace`, reporting outages as 503. */
export function redisRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends UnavailableReportingStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its merged settings; its types leave this interface empty.
      const { continueExceeding, exponentialBackoff } = options as StoreSettings;
      super(new RedisStore(continueExceeding === true, exponentialBackoff === true, redis, nameSpace));
    }
  };
}
