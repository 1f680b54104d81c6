import { and, arrayContains, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { AnyResource, NamedField } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { users } from '../db/schema/users.ts';
import { column } from './record-shape.ts';
import { derivedColumnsOf, listFieldsOf, listTableFor, tableFor, type ResourceTable } from './tables.ts';

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
  const derived = derivedColumnsOf(resource);
  const columns = Object.entries(getTableColumns(tableFor(resource))).filter(
    ([name]) => !derived.includes(name),
  );
  return {
    ...Object.fromEntries(columns),
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

/** The grant list (`field.permissions`) of a resource, if it has one. */
function grantFieldOf(resource: AnyResource): NamedField | undefined {
  return Object.values(resource.fields).find((field) => field.grants);
}

/**
 * `filter[<grant list>]=<permission>`: the records holding the permission themselves or through a record their
 * reference lists name that holds it (an employee's roles), as the record's rights are reckoned
 * (server/admin/employees/authority.ts). One `id in (… union all …)`, so each part is served by its own index
 * (the list's GIN index, the join table's) rather than an OR that reads the whole table.
 */
export function grantsInclude(resource: AnyResource, fieldName: string, permission: string): SQL {
  const table = tableFor(resource);
  const own = alias(table, 'own_grants') as ResourceTable;
  const query = new QueryBuilder();
  const holders = [
    query
      .select({ id: column(own, 'id') })
      .from(own)
      .where(arrayContains(column(own, fieldName), [permission])),
    ...listFieldsOf(resource).flatMap((list) => {
      const listed = RESOURCES.find((candidate) => candidate.name === list.references);
      const grants = listed && grantFieldOf(listed);
      if (!listed || !grants) return [];
      const join = listTableFor(resource, list.name);
      const target = tableFor(listed);
      return [
        query
          .select({ id: join.recordId })
          .from(join)
          .innerJoin(target, eq(column(target, 'id'), join.referenceId))
          .where(arrayContains(column(target, grants.name), [permission])),
      ];
    }),
  ];
  return sql`${column(table, 'id')} in (${sql.join(holders, sql` union all `)})`;
}
