import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app-types.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, registerApiTestScope, type TestContext } from '../helpers/app.ts';

const rateLimited = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';

function fromIp(app: App, url: string, remoteAddress: string) {
  return app.inject({ url, remoteAddress, headers: { 'x-api-version': '2025.1' } });
}

describe('route rate limits in memory (spec §8: 429)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        beforeReady: (app) =>
          registerApiTestScope(app, '/api/test', (scope) => {
            scope.get(
              '/limited',
              { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
              async () => ({ data: { ok: true } }),
            );
            scope.get('/free', async () => ({ data: { ok: true } }));
          }),
      },
    );
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After once a route’s limit per IP is used up', async () => {
    expect((await fromIp(ctx.app, '/api/test/limited', '10.0.0.1')).statusCode).toBe(200);
    expect((await fromIp(ctx.app, '/api/test/limited', '10.0.0.1')).statusCode).toBe(200);
    const res = await fromIp(ctx.app, '/api/test/limited', '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: rateLimited });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected, nor is a route without a limit.
    expect((await fromIp(ctx.app, '/api/test/limited', '10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await fromIp(ctx.app, '/api/test/free', '10.0.0.1')).statusCode).toBe(200);
    }
  });
});

describe('per-IP ceiling for the whole API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => ctx.close());

  it('answers 429 after RATE_LIMIT_PER_MINUTE calls from one IP, but never for health probes', async () => {
    const client = new ApiClient(ctx.app);
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/session')).statusCode).toBe(200);
    const res = await client.get('/api/session');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: rateLimited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await fromIp(ctx.app, '/api/session', '10.0.0.9')).statusCode).toBe(200);
  });
});

describe('route rate limits in Redis, shared by two instances', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  // A fresh counter key per run, so earlier runs' counters in the shared Redis do not count.
  const clientKey = `test-${randomUUID()}`;
  const instances: TestContext[] = [];
  beforeAll(async () => {
    const routes = (app: App) =>
      registerApiTestScope(app, '/api/test', (scope) => {
        scope.get(
          '/limited',
          { config: { rateLimit: { max: 2, timeWindow: 30_000, keyGenerator: () => clientKey } } },
          async () => ({ data: { ok: true } }),
        );
      });
    instances.push(await createTestApp({ REDIS_URL: redisUrl }, { beforeReady: routes }));
    instances.push(
      await createTestApp({ REDIS_URL: redisUrl }, { beforeReady: routes, database: instances[0]?.database }),
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
});
