import type { PgColumn } from 'drizzle-orm/pg-core';
import { translate } from '../../i18n/server/translate.ts';
import { LIST_KINDS, type AnyResource } from '../../resources/define.ts';
import { HttpError } from '../http/http-error.ts';
import type { ResourceTable } from './tables.ts';

/** A resource record between the database row and the API's JSON shape. */

export type ApiRecord = Record<string, unknown> & { id: string };

export interface Page {
  data: ApiRecord[];
  links: { next: string | null };
  meta: { total?: number; totalIsEstimate?: boolean };
}

export type Row = Record<string, unknown>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function column(table: ResourceTable, name: string): PgColumn {
  return table[name] as PgColumn;
}

export function fieldNames(resource: AnyResource): string[] {
  return Object.keys(resource.fields);
}

export function notFound(): HttpError {
  return new HttpError(404, translate('server.notFound'));
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : null);

/**
 * A row in the API's shape: fields by name (lists as arrays, [] for none), timestamps as ISO strings. The row
 * comes from `recordColumns` (server/admin/record-query.ts): reference lists and `archivedByName` are part of it.
 */
export function toRecord(resource: AnyResource, row: Row): ApiRecord {
  return {
    id: row.id as string,
    ...Object.fromEntries(
      Object.values(resource.fields).map((field) => [
        field.name,
        row[field.name] ?? (LIST_KINDS.includes(field.kind) ? [] : null),
      ]),
    ),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ...(resource.archivable
      ? {
          archivedAt: iso(row.archivedAt),
          archivedBy: (row.archivedBy as string | null) ?? null,
          archivedByName: (row.archivedByName as string | null) ?? null,
          archiveReason: (row.archiveReason as string | null) ?? null,
        }
      : {}),
  };
}

export interface ValueOptions {
  /** Also take read-only fields (an extension's own action, already validated by it). Default false. */
  readOnly?: boolean;
}

/**
 * The column values among the given field values: only the definition's writable fields (all fields with
 * `readOnly: true`), reference lists aside (`listValues`); an optional text left empty is stored as null.
 */
export function columnValues(
  resource: AnyResource,
  body: Record<string, unknown>,
  options: ValueOptions = {},
): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if ((field.readOnly && !options.readOnly) || !(name in body) || body[name] === undefined) continue;
    if (field.kind === 'referenceList') continue;
    const value = body[name];
    values[name] = !field.required && value === '' ? null : value;
  }
  return values;
}

/** The reference lists among the given field values (ids, sorted and without repeats by the field's rule). */
export function listValues(
  resource: AnyResource,
  body: Record<string, unknown>,
  options: ValueOptions = {},
): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'referenceList' || (field.readOnly && !options.readOnly)) continue;
    const ids = body[name];
    if (Array.isArray(ids)) values[name] = [...new Set(ids.map((id) => String(id).toLowerCase()))].sort();
  }
  return values;
}
