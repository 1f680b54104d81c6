import type pg from 'pg';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES, REGIONS } from './dutch-data.ts';

/** Rows per statement: large enough to be fast, small enough to keep each transaction short (DESIGN.md §8). */
const BATCH = 50_000;

/**
 * One batch of bulk employees, built by the database itself (generate_series) from the demo's Dutch word lists:
 * names, job titles and cities spread by multiplicative hashing, emails unique by their number
 * (`<first>.<last>.<n>@bulk.zorgportaal.test`), creation times one minute apart.
 */
const INSERT_BATCH = `
  INSERT INTO employees (first_name, last_name, email, job_title, city, created_at, updated_at)
  SELECT f.name, l.name,
         lower(regexp_replace(f.name || '.' || l.name, '[^A-Za-z.]', '', 'g')) || '.' || n || '@bulk.zorgportaal.test',
         ($4::text[])[1 + (n * 31) % cardinality($4::text[])],
         ($5::text[])[1 + (n * 17) % cardinality($5::text[])],
         now() - make_interval(mins => n::int), now() - make_interval(mins => n::int)
  FROM generate_series($1::bigint, $2::bigint) AS n,
       LATERAL (SELECT ($3::text[])[1 + (n * 7919) % cardinality($3::text[])] AS name) AS f,
       LATERAL (SELECT ($6::text[])[1 + (n * 104729) % cardinality($6::text[])] AS name) AS l`;

export interface BulkProgress {
  inserted: number;
  total: number;
}

/**
 * Adds `count` employees for benchmarks and load tests (`npm run seed:bulk -- --employees N`), numbered after the
 * bulk employees already there, in batches of 50 000. Returns the number of bulk employees now present.
 */
export async function insertBulkEmployees(
  pool: pg.Pool,
  count: number,
  onProgress: (progress: BulkProgress) => void = () => {},
): Promise<number> {
  const existing = await pool.query<{ count: string }>(
    "SELECT count(*) FROM employees WHERE email LIKE '%@bulk.zorgportaal.test'",
  );
  const first = Number(existing.rows[0]!.count) + 1;
  const cities = REGIONS.flatMap((region) => region.cities.map((city) => city.name));
  for (let start = first; start < first + count; start += BATCH) {
    const end = Math.min(start + BATCH - 1, first + count - 1);
    await pool.query(INSERT_BATCH, [start, end, FIRST_NAMES, JOB_TITLES, cities, LAST_NAMES]);
    onProgress({ inserted: end - first + 1, total: count });
  }
  await pool.query('ANALYZE employees');
  return first - 1 + count;
}
