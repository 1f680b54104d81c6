import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

describe('GET /api/dev/outbox outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the newest outbox messages to one recipient as JSON', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await client.post('/api/auth/start-email-challenge', { email: user.email });
    const response = await client.get(`/api/dev/outbox?to=${encodeURIComponent(user.email)}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { to: string; template: string; text: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ channel: 'email', to: user.email, template: 'signInCode' });
    expect(data[0]?.text).toMatch(/\b\d{6}\b/);
    expect((await client.get('/api/dev/outbox?to=niemand%40zorgportaal.test')).json()).toEqual({ data: [] });
  });
});

describe('GET /api/dev/outbox in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('does not exist', async () => {
    const response = await new ApiClient(ctx.app).get('/api/dev/outbox');
    expect(response.statusCode).toBe(404);
  });
});
