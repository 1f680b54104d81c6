/**
 * `npm start` (server/main.ts): with or without a built SPA, and failing to start with one clear line naming
 * what to change, the stack only when debugging.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareServer } from '../../server/prepare-server.ts';
import { createTestDatabase } from '../helpers/database.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A DATABASE_URL reaching the same database as the test pool (PostgreSQL, or PGlite's socket). */
function databaseUrl(pool: pg.Pool): string {
  const options = pool.options as pg.PoolConfig;
  if (options.connectionString) return options.connectionString;
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(String(options.host))}`;
}

async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('start-up errors', () => {
  let database: Database;
  let busy: net.Server;
  let busyPort: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => busy.close(resolve));
    await database.close();
  });

  it('names the port and PORT when the port is in use, in one line', async () => {
    const result = await start({
      DATABASE_URL: databaseUrl(database.pool),
      HOST: '127.0.0.1',
      PORT: String(busyPort),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Poort ${busyPort} is al in gebruik. Stop het programma dat die poort gebruikt, of kies met PORT een ` +
        'andere poort.\n',
    );
  });

  it('adds the stack at LOG_LEVEL=debug', async () => {
    const result = await start({
      DATABASE_URL: databaseUrl(database.pool),
      HOST: '127.0.0.1',
      PORT: String(busyPort),
      LOG_LEVEL: 'debug',
    });
    expect(result.code).toBe(1);
    const [first, ...stack] = result.stderr.trimEnd().split('\n');
    expect(first).toContain(`Poort ${busyPort} is al in gebruik.`);
    expect(stack.join('\n')).toMatch(/EADDRINUSE[\s\S]*\n\s+at /);
  });

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const result = await start({ DATABASE_URL: 'postgres://zorg:geheim@127.0.0.1:1/zorgportaal', PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^De database uit DATABASE_URL \(127\.0\.0\.1:1\/zorgportaal\) is niet bereikbaar: .*ECONNREFUSED.*\. Controleer DATABASE_URL en of PostgreSQL draait\.\n$/,
    );
    expect(result.stderr).not.toContain('geheim');
  });
});

describe('prepareServer (what npm start does before listening)', () => {
  let database: Database;
  let distDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    distDir = mkdtempSync(path.join(os.tmpdir(), 'zp-dist-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl(database.pool),
    });

  it('starts without a built SPA (a fresh clone) and serves the API only', async () => {
    const server = await prepareServer(config(), distDir);
    try {
      expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const page = await server.app.inject({ url: '/dashboard' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Niet gevonden.' });
    } finally {
      await server.app.close();
      await server.database.close();
    }
  });

  it('serves the SPA once it is built', async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>%APP_NAME%</title>');
    const server = await prepareServer(config(), distDir);
    try {
      const page = await server.app.inject({ url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Zorgportaal</title>');
    } finally {
      await server.app.close();
      await server.database.close();
    }
  });
});
