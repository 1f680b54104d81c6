import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

describe('/api/docs outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => ctx.close());

  it('serves the OpenAPI viewer and document', async () => {
    expect((await ctx.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty('/api/session');
  });
});

describe('/api/docs in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('does not exist: the viewer and the document are unknown API paths', async () => {
    const client = new ApiClient(ctx.app);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Niet gevonden.' });
    }
    // The API itself is there.
    expect((await client.get('/api/session')).statusCode).toBe(200);
  });
});
