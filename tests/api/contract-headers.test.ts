import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('sends a strict Content-Security-Policy', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends nosniff, a referrer policy, frame denial, and no HSTS over http', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('marks API answers, errors included, Cache-Control: no-store', async () => {
    const client = new ApiClient(ctx.app);
    for (const url of ['/api/session', '/api/health', '/api/unknown']) {
      expect((await client.get(url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await client.get('/api/session', { withoutVersion: true })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('serves the OpenAPI document and its viewer under the same CSP', async () => {
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { version: '2025.1' } });
    expect(json.json().paths['/api/session'].get.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-api-version', required: true }),
    );
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    expect(directives(String(page.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
  });
});

describe('security headers over https', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL: 'https://zorgportaal.example' });
  });
  afterAll(() => ctx.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});
