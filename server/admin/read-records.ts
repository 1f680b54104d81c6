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
import type { PgColumn } from 'drizzle-orm/pg-core';
import { translate } from '../../i18n/server/translate.ts';
import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/http-error.ts';
import { pgErrorOf } from '../db/pg-error.ts';
import { foldText } from '../db/text-keys.ts';
import {
  pageInSortOrder,
  pageInSortWindow,
  pageOfMatches,
  type OrderedQuery,
  type PageRow,
} from './page-queries.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { grantsInclude, listContains, recordColumns } from './record-query.ts';
import { column, notFound, toRecord, UUID, type ApiRecord, type Page } from './record-shape.ts';
import { filterKey, type ListQuery } from './schemas.ts';
import { SEARCH_COLUMN, sortKeyColumnOf, tableFor, type ResourceTable } from './tables.ts';
import { byteOrder } from '../db/text-keys.ts';

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

/** What every page of one list is drawn from: the archive state and the filters its path implies. */
function listScope(resource: AnyResource, table: ResourceTable, options: ListOptions): SQL[] {
  const scope: SQL[] = [];
  if (resource.archivable) {
    const archivedAt = column(table, 'archivedAt');
    scope.push(options.archived ? isNotNull(archivedAt) : isNull(archivedAt));
  }
  for (const [name, value] of Object.entries(options.fixed ?? {})) {
    scope.push(eq(column(table, name), value));
  }
  return scope;
}

interface ListFilters {
  conditions: SQL[];
  /** A text or permission filter is given: one the sort index cannot serve (page-queries.ts "pageInSortWindow"). */
  contains: boolean;
}

/** The search (`q`) and the filters (`filter[<field>]=`) of a list. */
function listFilters(resource: AnyResource, table: ResourceTable, query: ListQuery): ListFilters {
  const conditions: SQL[] = [];
  let contains = false;
  // Every word must occur in one of the searchable fields ("sanne jansen", "jansen@"); both sides folded (lower
  // case, no accents) by the database, so the rule is the same as the generated column's.
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const search = column(table, SEARCH_COLUMN);
  for (const word of words) {
    const indexed = indexedPart(word);
    conditions.push(sql`${search} like ${foldText(`%${escapeLike(indexed)}%`)}`);
    if (indexed !== word) conditions.push(sql`strpos(${search}, ${foldText(word)}) > 0`);
  }
  for (const field of Object.values(resource.fields)) {
    const value = query[filterKey(field.name) as `filter[${string}]`];
    if (!field.filterable || value === undefined) continue;
    const fieldColumn = column(table, field.name);
    if (field.grants) conditions.push(grantsInclude(resource, field.name, String(value)));
    else if (field.kind === 'enumList') conditions.push(arrayContains(fieldColumn, [value]));
    else if (field.kind === 'referenceList')
      conditions.push(listContains(resource, field.name, String(value)));
    else if (field.kind === 'text') {
      // A part of the value, case and accents ignored; served by the trigram index on fold_text(column).
      conditions.push(sql`${foldText(fieldColumn)} like ${foldText(`%${escapeLike(String(value))}%`)}`);
    } else conditions.push(eq(fieldColumn, field.kind === 'boolean' ? value === 'true' : value));
    contains ||= field.grants || field.kind === 'text';
  }
  return { conditions, contains };
}

/** What `sort=<field>` orders by: a text's sort key column or its lower case (so "de Haan" is not after "Zwart"). */
function sortKeyOf(resource: AnyResource, table: ResourceTable, sort: string): SQL | PgColumn {
  const field = resource.fields[sort];
  const keyColumn = field && sortKeyColumnOf(field);
  if (keyColumn) return byteOrder(column(table, keyColumn));
  return field?.kind === 'text' ? sql`lower(${column(table, sort)})` : column(table, sort);
}

/** Rows of a list without a value in the sort column (they come last in either order). */
function mayLackSortValue(resource: AnyResource, sort: string, options: ListOptions): boolean {
  if (sort === 'createdAt' || (sort === 'archivedAt' && options.archived)) return false;
  return !resource.fields[sort]?.required;
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
  const sortKey = sortKeyOf(resource, table, sort);
  const id = column(table, 'id');
  const nullable = mayLackSortValue(resource, sort, options);
  const scope = listScope(resource, table, options);
  const filters = listFilters(resource, table, query);
  const conditions = [...scope, ...filters.conditions];

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
  let rows: PageRow[] | null = null;
  let matchCount: number | undefined;
  try {
    // A text or permission filter first looks through the next rows in sort order: enough when it keeps many.
    if (filters.contains && !searching) {
      const within = and(...scope, ...afterCursor);
      const window = SORT_WINDOW_PER_ROW * ordered.limit;
      rows = await pageInSortWindow(db, resource, ordered, within, and(...filters.conditions)!, window);
    }
    // A search, or a filter that kept too few, reads its match set; one that matches more than MATCH_SET_LIMIT
    // rows is broad enough for the walk in sort order to fill a page soon.
    if (!rows && (searching || filters.contains)) {
      const matched = await pageOfMatches(db, resource, ordered, where, MATCH_SET_LIMIT);
      if (matched) ({ rows, matchCount } = matched);
    }
    rows ??= await pageInSortOrder(db, resource, ordered, where);
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

/**
 * Rows in sort order, per row of the page, a text or permission filter looks through before reading its match set
 * instead: a filter keeping at least one row in 40 fills its page from them (a page of 25 from 1 040 rows, ~2 ms at
 * most); a sparser one has at most 25 000 matches in a million rows, about what the match set reads.
 */
export const SORT_WINDOW_PER_ROW = 40;

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
