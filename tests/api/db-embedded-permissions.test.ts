/**
 * The embedded store holds password and session hashes: DATA_DIR and everything in it is for the owner only,
 * whatever the umask of the process that starts the server.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { embeddedPaths } from '../../server/db/embedded/protocol.ts';

const parent = mkdtempSync(path.join(os.tmpdir(), 'zp-private-'));
// Not created yet: openDatabase creates it (and its store) itself.
const dataDir = path.join(parent, 'data');
const { storeDir } = embeddedPaths(dataDir);

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

/** Paths under `dir` (recursively) that anyone but the owner may read, write or enter, with their modes. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => !lstatSync(file).isSymbolicLink() && (modeOf(file) & 0o077) !== 0)
    .map((file) => `${path.relative(dir, file)} ${modeOf(file).toString(8)}`);
}

async function openWriteAndClose(): Promise<void> {
  const database = await openDatabase({ DATA_DIR: dataDir });
  try {
    await database.pool.query('CREATE TABLE IF NOT EXISTS notes (body text NOT NULL)');
    await database.pool.query("INSERT INTO notes (body) VALUES ('geheim')");
  } finally {
    await database.close();
  }
}

describe('embedded store file permissions', () => {
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it(
    'creates DATA_DIR and the store with mode 0700 and no file open to others',
    { timeout: 120_000 },
    async () => {
      const umask = process.umask(0o022);
      try {
        await openWriteAndClose();
      } finally {
        process.umask(umask);
      }
      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(modeOf(storeDir).toString(8)).toBe('700');
      expect(openToOthers(dataDir)).toEqual([]);
    },
  );

  it(
    'closes up an existing store that was left open (older versions, a copy)',
    { timeout: 120_000 },
    async () => {
      chmodSync(dataDir, 0o755);
      chmodSync(storeDir, 0o777);
      chmodSync(path.join(storeDir, 'global'), 0o755);
      chmodSync(path.join(storeDir, 'PG_VERSION'), 0o666);
      await openWriteAndClose();
      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(modeOf(storeDir).toString(8)).toBe('700');
      expect(openToOthers(dataDir)).toEqual([]);
    },
  );
});
