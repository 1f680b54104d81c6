import type pg from 'pg';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES, REGIONS } from './dutch-data.ts';

/**
 * Rows per statement: large enough to be fast, small enough to keep each transaction short (docs/architecture.md
 * "Queries and transactions").
 */
const BATCH = 50_000;

/**
 * Surnames beyond the common ones, built like Dutch surnames are: an optional prefix, a stem and a suffix
 * ("van Hoogveld", "Brinkman", "ter Horst"): about 2 900 of them. With the common surnames taking one row
 * in five (each about 0.4 %, as "de Jong" or "Jansen" in the Netherlands), a full name matches a handful of rows
 * in a million, and a common surname a few thousand: what a search in a real register of that size meets.
 */
const SURNAME_PREFIXES = ['', '', 'van ', 'de ', 'van der ', 'van den ', 'ter '];
const SURNAME_STEMS = [
  'Berg',
  'Dijk',
  'Bos',
  'Veen',
  'Hout',
  'Molen',
  'Brink',
  'Kamp',
  'Beek',
  'Wal',
  'Horst',
  'Vliet',
  'Hoog',
  'Laar',
  'Linden',
  'Mors',
  'Wijk',
  'Zand',
  'Steen',
  'Heuvel',
  'Kerk',
  'Bosch',
  'Haar',
  'Akker',
  'Meer',
  'Rijn',
  'Dam',
  'Hof',
  'Graaf',
  'Broek',
  'Loo',
  'Velde',
  'Kolk',
  'Weide',
  'Eik',
  'Hamer',
  'Smeets',
  'Oever',
  'Burg',
  'Water',
];
const SURNAME_SUFFIXES = [
  '',
  'man',
  'mans',
  'ink',
  'ers',
  'sma',
  'stra',
  'inga',
  'huis',
  'veld',
  'kamp',
  'hof',
];

/**
 * One batch of bulk employees, built by the database itself (generate_series): each number n is hashed
 * (multiplicative hashing modulo a prime) and parts of the hash pick the first name, the surname (one in five a
 * common one of the demo's list, else a built one), job title and city, so names combine freely instead of
 * repeating in a short cycle. Emails are unique by their number (`<first>.<last>.<n>@bulk.zorgportaal.test`),
 * creation times one minute apart.
 */
const INSERT_BATCH = `
  INSERT INTO employees (first_name, last_name, email, job_title, city, created_at, updated_at)
  SELECT f.name, l.name,
         lower(regexp_replace(f.name || '.' || l.name, '[^A-Za-z.]', '', 'g')) || '.' || n || '@bulk.zorgportaal.test',
         ($4::text[])[1 + (h.v / 3) % cardinality($4::text[])],
         ($5::text[])[1 + (h.v / 11) % cardinality($5::text[])],
         now() - make_interval(mins => n::int), now() - make_interval(mins => n::int)
  FROM generate_series($1::bigint, $2::bigint) AS n,
       LATERAL (SELECT (n * 2654435761) % 4294967291 AS v) AS h,
       LATERAL (SELECT ($3::text[])[1 + (h.v / 7) % cardinality($3::text[])] AS name) AS f,
       LATERAL (SELECT CASE WHEN (h.v / 401) % 5 = 0
                  THEN ($6::text[])[1 + (h.v / 2003) % cardinality($6::text[])]
                  ELSE ($7::text[])[1 + (h.v / 2003) % cardinality($7::text[])]
                    || ($8::text[])[1 + (h.v / 30011) % cardinality($8::text[])]
                    || ($9::text[])[1 + (h.v / 700001) % cardinality($9::text[])]
                END AS name) AS l`;

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
    await pool.query(INSERT_BATCH, [
      start,
      end,
      FIRST_NAMES,
      JOB_TITLES,
      cities,
      LAST_NAMES,
      SURNAME_PREFIXES,
      SURNAME_STEMS,
      SURNAME_SUFFIXES,
    ]);
    onProgress({ inserted: end - first + 1, total: count });
  }
  await pool.query('ANALYZE employees');
  return first - 1 + count;
}
