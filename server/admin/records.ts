import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { translate } from '../../i18n/server-translate.ts';
import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import { HttpError, ValidationError } from '../http/http-error.ts';
import { changesBetween, recordAudit } from './audit.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { filterKey, type ListQuery } from './schemas.ts';
import { tableFor, uniqueIndexName, type ResourceTable } from './tables.ts';

/**
 * The actions of the generic admin routes: list (keyset paging, search, sort, filters), read, create, edit,
 * delete or archive, restore. Every write runs in one short transaction with its audit entry.
 */

export type ApiRecord = Record<string, unknown> & { id: string };

export interface Page {
  data: ApiRecord[];
  links: { next: string | null };
  meta: { total?: number };
}

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function column(table: ResourceTable, name: string): PgColumn {
  return table[name] as PgColumn;
}

function fieldNames(resource: AnyResource): string[] {
  return Object.keys(resource.fields);
}

function notFound(): HttpError {
  return new HttpError(404, translate('server.notFound'));
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : null);

/** A row in the API's shape: fields by name, timestamps as ISO strings. */
export function toRecord(resource: AnyResource, row: Row): ApiRecord {
  return {
    id: row.id as string,
    ...Object.fromEntries(fieldNames(resource).map((name) => [name, row[name] ?? null])),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ...(resource.archivable
      ? {
          archivedAt: iso(row.archivedAt),
          archivedBy: (row.archivedBy as string | null) ?? null,
          archiveReason: (row.archiveReason as string | null) ?? null,
        }
      : {}),
  };
}

/** Keeps only the definition's fields; an optional text left empty is stored as null. */
function columnValues(resource: AnyResource, body: Record<string, unknown>): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(name in body) || body[name] === undefined) continue;
    const value = body[name];
    values[name] = !field.required && value === '' ? null : value;
  }
  return values;
}

// --- Errors of the database that are the client's mistake ----------------------------------------------------

interface PgError {
  code: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique or foreign-key violation as a 422 on its field; anything else unchanged. */
function constraintError(resource: AnyResource, error: unknown): unknown {
  const pgError = pgErrorOf(error);
  if (!pgError?.constraint) return error;
  if (pgError.code === '23505') {
    const field = fieldNames(resource).find((name) => uniqueIndexName(resource, name) === pgError.constraint);
    if (field) return new ValidationError({ [field]: [translate('server.admin.duplicate')] });
  }
  if (pgError.code === '23503') {
    const own = getTableConfig(tableFor(resource)).foreignKeys.find(
      (fk) => fk.getName() === pgError.constraint,
    );
    const columnName = own?.reference().columns[0]?.name;
    const field = Object.entries(getTableColumns(tableFor(resource))).find(
      ([, candidate]) => (candidate as PgColumn).name === columnName,
    )?.[0];
    if (own && field) return new ValidationError({ [field]: [translate('server.admin.unknownReference')] });
    // Another table's row still points at this record.
    const message = translate('server.admin.inUse');
    return new ValidationError({ id: [message] }, message);
  }
  return error;
}

/** Invalid input syntax / out of range: a cursor value that does not fit its column. */
const BAD_VALUE_SQLSTATES = new Set(['22P02', '22007', '22008', '22003', '22023']);

function badCursor(): ValidationError {
  return new ValidationError({ cursor: [translate('server.admin.badCursor')] });
}

// --- Reading ------------------------------------------------------------------------------------------------

export interface ListOptions {
  /** The archived records instead of the active ones (archivable resources). */
  archived?: boolean;
  /** Path of the list (`/api/tags`): `links.next` is this with the query and the next cursor. */
  path: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The conditions every page of one list shares (archive state, search, filters). */
function listConditions(
  resource: AnyResource,
  table: ResourceTable,
  query: ListQuery,
  archived: boolean,
): SQL[] {
  const conditions: SQL[] = [];
  if (resource.archivable) {
    conditions.push(archived ? isNotNull(column(table, 'archivedAt')) : isNull(column(table, 'archivedAt')));
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const searchable = Object.values(resource.fields).filter((field) => field.searchable);
    const matches = searchable.map((field) => ilike(column(table, field.name), pattern));
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  for (const field of Object.values(resource.fields)) {
    const value = query[filterKey(field.name) as `filter[${string}]`];
    if (!field.filterable || value === undefined) continue;
    conditions.push(eq(column(table, field.name), field.kind === 'boolean' ? value === 'true' : value));
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
  const id = column(table, 'id');
  const nullable = sort !== 'createdAt' && !resource.fields[sort]?.required;
  const conditions = listConditions(resource, table, query, options.archived ?? false);

  const afterCursor: SQL[] = [];
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor || cursor.sort !== sort || cursor.order !== order) throw badCursor();
    const after = order === 'asc' ? sql.raw('>') : sql.raw('<');
    if (cursor.value === null) {
      afterCursor.push(and(isNull(sortColumn), order === 'asc' ? gt(id, cursor.id) : lt(id, cursor.id))!);
    } else {
      // A row comparison, so the (column, id) index serves it; the value is a parameter typed by its column.
      const beyond = sql`(${sortColumn}, ${id}) ${after} (${cursor.value}, ${cursor.id})`;
      afterCursor.push(nullable ? or(beyond, isNull(sortColumn))! : beyond);
    }
  }

  const direction = order === 'asc' ? asc : desc;
  const orderBy = nullable
    ? [
        order === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`,
        direction(id),
      ]
    : [direction(sortColumn), direction(id)];
  let rows: (Row & { cursorValue: string | null })[];
  try {
    rows = (await db
      .select({ ...getTableColumns(table), cursorValue: sql<string | null>`${sortColumn}::text` })
      .from(table)
      .where(and(...conditions, ...afterCursor))
      .orderBy(...orderBy)
      .limit(query.perPage + 1)) as (Row & { cursorValue: string | null })[];
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

  const meta: Page['meta'] = {};
  if (query.cursor === undefined) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(and(...conditions));
    meta.total = counted?.total ?? 0;
  }
  return { data: page.map((row) => toRecord(resource, row)), links: { next }, meta };
}

/** One record (active or archived); 404 for an unknown or malformed id. */
export async function getRecord(db: Db, resource: AnyResource, id: string): Promise<ApiRecord> {
  if (!UUID.test(id)) throw notFound();
  const table = tableFor(resource);
  const [row] = await db
    .select()
    .from(table)
    .where(eq(column(table, 'id'), id));
  if (!row) throw notFound();
  return toRecord(resource, row);
}

// --- Writing ------------------------------------------------------------------------------------------------

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The row locked for this transaction, in the given archive state; 404 when there is none. */
async function lockRow(tx: Tx, resource: AnyResource, id: string, archived: boolean): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const table = tableFor(resource);
  const archiveState = resource.archivable
    ? [archived ? isNotNull(column(table, 'archivedAt')) : isNull(column(table, 'archivedAt'))]
    : [];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(column(table, 'id'), id), ...archiveState))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function write<T>(db: Db, resource: AnyResource, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw constraintError(resource, error);
  }
}

/** POST /<name>: inserts the record and its audit entry (`audit.create`). */
export async function createRecord(
  db: Db,
  resource: AnyResource,
  body: Record<string, unknown>,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const [row] = await tx.insert(table).values(columnValues(resource, body)).returning();
    const record = toRecord(resource, row!);
    await recordAudit(tx, {
      action: resource.audit.create,
      resource,
      recordId: record.id,
      actorId,
      changes: changesBetween(fieldNames(resource), null, record),
    });
    return record;
  });
}

/** PATCH /<name>/{id}: changes the given fields of an active record; audited (`audit.edit`) when any changed. */
export async function updateRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  body: Record<string, unknown>,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRow(tx, resource, id, false));
    const values = columnValues(resource, body);
    const changes = changesBetween(Object.keys(values), before, { ...before, ...values });
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx
      .update(table)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(column(table, 'id'), id))
      .returning();
    await recordAudit(tx, { action: resource.audit.edit, resource, recordId: id, actorId, changes });
    return toRecord(resource, row!);
  });
}

/** DELETE /<name>/{id} of a resource that is not archivable: removes the record (`audit.delete`). */
export async function deleteRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRow(tx, resource, id, false));
    await tx.delete(table).where(eq(column(table, 'id'), id));
    await recordAudit(tx, {
      action: resource.audit.delete,
      resource,
      recordId: id,
      actorId,
      changes: changesBetween(fieldNames(resource), before, null),
    });
    return before;
  });
}

/** DELETE /<name>/{id} of an archivable resource: archives the record with a reason (`audit.archive`). */
export async function archiveRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  reason: string,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    await lockRow(tx, resource, id, false);
    const [row] = await tx
      .update(table)
      .set({ archivedAt: new Date(), archivedBy: actorId, archiveReason: reason })
      .where(eq(column(table, 'id'), id))
      .returning();
    const record = toRecord(resource, row!);
    await recordAudit(tx, {
      action: resource.audit.archive,
      resource,
      recordId: id,
      actorId,
      changes: changesBetween(['archivedAt', 'archivedBy', 'archiveReason'], null, record),
    });
    return record;
  });
}

/** POST /<name>/archived/{id}/restore: makes an archived record active again (`audit.restore`). */
export async function restoreRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRow(tx, resource, id, true));
    const [row] = await tx
      .update(table)
      .set({ archivedAt: null, archivedBy: null, archiveReason: null })
      .where(eq(column(table, 'id'), id))
      .returning();
    await recordAudit(tx, {
      action: resource.audit.restore,
      resource,
      recordId: id,
      actorId,
      changes: changesBetween(['archivedAt', 'archivedBy', 'archiveReason'], before, null),
    });
    return toRecord(resource, row!);
  });
}
