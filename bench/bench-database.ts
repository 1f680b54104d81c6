import pg from 'pg';

/**
 * The PostgreSQL database of one bench size (`zp_bench_lists_<size>`), on the server of `url`: fresh, or kept
 * from an earlier run with `reuse`. Shared by the benches that need a large employee table.
 */
export async function benchDatabaseUrl(url: string, size: number, reuse: boolean): Promise<string> {
  const name = `zp_bench_lists_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!reuse || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
