import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPool, type Database } from '../../server/db/client.ts';
import { employeeAccounts, employees } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { heardEverywhere } from '../helpers/auth-changes.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { startTcpRelay, targetOf, throughRelay, type TcpRelay } from '../helpers/tcp-relay.ts';
import { createUser, signIn } from '../helpers/users.ts';

/** What the slow network holds back, each way, between the second instance's LISTEN connection and PostgreSQL. */
const DELAY_MS = 150;

// Two instances that keep sessions (the default), the second hearing through a slow network: PostgreSQL's
// notification of a change reaches it DELAY_MS late. A write through the first must still count on the second from the very next
// request, because the first answers only once the second has heard it (server/session-cache/auth-changes.ts, barriers).
describe.runIf(process.env.TEST_DB === 'postgres')('a write waits until every instance has heard it', () => {
  let storage: Database;
  let relay: TcpRelay;
  let near: TestContext;
  let far: TestContext;

  beforeAll(async () => {
    storage = await createTestDatabase();
    const url = String(storage.pool.options.connectionString);
    relay = await startTcpRelay(targetOf(url), { delayMs: DELAY_MS });
    // The far instance's queries go straight to PostgreSQL; only its LISTEN connection, which opens a plain
    // pg.Client with the pool's options, takes the slow way.
    class DirectClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionString: url });
      }
    }
    const slow = wrapPool(
      new pg.Pool({ connectionString: throughRelay(url, relay), Client: DirectClient, max: 4 }),
      'postgres',
    );
    near = await createTestApp({}, { database: storage });
    far = await createTestApp({}, { database: slow });
  }, 60_000);
  afterAll(async () => {
    await far?.close();
    await far?.database.close();
    await near?.close();
    await relay?.close();
    await storage?.close();
  });

  /** A user whose employee record may read employees, reading on the far instance. */
  async function farReader() {
    const user = await createUser(storage.db);
    const [employee] = await storage.db
      .insert(employees)
      .values({ firstName: 'Vera', lastName: 'Verweg', email: user.email, permissions: ['view_employees'] })
      .returning({ id: employees.id });
    if (!employee) throw new Error('no employee');
    await storage.db.insert(employeeAccounts).values({ employeeId: employee.id, userId: user.id });
    // Signed in through the near instance (quicker), then used on the far one: the session is the cookie.
    const signingIn = new ApiClient(near.app);
    await signIn(signingIn, user.email);
    const client = new ApiClient(far.app);
    for (const [name, value] of signingIn.cookies) client.cookies.set(name, value);
    // The sign-in's own changes, heard late far away, would empty its cache after the first read.
    await heardEverywhere(storage);
    const status = async () => (await client.get('/api/employees?perPage=1')).statusCode;
    return { user, employeeId: employee.id, status };
  }

  it('lets a change made by hand go unheard on the far instance until its notification arrives', async () => {
    const { employeeId, status } = await farReader();
    expect(await status()).toBe(200);
    // Proof that the far instance keeps sessions and hears late: a change without a barrier is not seen at once.
    await storage.db.update(employees).set({ permissions: [] }).where(eq(employees.id, employeeId));
    expect(await status()).toBe(200);
    await heardEverywhere(storage);
    expect(await status()).toBe(403);
  });

  it('answers a permission change through the near instance only once the far one has heard it', async () => {
    const { employeeId, status } = await farReader();
    const manager = await createUser(storage.db, { permissions: ['manage_employees', 'view_employees'] });
    const admin = new ApiClient(near.app);
    await signIn(admin, manager.email);
    await confirmSession(admin);
    // The far instance keeps the reader's session, and has heard everything so far.
    expect(await status()).toBe(200);
    await heardEverywhere(storage);
    expect(await status()).toBe(200);

    for (const [permissions, expected] of [
      [[], 403],
      [['view_employees'], 200],
      [[], 403],
    ] as const) {
      const started = performance.now();
      const changed = await admin.post(`/api/employees/${employeeId}/update-permissions`, { permissions });
      const took = performance.now() - started;
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await status()).toBe(expected);
      // It had waited for the far instance's answer, which crossed the slow network both ways.
      expect(took).toBeGreaterThanOrEqual(2 * DELAY_MS);
    }
  });
});
