import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { translate } from '../../i18n/server-translate.ts';
import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/http-error.ts';
import { pgErrorOf } from './constraint-errors.ts';
import { pageInSortOrder, pageOfMatches, type OrderedQuery, type PageRow } from './page-queries.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { listContains, recordColumns } from './record-query.ts';
import { column, notFound, toRecord, UUID, type ApiRecord, type Page } from './record-shape.ts';
import { filterKey, type ListQuery } from './schemas.ts';
import { SEARCH_COLUMN, tableFor, type ResourceTable } from './tables.ts';

/** The reading actions of the generic admin routes: a page of a list (keyset paging, search, sort, filters), one record. */

/** Invalid input syntax / out of range: a cursor value that does not fit its column. */
const BAD_VALUE_SQLSTATES = new Set(['22P02', '22007', '22008', '22003', '22023']);

function badCursor(): ValidationError {
  return new ValidationError({ cursor: [translate('server.admin.badCursor')] });
}

export interface ListOptions {
  /** The archived records instead of the active ones (archivable resources). */
  archived?: boolean;
  /** Path of the list (`/api/tags`): `links.next` is this with the query and the next cursor. */
  path: string;
  /**
   * Exact matches the path itself implies (a region's facilities: `{ region: id }`): applied like
   * `filter[<field>]=`, but not repeated in `links.next`, whose path already carries them.
   */
  fixed?: Readonly<Record<string, string>>;
}

/** More words than this in `q` are ignored (each costs an index lookup). */
const MAX_SEARCH_WORDS = 8;
/** The part of a search word the trigram index is asked for. */
const INDEXED_WORD_LENGTH = 10;

/**
 * The part of a search word the trigram index is asked for; the whole word is then checked per row. Each trigram
 * costs a posting list, and common ones (a shared domain "@zorgportaal.nl", a frequent first name) cost the most,
 * so an email address is looked up by the end of its local part (where numbers and surnames tell people apart),
 * up to the "@", any other long word by its start; at most 10 characters either way.
 */
export function indexedPart(word: string): string {
  const at = word.indexOf('@');
  if (at >= 3) return word.slice(Math.max(0, at + 1 - INDEXED_WORD_LENGTH), at + 1);
  return word.slice(0, INDEXED_WORD_LENGTH);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The conditions every page of one list shares (archive state, search, filters, fixed filters). */
function listConditions(
  resource: AnyResource,
  table: ResourceTable,
  query: ListQuery,
  options: ListOptions,
): SQL[] {
  const conditions: SQL[] = [];
  const archived = options.archived ?? false;
  if (resource.archivable) {
    conditions.push(archived ? isNotNull(column(table, 'archivedAt')) : isNull(column(table, 'archivedAt')));
  }
  // Every word must occur in one of the searchable fields ("sanne jansen", "jansen@"); both sides lower-cased
  // by the database, so the rule is the same as the generated column's.
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const search = column(table, SEARCH_COLUMN);
  for (const word of words) {
    const indexed = indexedPart(word);
    conditions.push(sql`${search} like lower(${`%${escapeLike(indexed)}%`})`);
    if (indexed !== word) conditions.push(sql`strpos(${search}, lower(${word})) > 0`);
  }
  for (const field of Object.values(resource.fields)) {
    const value = query[filterKey(field.name) as `filter[${string}]`];
    if (!field.filterable || value === undefined) continue;
    if (field.kind === 'enumList') conditions.push(arrayContains(column(table, field.name), [value]));
    else if (field.kind === 'referenceList')
      conditions.push(listContains(resource, field.name, String(value)));
    else conditions.push(eq(column(table, field.name), field.kind === 'boolean' ? value === 'true' : value));
  }
  for (const [name, value] of Object.entries(options.fixed ?? {})) {
    conditions.push(eq(column(table, name), value));
  }
  return conditions;
}

/**
 * One page of a list, ordered by `sort`/`order` (the definition's default sort when absent) and then by id, so the
 * order is total. The next page starts after the last row's (sort value, id): rows inserted meanwhile never shift
 * the pages (no duplicates, no gaps), unlike OFFSET. Rows without a value come last in either order.
 * `meta.total` is counted on the first page only (no cursor): deep pages stay as cheap as the first.
 */
export async function listRecords(
  db: Db,
  resource: AnyResource,
  query: ListQuery,
  options: ListOptions,
): Promise<Page> {
  const table = tableFor(resource);
  const sort = query.sort ?? resource.defaultSort.field;
  const order = query.order ?? (query.sort === undefined ? resource.defaultSort.order : 'asc');
  const sortColumn = column(table, sort);
  // Text sorts ignore case, so "de Haan" sorts among the D's rather than after "Zwart" (byte order puts every
  // capital first); the (lower(column), id) index serves it.
  const sortKey: SQL | typeof sortColumn =
    resource.fields[sort]?.kind === 'text' ? sql`lower(${sortColumn})` : sortColumn;
  const id = column(table, 'id');
  const nullable = sort !== 'createdAt' && !resource.fields[sort]?.required;
  const conditions = listConditions(resource, table, query, options);

  const afterCursor: SQL[] = [];
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor || cursor.sort !== sort || cursor.order !== order) throw badCursor();
    const after = order === 'asc' ? sql.raw('>') : sql.raw('<');
    if (cursor.value === null) {
      afterCursor.push(and(isNull(sortKey), order === 'asc' ? gt(id, cursor.id) : lt(id, cursor.id))!);
    } else {
      // A row comparison, so the (column, id) index serves it; the value is a parameter typed by its column.
      const beyond = sql`(${sortKey}, ${id}) ${after} (${cursor.value}, ${cursor.id})`;
      afterCursor.push(nullable ? or(beyond, isNull(sortKey))! : beyond);
    }
  }

  const searching = (query.q ?? '').trim() !== '';
  const ordered: OrderedQuery = { table, sortKey, id, order, nullable, limit: query.perPage + 1 };
  const where = and(...conditions, ...afterCursor);
  let rows: PageRow[] | undefined;
  let matchCount: number | undefined;
  try {
    // A search reads its match set first; one that matches more than MATCH_SET_LIMIT rows is broad enough for
    // the walk in sort order to fill a page soon.
    const matched = searching ? await pageOfMatches(db, resource, ordered, where, MATCH_SET_LIMIT) : null;
    if (matched) ({ rows, matchCount } = matched);
    else rows = await pageInSortOrder(db, resource, ordered, where);
  } catch (error) {
    const code = pgErrorOf(error)?.code;
    if (query.cursor !== undefined && code && BAD_VALUE_SQLSTATES.has(code)) throw badCursor();
    throw error;
  }

  const page = rows.slice(0, query.perPage);
  const last = page.at(-1);
  let next: string | null = null;
  if (rows.length > query.perPage && last) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key !== 'cursor' && value !== undefined) params.set(key, String(value));
    }
    params.set('sort', sort);
    params.set('order', order);
    params.set('cursor', encodeCursor({ sort, order, value: last.cursorValue, id: last.id as string }));
    next = `${options.path}?${params.toString()}`;
  }

  // A first page that is not full counts itself, a page of a match set has counted the set; only a full page in
  // sort order needs a count query.
  let meta: Page['meta'] = {};
  if (query.cursor === undefined) {
    if (matchCount !== undefined) meta = { total: matchCount };
    else if (rows.length <= query.perPage) meta = { total: rows.length };
    else meta = await countRecords(db, table, conditions);
  }
  return { data: page.map((row) => toRecord(resource, row)), links: { next }, meta };
}

/**
 * A search that matches at most this many rows reads all its matches and sorts them (about a millisecond per
 * thousand); a broader one walks the sort index, where matches are dense enough to fill a page soon. Deciding by
 * reading, not by PostgreSQL's estimate: the trigram estimate is often off five-fold ("Jansen": 20 202 expected,
 * 3 841 found), and a wrong choice either way costs a second; asking for it also costs a round trip per search.
 */
export const MATCH_SET_LIMIT = 20_000;

/** Lists the planner expects to hold at most this many matches are counted exactly; larger ones are estimated. */
export const EXACT_COUNT_LIMIT = 5000;

/**
 * `meta.total` of a full first page (docs/architecture.md "Paging": "may be an estimate for large tables").
 * PostgreSQL's estimate
 * for the conditions comes first (planning only, no rows read); when it expects at most EXACT_COUNT_LIMIT matches
 * they are counted exactly, else the estimate is the answer, flagged `totalIsEstimate`: counting a million rows
 * exactly costs far more than the page itself.
 */
async function countRecords(db: Db, table: ResourceTable, conditions: SQL[]): Promise<Page['meta']> {
  const estimate = await estimateMatches(db, table, conditions);
  if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, totalIsEstimate: true };
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(...conditions));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matches.as('matches'));
  return { total: counted?.total ?? 0 };
}

/** PostgreSQL's estimate of the rows matching `conditions`: planning only, no rows read. */
async function estimateMatches(db: Db, table: ResourceTable, conditions: SQL[]): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(...conditions));
  const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${matches}`,
  );
  return Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/** One record (active or archived); 404 for an unknown or malformed id. */
export async function getRecord(db: Db, resource: AnyResource, id: string): Promise<ApiRecord> {
  if (!UUID.test(id)) throw notFound();
  const table = tableFor(resource);
  const [row] = await db
    .select(recordColumns(resource))
    .from(table)
    .where(eq(column(table, 'id'), id));
  if (!row) throw notFound();
  return toRecord(resource, row);
}

/**
 * The records with these ids (active or archived) in the definition's default order, in one query: the records a
 * reference list names (an employee's roles). Unknown ids are left out.
 */
export async function recordsByIds(
  db: Db,
  resource: AnyResource,
  ids: readonly string[],
): Promise<ApiRecord[]> {
  if (ids.length === 0) return [];
  const table = tableFor(resource);
  const { field, order } = resource.defaultSort;
  const direction = order === 'asc' ? asc : desc;
  const rows = await db
    .select(recordColumns(resource))
    .from(table)
    .where(inArray(column(table, 'id'), [...ids]))
    .orderBy(direction(column(table, field)), direction(column(table, 'id')));
  return rows.map((row) => toRecord(resource, row));
}
