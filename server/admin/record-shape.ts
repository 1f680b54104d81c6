import type { PgColumn } from 'drizzle-orm/pg-core';
import { translate } from '../../i18n/server-translate.ts';
import type { AnyResource } from '../../resources/define.ts';
import { HttpError } from '../http/http-error.ts';
import type { ResourceTable } from './tables.ts';

/** A resource record between the database row and the API's JSON shape. */

export type ApiRecord = Record<string, unknown> & { id: string };

export interface Page {
  data: ApiRecord[];
  links: { next: string | null };
  meta: { total?: number };
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

/** A row in the API's shape: fields by name, timestamps as ISO strings. */
export function toRecord(resource: AnyResource, row: Row): ApiRecord {
  return {
    id: row.id as string,
    ...Object.fromEntries(
      Object.values(resource.fields).map((field) => [
        field.name,
        row[field.name] ?? (field.kind === 'enumList' ? [] : null),
      ]),
    ),
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

/** Keeps only the definition's writable fields; an optional text left empty is stored as null. */
export function columnValues(resource: AnyResource, body: Record<string, unknown>): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly || !(name in body) || body[name] === undefined) continue;
    const value = body[name];
    values[name] = !field.required && value === '' ? null : value;
  }
  return values;
}
