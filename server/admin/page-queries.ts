import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import { recordColumns } from './record-query.ts';
import type { Row } from './record-shape.ts';
import type { ResourceTable } from './tables.ts';

/** The two ways of reading one page of a list, in its sort order (read-records.ts chooses). */

export type PageRow = Row & { cursorValue: string | null };

export interface OrderedQuery {
  table: ResourceTable;
  /** What the list is ordered by (`lower(column)` for text, its sort key column when it has one), then by id. */
  sortKey: SQL | PgColumn;
  id: PgColumn;
  order: 'asc' | 'desc';
  /** Rows without a value come last in either order. */
  nullable: boolean;
  limit: number;
}

function orderTerms(key: SQL | PgColumn | SQL.Aliased, id: PgColumn, query: OrderedQuery): SQL[] {
  const direction = sql.raw(query.order);
  return query.nullable
    ? [sql`${key} ${direction} nulls last`, sql`${id} ${direction}`]
    : [sql`${key} ${direction}`, sql`${id} ${direction}`];
}

/**
 * The page straight from the table in sort order: PostgreSQL may walk the (sort key, id) index and stop after
 * `limit` matches. Right for plain lists and for searches that match much of the table.
 */
export async function pageInSortOrder(
  db: Db,
  resource: AnyResource,
  query: OrderedQuery,
  where: SQL | undefined,
): Promise<PageRow[]> {
  return (await db
    .select({ ...recordColumns(resource), cursorValue: sql<string | null>`${query.sortKey}::text` })
    .from(query.table)
    .where(where)
    .orderBy(...orderTerms(query.sortKey, query.id, query))
    .limit(query.limit)) as PageRow[];
}

/**
 * The page from a window of the list: the next `window` rows in sort order within `scope` (archive state, cursor),
 * of which `filters` keep the first `query.limit`. Exact when the filters keep that many (the window is a prefix of
 * the order, so no later row can come before them); null when they keep fewer: too selective for a walk in sort
 * order (a text filter matching one row in a thousand would read the whole table), so the caller reads the match
 * set instead. Costs at most `window` index entries, whatever the filter.
 */
export async function pageInSortWindow(
  db: Db,
  resource: AnyResource,
  query: OrderedQuery,
  scope: SQL | undefined,
  filters: SQL,
  window: number,
): Promise<PageRow[] | null> {
  const rows = db
    .select({
      id: query.id,
      key: sql`${query.sortKey}`.as('window_key'),
      hit: sql<boolean>`coalesce(${filters}, false)`.as('window_hit'),
    })
    .from(query.table)
    .where(scope)
    .orderBy(...orderTerms(query.sortKey, query.id, query))
    .limit(window)
    .as('window_rows');
  const page = db
    .select({ id: rows.id, key: rows.key })
    .from(rows)
    .where(sql`${rows.hit}`)
    .orderBy(...orderTerms(rows.key, rows.id, query))
    .limit(query.limit)
    .as('page');
  const found = (await db
    .select({ ...recordColumns(resource), cursorValue: sql<string | null>`${page.key}::text` })
    .from(query.table)
    .innerJoin(page, eq(query.id, page.id))
    .orderBy(...orderTerms(page.key, page.id, query))) as PageRow[];
  return found.length === query.limit ? found : null;
}

/**
 * The page of a selective search: first every match (id and sort key, through the trigram index), then the page
 * sorted from those, then the page's records. The limit on the matches also keeps PostgreSQL from walking the
 * sort index instead: for a word that is frequent in one stretch of the sort order ("Jansen" in a list sorted by
 * last name) that walk reads a third of the table before it finds the page. Counts the matches on the way
 * (`matchCount`); null when there are more than `most` (read no further: the caller walks the sort order).
 */
export async function pageOfMatches(
  db: Db,
  resource: AnyResource,
  query: OrderedQuery,
  where: SQL | undefined,
  most: number,
): Promise<{ rows: PageRow[]; matchCount: number } | null> {
  const matches = db
    .select({ id: query.id, key: sql`${query.sortKey}`.as('match_key') })
    .from(query.table)
    .where(where)
    .limit(most + 1)
    .as('matches');
  const page = db
    .select({
      id: matches.id,
      key: matches.key,
      matchCount: sql<number>`count(*) over ()::int`.as('match_count'),
    })
    .from(matches)
    .orderBy(...orderTerms(matches.key, matches.id, query))
    .limit(query.limit)
    .as('page');
  const rows = (await db
    .select({
      ...recordColumns(resource),
      cursorValue: sql<string | null>`${page.key}::text`,
      matchCount: page.matchCount,
    })
    .from(query.table)
    .innerJoin(page, eq(query.id, page.id))
    .orderBy(...orderTerms(page.key, page.id, query))) as (PageRow & { matchCount: number })[];
  const matchCount = rows[0]?.matchCount ?? 0;
  return matchCount > most ? null : { rows, matchCount };
}
