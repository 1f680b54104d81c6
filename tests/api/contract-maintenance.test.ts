import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { MAINTENANCE_CACHE_MS, readMaintenance, setMaintenance } from '../../server/http/maintenance.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

const maintenanceMessage =
  'Zorgportaal is tijdelijk niet beschikbaar wegens onderhoud. Probeer het later opnieuw.';

describe('maintenance mode (spec §8: 503)', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    second = await createTestApp({}, { database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answers every API call with 503 while on, except the health probes, and recovers when off', async () => {
    const client = new ApiClient(first.app);
    expect((await client.get('/api/session')).statusCode).toBe(200);

    await setMaintenance(first.database.db, true);
    const res = await client.get('/api/session');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ message: maintenanceMessage, maintenance: true });
    // Unknown paths too: the not-found answer lives inside the /api scope, behind its hooks.
    for (const unknown of [
      await client.post('/api/anything', {}),
      await client.get('/api/does/not/matter'),
    ]) {
      expect(unknown.statusCode).toBe(503);
      expect(unknown.headers['retry-after']).toBe('60');
      expect(unknown.json()).toEqual({ message: maintenanceMessage, maintenance: true });
    }
    expect((await first.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await first.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);

    await setMaintenance(first.database.db, false);
    expect((await client.get('/api/session')).statusCode).toBe(200);
    expect((await client.get('/api/does/not/matter')).statusCode).toBe(404);
  });

  it('names the configured application in the maintenance message', async () => {
    const named = await createTestApp({ APP_NAME: 'Zorg & Co' }, { database: first.database });
    try {
      await setMaintenance(first.database.db, true);
      const res = await new ApiClient(named.app).get('/api/session');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Zorg & Co is tijdelijk niet beschikbaar wegens onderhoud. Probeer het later opnieuw.',
      );
    } finally {
      await setMaintenance(first.database.db, false);
      await named.close();
    }
  });

  it('reaches every instance within the cache time', async () => {
    const other = new ApiClient(second.app);
    expect((await other.get('/api/session')).statusCode).toBe(200);
    await setMaintenance(first.database.db, true);
    await new Promise((resolve) => setTimeout(resolve, MAINTENANCE_CACHE_MS + 50));
    expect((await other.get('/api/session')).statusCode).toBe(503);
    await setMaintenance(first.database.db, false);
    await new Promise((resolve) => setTimeout(resolve, MAINTENANCE_CACHE_MS + 50));
    expect((await other.get('/api/session')).statusCode).toBe(200);
  });
});

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** A DATABASE_URL for the CLI that reaches the same database as the test pool (PostgreSQL or PGlite's socket). */
function databaseUrl(pool: pg.Pool): string {
  const options = pool.options as pg.PoolConfig;
  if (options.connectionString) return options.connectionString;
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(String(options.host))}`;
}

async function cli(database: Database, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/cli/maintenance.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl(database.pool), LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run maintenance -- on|off|status', () => {
  let database: Database;
  beforeAll(async () => {
    // No app on this database: the PGlite test socket serves one connection, which the CLI may now take.
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('switches maintenance mode on and off and reports it', async () => {
    expect(await cli(database, 'on')).toMatchObject({ code: 0, stdout: 'Onderhoudsmodus staat aan.\n' });
    const status = await cli(database, 'status');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^Onderhoudsmodus staat aan sinds \d{4}-\d\d-\d\dT[\d:.]+Z\.\n$/);
    expect(await cli(database, 'off')).toMatchObject({ code: 0, stdout: 'Onderhoudsmodus staat uit.\n' });
    expect(await readMaintenance(database.db)).toMatchObject({ enabled: false });
  });

  it('prints the usage and exits 2 on a bad argument', async () => {
    const result = await cli(database, 'aan');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Gebruik: npm run maintenance -- on|off|status');
    expect(result.stdout).toBe('');
  });
});
