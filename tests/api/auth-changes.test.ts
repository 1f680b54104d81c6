import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_BARRIER_WAIT_MS,
  AUTH_CHANGES_HEARTBEAT_MS,
  AUTH_CHANGES_LEASE_MS,
  listenForAuthChanges,
  type AuthChangeListener,
  type AuthChangesConnection,
} from '../../server/session-cache/auth-changes.ts';
import type { Database } from '../../server/db/client.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { startTcpRelay, targetOf, throughRelay, type TcpRelay } from '../helpers/tcp-relay.ts';

/** A listener that writes down what it is told; `proven` is the newest proof time. */
function recorder() {
  const events: string[] = [];
  const state = { events, proven: Number.NEGATIVE_INFINITY };
  const listener: AuthChangeListener = {
    onListening: () => events.push('listening'),
    onChange: () => events.push('change'),
    onProven: (sentAt) => {
      state.proven = Math.max(state.proven, sentAt);
    },
    onDeaf: () => events.push('deaf'),
  };
  return { state, listener };
}

// The LISTEN connection behind the session cache (server/session-cache/auth-changes.ts): it must notice when it hears
// nothing, and a writer must not answer before every listening instance has heard its change.
describe.runIf(process.env.TEST_DB === 'postgres')('the LISTEN connection for auth changes', () => {
  let database: Database;
  const open: AuthChangesConnection[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.stop()));
  });
  afterAll(() => database.close());

  const databaseUrl = () => String(database.pool.options.connectionString);

  /** A listening connection, directly or through `relay`. */
  async function listen(listener: AuthChangeListener, relay?: TcpRelay): Promise<AuthChangesConnection> {
    const connectionString = relay ? throughRelay(databaseUrl(), relay) : databaseUrl();
    const connection = listenForAuthChanges({ ...database.pool.options, connectionString }, listener);
    open.push(connection);
    await connection.firstAttempt;
    return connection;
  }

  const relayToDatabase = () => startTcpRelay(targetOf(databaseUrl()));

  it('hears notifications, proves itself alive, and gives up a connection that went silent', async () => {
    const relay = await relayToDatabase();
    const { state, listener } = recorder();
    try {
      await listen(listener, relay);
      expect(state.events).toEqual(['listening']);
      await database.pool.query(`NOTIFY zp_auth, 'test'`);
      await expect.poll(() => state.events.at(-1), { timeout: 2000 }).toBe('change');
      await expect
        .poll(() => performance.now() - state.proven, { timeout: 3 * AUTH_CHANGES_HEARTBEAT_MS })
        .toBeLessThan(2 * AUTH_CHANGES_HEARTBEAT_MS);

      relay.silence();
      const silencedAt = Date.now();
      const limit = AUTH_CHANGES_HEARTBEAT_MS + AUTH_CHANGES_LEASE_MS;
      await expect.poll(() => state.events.includes('deaf'), { timeout: limit + 5000 }).toBe(true);
      expect(Date.now() - silencedAt).toBeLessThanOrEqual(limit + 3000);
    } finally {
      await relay.close();
    }
  }, 30_000);

  it('answers a writer once every listening instance has heard what was committed before', async () => {
    const writer = await listen(recorder().listener);
    const other = recorder();
    await listen(other.listener);
    // A change committed just before the barrier: the other instance has heard it when the barrier settles.
    await database.pool.query(`NOTIFY zp_auth, 'sessions'`);
    const started = performance.now();
    await writer.heardEverywhere();
    expect(other.state.events).toContain('change');
    expect(performance.now() - started).toBeLessThan(AUTH_CHANGES_LEASE_MS);
    // A barrier is not a change: nobody empties its cache for it.
    expect(other.state.events.filter((event) => event === 'change')).toHaveLength(1);
  });

  it('lets writes that come while a barrier waits its turn share it', async () => {
    const writer = await listen(recorder().listener);
    await listen(recorder().listener);
    const first = writer.heardEverywhere();
    const second = writer.heardEverywhere();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    // Sent and settled: the next write needs a barrier of its own.
    const third = writer.heardEverywhere();
    expect(third).not.toBe(first);
    await third;
  });

  it('waits for an instance that does not answer only until its lease has run out', async () => {
    const relay = await relayToDatabase();
    try {
      const writer = await listen(recorder().listener);
      const stalled = recorder();
      await listen(stalled.listener, relay);
      relay.silence();
      const started = performance.now();
      await writer.heardEverywhere();
      const settled = performance.now();
      expect(settled - started).toBeGreaterThanOrEqual(AUTH_CHANGES_LEASE_MS);
      expect(settled - started).toBeLessThan(AUTH_BARRIER_WAIT_MS + 2000);
      // By then the stalled instance no longer trusts its cache: its last proof is older than the lease.
      expect(settled - stalled.state.proven).toBeGreaterThan(AUTH_CHANGES_LEASE_MS);
    } finally {
      await relay.close();
    }
  }, 30_000);

  it('waits out the lease when its own connection cannot send the barrier or hear the answers', async () => {
    const relay = await relayToDatabase();
    try {
      const writer = await listen(recorder().listener, relay);
      relay.silence();
      const started = performance.now();
      await writer.heardEverywhere();
      expect(performance.now() - started).toBeGreaterThanOrEqual(AUTH_CHANGES_LEASE_MS);
    } finally {
      await relay.close();
    }
  }, 30_000);
});
