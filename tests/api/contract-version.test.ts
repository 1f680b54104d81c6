import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../server/http/api-version.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

describe('API version header (spec §7, §9: 2025.1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is the version the spec names (contract/http.ts, which SPA, server and tests import)', () => {
    expect(API_VERSION).toBe('2025.1');
  });

  it('refuses a call without X-Api-Version with 400', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session', { withoutVersion: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'De header X-Api-Version ontbreekt. Stuur X-Api-Version: 2025.1.',
    });
  });

  it('refuses another version with 400', async () => {
    const res = await new ApiClient(ctx.app).get('/api/session', { headers: { 'x-api-version': '2024.2' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'API-versie 2024.2 wordt niet ondersteund. Stuur X-Api-Version: 2025.1.',
    });
  });

  it('answers with its version, refusals included', async () => {
    const client = new ApiClient(ctx.app);
    const res = await client.get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-api-version']).toBe('2025.1');
    const refused = await client.get('/api/session', { withoutVersion: true });
    expect(refused.headers['x-api-version']).toBe('2025.1');
  });

  it('does not ask health probes or the OpenAPI document for it', async () => {
    for (const url of ['/api/health', '/api/health/ready', '/api/docs/json']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
