import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AnyResource } from '../../resources/define.ts';
import { users } from '../db/schema/users.ts';
import { column } from './record-shape.ts';
import { listFieldsOf, listTableFor, SEARCH_COLUMN, tableFor } from './tables.ts';

/**
 * What the engine selects for a record: the table's columns, each reference list as one array (a correlated
 * subquery on the join table's primary key) and, for archivable resources, the archiving user's name. So a page
 * of records, with all their lists, is one query (no query per record).
 */

/** The ids of one reference list of the current row, ascending, `{}` for none. */
function listColumn(resource: AnyResource, fieldName: string): SQL<string[]> {
  const table = tableFor(resource);
  const join = listTableFor(resource, fieldName);
  return sql<
    string[]
  >`coalesce((select array_agg(${join.referenceId}::text order by ${join.referenceId}) from ${join} where ${join.recordId} = ${column(table, 'id')}), '{}'::text[])`;
}

/** The archiving user's first and last name, or their email when they have neither; null when not archived. */
function archivedByNameColumn(resource: AnyResource): SQL<string | null> {
  const table = tableFor(resource);
  return sql<
    string | null
  >`(select coalesce(nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), ''), ${users.email}) from ${users} where ${users.id} = ${column(table, 'archivedBy')})`;
}

/** The selection of a record (for `db.select(recordColumns(resource)).from(tableFor(resource))`). */
export function recordColumns(resource: AnyResource): Record<string, PgColumn | SQL> {
  const { [SEARCH_COLUMN]: _search, ...columns } = getTableColumns(tableFor(resource));
  return {
    ...columns,
    ...Object.fromEntries(
      listFieldsOf(resource).map((field) => [field.name, listColumn(resource, field.name)]),
    ),
    ...(resource.archivable ? { archivedByName: archivedByNameColumn(resource) } : {}),
  };
}

/** `filter[<list>]=<id>`: the records whose list holds `id` (served by the join table's reference index). */
export function listContains(resource: AnyResource, fieldName: string, id: string): SQL {
  const join = listTableFor(resource, fieldName);
  const owner = column(tableFor(resource), 'id');
  return sql`exists (select 1 from ${join} where ${and(eq(join.recordId, owner), eq(join.referenceId, id))})`;
}
