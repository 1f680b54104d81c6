import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CHANGES_HEARTBEAT_MS, listenForAuthChanges } from '../../server/db/auth-changes.ts';
import type { Database } from '../../server/db/client.ts';
import { createTestDatabase } from '../helpers/database.ts';

/** A TCP relay to PostgreSQL that can go silent (a cut network: no reset, no answer). */
async function silenceableRelay(target: { host: string; port: number }) {
  let silent = false;
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target.port, target.host);
    incoming.on('data', (chunk) => silent || outgoing.write(chunk));
    outgoing.on('data', (chunk) => silent || incoming.write(chunk));
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => {
      silent = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The LISTEN connection behind the session cache (server/db/auth-changes.ts) must notice when it hears nothing.
describe.runIf(process.env.TEST_DB === 'postgres')('the LISTEN connection for auth changes', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('hears notifications, and gives up a connection that went silent within two heartbeats', async () => {
    const options = database.pool.options;
    const url = new URL(String(options.connectionString));
    const relay = await silenceableRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${relay.port}`;
    const events: string[] = [];
    const connection = listenForAuthChanges(
      { ...options, connectionString: url.toString() },
      {
        onListening: () => events.push('listening'),
        onChange: () => events.push('change'),
        onDeaf: () => events.push('deaf'),
      },
    );
    try {
      await connection.firstAttempt;
      expect(events).toEqual(['listening']);
      await database.pool.query(`NOTIFY zp_auth, 'test'`);
      await expect.poll(() => events.at(-1), { timeout: 2000 }).toBe('change');

      relay.silence();
      const silencedAt = Date.now();
      await expect.poll(() => events.includes('deaf'), { timeout: 3 * AUTH_CHANGES_HEARTBEAT_MS }).toBe(true);
      expect(Date.now() - silencedAt).toBeLessThanOrEqual(2 * AUTH_CHANGES_HEARTBEAT_MS + 3000);
    } finally {
      await connection.stop();
      await relay.close();
    }
  }, 30_000);
});
