import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';
import { HttpBrowser } from '../helpers/http-browser.ts';
import { startIsolatedInstance, type ServerInstance } from '../helpers/isolated-instance.ts';
import { randomIp } from '../helpers/sign-in.ts';
import { createUser, latestEmailCode, TEST_PASSWORD } from '../helpers/users.ts';

/**
 * Issue 26's closing attack, the leaver across instances: two servers with their own pools and module state (session
 * and permission caches) on one database, and the administrator acting through a third. A block through one must
 * end the leaver's session on the other at its next request, and a sign-in finishing on one while the block lands
 * through another must leave no session.
 */
describe('as a leaver, across instances', () => {
  let first: ServerInstance;
  let second: ServerInstance;
  let shared: TestContext;
  let boss: ApiClient;
  beforeAll(async () => {
    shared = await createTestApp({ TRUST_PROXY: 'true' });
    first = await startIsolatedInstance({ TRUST_PROXY: 'true' }, shared.database);
    second = await startIsolatedInstance({ TRUST_PROXY: 'true' }, shared.database);
    ({ client: boss } = await signedInClient(shared, ['manage_employees', 'view_employees']));
    await confirmSession(boss);
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared?.close();
  });

  const db = () => shared.database.db;

  async function linkedEmployee() {
    const user = await createUser(db());
    const employee = await createEmployee(boss, { email: user.email });
    expect(
      (await boss.post(`/api/employees/${employee.id}/account`, { linkExisting: true })).statusCode,
    ).toBe(200);
    return { user, employee };
  }

  /** Password and the mailed code on `server`, the code read but not yet sent back: the completion to race. */
  async function secondStepReady(server: ServerInstance, email: string) {
    const browser = new HttpBrowser(server.url, randomIp());
    const first = await browser.post('/api/auth/login-with-password', { email, password: TEST_PASSWORD });
    expect(first.status, first.body).toBe(200);
    const challenge = first.json<{ data: { secondStep: { id: string } } }>().data.secondStep.id;
    expect((await browser.post('/api/auth/start-email-challenge', { challenge })).status).toBe(200);
    const code = await latestEmailCode(db(), email);
    return {
      browser,
      complete: () => browser.post('/api/auth/complete-email-challenge', { challenge, code }),
    };
  }

  it('a session warm in the other instance’s cache ends at its next request', async () => {
    const { user, employee } = await linkedEmployee();
    const { browser, complete } = await secondStepReady(second, user.email);
    expect((await complete()).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await browser.get('/api/user')).status).toBe(200);
    const onFirst = new HttpBrowser(first.url, browser.forwardedFor, new Map(browser.cookies));
    expect((await onFirst.get('/api/user')).status).toBe(200);

    expect((await boss.post(`/api/employees/${employee.id}/account/block`)).statusCode).toBe(200);

    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await onFirst.get('/api/user')).status).toBe(401);
  });

  it('second steps finishing on two instances while the block lands through a third: no session survives', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { user, employee } = await linkedEmployee();
      const racers = [await secondStepReady(first, user.email), await secondStepReady(second, user.email)];
      const [blocked, ...completed] = await Promise.all([
        boss.post(`/api/employees/${employee.id}/account/block`),
        ...racers.map((racer) => racer.complete()),
      ]);
      expect(blocked!.statusCode).toBe(200);
      for (const answer of completed) expect([200, 401, 422]).toContain(answer.status);
      for (const racer of racers) expect((await racer.browser.get('/api/user')).status).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    }
  });
});
