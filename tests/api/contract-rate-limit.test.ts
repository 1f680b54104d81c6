import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
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

  it('counts the OpenID Connect endpoints under /oidc in the same ceiling', async () => {
    const discovery = () =>
      ctx.app.inject({ url: '/oidc/.well-known/openid-configuration', remoteAddress: '10.0.0.20' });
    for (let i = 0; i < 2; i += 1) expect((await discovery()).statusCode).toBe(200);
    expect((await fromIp(ctx.app, '/api/session', '10.0.0.20')).statusCode).toBe(200);
    const res = await discovery();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: rateLimited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('per-IP limits behind a proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One load balancer in front: the client is the address it appended, whatever the client sent itself.
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  const viaProxy = (forwardedFor: string) =>
    ctx.app.inject({
      url: '/api/session',
      remoteAddress: '10.0.0.5',
      headers: { 'x-api-version': '2025.1', 'x-forwarded-for': forwardedFor },
    });

  it('counts the client the proxy saw, so a forged X-Forwarded-For does not dodge the limit', async () => {
    expect((await viaProxy('198.51.100.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.2, 203.0.113.9')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.3, 203.0.113.9')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(200);
  });
});

describe('route rate limits when Redis is down', () => {
  let ctx: TestContext;
  const warnings: MockInstance[] = [];
  const errors: MockInstance[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(
      // Nothing listens on port 1: every Redis command fails.
      { REDIS_URL: 'redis://127.0.0.1:1' },
      {
        beforeReady: (app) =>
          registerApiTestScope(app, '/api/test', (scope) => {
            scope.addHook('onRequest', async (request) => {
              warnings.push(vi.spyOn(request.log, 'warn'));
              errors.push(vi.spyOn(request.log, 'error'));
            });
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

  it('answers a limited route 503 with Retry-After (fails closed), logged as a warning, not as a bug', async () => {
    const res = await new ApiClient(ctx.app).get('/api/test/limited');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'Dit is tijdelijk niet beschikbaar. Probeer het over een paar seconden opnieuw.',
    });
    expect(warnings.flatMap((spy) => spy.mock.calls).map(([, message]) => message)).toContain(
      'service unavailable',
    );
    expect(errors.flatMap((spy) => spy.mock.calls)).toEqual([]);
  });

  it('keeps routes without a limit working (the per-IP ceiling fails open)', async () => {
    expect((await new ApiClient(ctx.app).get('/api/test/free')).statusCode).toBe(200);
  });
});
