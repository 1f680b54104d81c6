import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { appSettings } from '../../server/db/schema/settings.ts';
import { ApiClient } from '../helpers/api-client.ts';
import type { App } from '../../server/app-types.ts';
import { createTestApp, registerApiTestScope, type TestContext } from '../helpers/app.ts';

const echoRoute = (app: App) =>
  registerApiTestScope(app, '/api/test', (scope) => {
    scope.post('/echo', async (request) => ({ data: request.body }));
  });

describe('application key', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp({}, { beforeReady: echoRoute });
    second = await createTestApp({}, { beforeReady: echoRoute, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is generated once, stored in app_settings, and shared by instances on one database', async () => {
    expect(first.app.appKey.length).toBeGreaterThanOrEqual(32);
    expect(second.app.appKey.equals(first.app.appKey)).toBe(true);
    const [row] = await first.database.db.select().from(appSettings).where(eq(appSettings.key, 'app_key'));
    expect(row?.value).toEqual({ key: first.app.appKey.toString('base64') });
  });

  it('lets a token issued by one instance pass the other (XSRF across a load balancer)', async () => {
    const client = new ApiClient(first.app);
    await client.get('/api/session');
    const onSecond = new ApiClient(second.app);
    for (const [name, value] of client.cookies) onSecond.cookies.set(name, value);
    const res = await onSecond.post('/api/test/echo', { ok: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
  });

  it('takes APP_KEY from the environment when set', async () => {
    const key = randomBytes(32);
    const ctx = await createTestApp({ APP_KEY: key.toString('base64') }, { database: first.database });
    try {
      expect(ctx.app.appKey.equals(key)).toBe(true);
    } finally {
      await ctx.close();
    }
  });

  it('refuses an APP_KEY that is not base64 of at least 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ APP_KEY: randomBytes(16).toString('base64') })).toThrow(
      /APP_KEY: moet minstens 32 bytes bevatten/,
    );
    expect(() => loadConfig({ APP_KEY: 'not base64!' })).toThrow(/APP_KEY: moet base64 zijn/);
  });
});
