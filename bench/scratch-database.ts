import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Drops it again (connections still open to it are ended). */
  drop(): Promise<void>;
}

/** Runs one statement on the server's `postgres` maintenance connection of `url`. */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh PostgreSQL database `name` (`zp_soak_…` or `zp_bench_…`, letters, digits and `_` only) on the server of `url`, for one
 * bench run, dropped by the bench at its end.
 */
export async function createScratchDatabase(url: string, name: string): Promise<ScratchDatabase> {
  if (!/^zp_(soak|bench)_[a-z0-9_]+$/.test(name)) throw new Error(`not a scratch database name: ${name}`);
  await onServer(url, `DROP DATABASE IF EXISTS ${name}`);
  await onServer(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
