/**
 * Only with REDIS_URL (vitest.config.ts includes *.redis.test.ts files then): Redis is optional, so `npm test`
 * passes where none runs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app-types.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { redisUrl } from '../helpers/redis.ts';
import { createTestApp, registerApiTestScope, type TestContext } from '../helpers/app.ts';

const rateLimited = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';

describe('route rate limits in Redis, shared by two instances', () => {
  const url = redisUrl();
  // A fresh counter key per run, so earlier runs' counters in the shared Redis do not count.
  const clientKey = `test-${randomUUID()}`;
  const instances: TestContext[] = [];
  const routes = (app: App) =>
    registerApiTestScope(app, '/api/test', (scope) => {
      scope.get(
        '/limited',
        { config: { rateLimit: { max: 2, timeWindow: 30_000, keyGenerator: () => clientKey } } },
        async () => ({ data: { ok: true } }),
      );
    });
  beforeAll(async () => {
    instances.push(await createTestApp({ REDIS_URL: url }, { beforeReady: routes }));
    instances.push(
      await createTestApp({ REDIS_URL: url }, { beforeReady: routes, database: instances[0]?.database }),
    );
  });
  afterAll(async () => {
    for (const instance of instances.reverse()) await instance.close();
  });

  it('counts calls to either instance together', async () => {
    const [a, b] = instances as [TestContext, TestContext];
    expect((await new ApiClient(a.app).get('/api/test/limited')).statusCode).toBe(200);
    expect((await new ApiClient(b.app).get('/api/test/limited')).statusCode).toBe(200);
    const res = await new ApiClient(a.app).get('/api/test/limited');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: rateLimited });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect((await new ApiClient(b.app).get('/api/test/limited')).statusCode).toBe(429);
  });

  it('keeps the counters of a deployment with another REDIS_KEY_PREFIX apart', async () => {
    const other = await createTestApp(
      { REDIS_URL: url, REDIS_KEY_PREFIX: `other-${randomUUID()}:` },
      { beforeReady: routes, database: instances[0]?.database },
    );
    try {
      expect((await new ApiClient(instances[0]!.app).get('/api/test/limited')).statusCode).toBe(429);
      expect((await new ApiClient(other.app).get('/api/test/limited')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
