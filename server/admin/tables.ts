import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { AnyResource, Field, NamedField } from '../../resources/define.ts';
import { users } from '../db/schema/users.ts';
import { byteOrder, dutchSurnameKey, foldText } from '../db/text-keys.ts';

/** A resource's table as the engine sees it: columns by field name (plus id, createdAt, … archivedAt …). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns follow the definition at run time
export type ResourceTable = PgTableWithColumns<any>;

/** `administrative-units` → `administrative_units`; `referenceNumber` → `reference_number`. */
export function snakeCase(name: string): string {
  return name.replace(/-/g, '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Index names the engine maps a unique violation back to its field with. */
export function uniqueIndexName(resource: AnyResource, fieldName: string): string {
  return `${snakeCase(resource.name)}_${snakeCase(fieldName)}_unique`;
}

function columnFor(field: Field, column: string, resolve: (resource: string) => ResourceTable) {
  if (field.kind === 'referenceList') return null; // a join table, not a column (listTableFor)
  let builder: PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
  switch (field.kind) {
    case 'text':
    case 'enum':
      builder = text(column);
      break;
    case 'enumList':
      // Always a list (empty for none), so "no value" has one spelling.
      return text(column)
        .array()
        .notNull()
        .default(sql`'{}'::text[]`);
    case 'number':
      builder = field.integer ? integer(column) : doublePrecision(column);
      break;
    case 'boolean':
      builder = boolean(column);
      break;
    case 'date':
      builder = date(column, { mode: 'string' });
      break;
    case 'reference': {
      const target = field.references!;
      builder = uuid(column).references((): AnyPgColumn => resolve(target).id as AnyPgColumn);
      break;
    }
  }
  const withDefault = field.default === null ? builder : defaulted(builder, field.default);
  return field.required ? withDefault.notNull() : withDefault;
}

/** A field's column default (`default: true`): new rows written without the column get it too. */
function defaulted<B extends PgColumnBuilderBase>(builder: B, value: unknown): B {
  return (builder as unknown as { default(value: unknown): B }).default(value);
}

/** The unique index of a field: on `lower(col)` for 'caseInsensitive', led by its `uniqueWithin` column. */
function uniqueIndexFor(
  resource: AnyResource,
  field: NamedField,
  column: ExtraConfigColumn,
  columns: Record<string, ExtraConfigColumn>,
) {
  const value = field.unique === 'caseInsensitive' ? sql`lower(${column})` : column;
  const builder = uniqueIndex(uniqueIndexName(resource, field.name));
  return field.uniqueWithin ? builder.on(columns[field.uniqueWithin]!, value) : builder.on(value);
}

/** The generated column free-text search (`q`) runs on. */
export const SEARCH_COLUMN = 'searchText';

/**
 * `search_text`: the searchable fields folded (lower case, no accents: server/db/text-keys.ts), joined by spaces, kept by PostgreSQL itself (a generated
 * column), with one pg_trgm GIN index. One column and one index serve a search over several fields and several
 * words ("sanne jansen"), and the planner estimates it far better than an OR of ILIKEs (docs/decisions.md).
 */
function searchColumnFor(fields: readonly NamedField[]): Record<string, PgColumnBuilderBase> {
  const searchable = fields.filter((field) => field.searchable);
  if (searchable.length === 0) return {};
  const parts = searchable.map((field) => sql`coalesce(${sql.identifier(snakeCase(field.name))}, '')`);
  return {
    [SEARCH_COLUMN]: text('search_text').generatedAlwaysAs(foldText(sql.join(parts, sql` || ' ' || `))),
  };
}

/** The generated column `sort=<field>` orders by, for a field with a `sortKey` (`lastNameSortKey`); else null. */
export function sortKeyColumnOf(field: Field & { name: string }): string | null {
  return field.sortKey ? `${field.name}SortKey` : null;
}

/** `<field>_sort_key`: the field's sort key (TextOptions.sortKey), kept by PostgreSQL itself. */
function sortKeyColumnsFor(fields: readonly NamedField[]): Record<string, PgColumnBuilderBase> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const name = sortKeyColumnOf(field);
      if (!name) return [];
      const key = dutchSurnameKey(sql.identifier(snakeCase(field.name)));
      return [[name, text(snakeCase(name)).generatedAlwaysAs(key)]];
    }),
  );
}

/** The columns PostgreSQL derives (search text, sort keys): read by queries, never part of a record. */
export function derivedColumnsOf(resource: AnyResource): string[] {
  const fields = Object.values(resource.fields);
  return [
    ...(fields.some((field) => field.searchable) ? [SEARCH_COLUMN] : []),
    ...fields.flatMap((field) => sortKeyColumnOf(field) ?? []),
  ];
}

/** What a sortable text field is ordered by: its sort key column, else the lower-cased text. */
function textSortKey(
  field: NamedField,
  column: ExtraConfigColumn,
  columns: Record<string, ExtraConfigColumn>,
): ExtraConfigColumn | SQL {
  const keyColumn = sortKeyColumnOf(field);
  return keyColumn ? byteOrder(columns[keyColumn]!) : sql`lower(${column})`;
}

/**
 * Tables by the definition's `fields` object: a table is made of the fields (and the name and archive state that come
 * with them), so a copy of a definition with more readers (resources/reference-readers.ts) shares its table.
 */
const cache = new Map<AnyResource['fields'], ResourceTable>();
const byName = new Map<string, ResourceTable>();

function resolverFor(resource: AnyResource): (target: string) => ResourceTable {
  return (target) => {
    const table = byName.get(target);
    if (!table) throw new Error(`${resource.name}: references unknown resource "${target}"`);
    return table;
  };
}

/**
 * The Drizzle table of a definition (docs/architecture.md "ORM and migrations"): `id` uuid, one column per field
 * (snake_case),
 * `created_at`/`updated_at`, and `archived_at`/`archived_by`/`archive_reason` when archivable; a pg_trgm GIN index
 * per searchable field, a btree index per sortable, filterable or reference field (with `id` as tie-breaker for
 * keyset paging), a unique index where asked (on `lower(col)` for 'caseInsensitive'; led by the `uniqueWithin`
 * column when given, so the value is unique per branch …). One object per definition, so the schema export and the
 * engine share it.
 */
export function tableFor(resource: AnyResource): ResourceTable {
  const known = cache.get(resource.fields);
  if (known) return known;
  const name = snakeCase(resource.name);
  const resolve = resolverFor(resource);
  const fields = Object.values(resource.fields).filter((field) => field.kind !== 'referenceList');
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey().defaultRandom(),
    ...Object.fromEntries(
      fields.map((field) => [field.name, columnFor(field, snakeCase(field.name), resolve)!]),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...(resource.archivable
      ? {
          archivedAt: timestamp('archived_at', { withTimezone: true }),
          archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
          archiveReason: text('archive_reason'),
        }
      : {}),
    ...searchColumnFor(fields),
    ...sortKeyColumnsFor(fields),
  };
  const table = pgTable(name, columns, (t) => [
    index(`${name}_created_at_idx`).on(t.createdAt!, t.id!),
    ...(t[SEARCH_COLUMN]
      ? [index(`${name}_search_trgm_idx`).using('gin', t[SEARCH_COLUMN].op('gin_trgm_ops'))]
      : []),
    ...fields.flatMap((field) => {
      const column = t[field.name]!;
      const indexName = `${name}_${snakeCase(field.name)}`;
      return [
        ...(field.kind === 'enumList' && field.filterable
          ? [index(`${indexName}_gin_idx`).using('gin', column)]
          : field.kind === 'text'
            ? [
                // Text sorts ignore case, or follow the field's sort key; filters find a part of the folded text.
                ...(field.sortable
                  ? [index(`${indexName}_sort_idx`).on(textSortKey(field, column, t), t.id!)]
                  : []),
                ...(field.filterable
                  ? [index(`${indexName}_trgm_idx`).using('gin', sql`${foldText(column)} gin_trgm_ops`)]
                  : []),
              ]
            : field.sortable || field.filterable || field.kind === 'reference'
              ? [index(`${indexName}_idx`).on(column, t.id!)]
              : []),
        ...(field.unique ? [uniqueIndexFor(resource, field, column, t)] : []),
      ];
    }),
    // Also the order of the archive listing by "Gearchiveerd op" (keyset paging on archived_at, id).
    ...(resource.archivable ? [index(`${name}_archived_at_idx`).on(t.archivedAt!, t.id!)] : []),
  ]) as ResourceTable;
  cache.set(resource.fields, table);
  byName.set(resource.name, table);
  return table;
}

/** A reference list's join table as the engine sees it: `recordId` (the list's owner) and `referenceId`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table follows the definition at run time
export type ListTable = PgTableWithColumns<any>;

/** The reference lists of a definition (`field.referenceList`), in definition order. */
export function listFieldsOf(resource: AnyResource): NamedField[] {
  return Object.values(resource.fields).filter((field) => field.kind === 'referenceList');
}

/** `employees` + `tags` → `employees_tags`: the join table of a reference list. */
export function listTableName(resource: AnyResource, fieldName: string): string {
  return `${snakeCase(resource.name)}_${snakeCase(fieldName)}`;
}

/** The foreign key from a join table to the listed records: violated by an unknown id in the list. */
export function listReferenceKeyName(resource: AnyResource, fieldName: string): string {
  return `${listTableName(resource, fieldName)}_reference_fk`;
}

const listCache = new Map<AnyResource['fields'], Map<string, ListTable>>();

/**
 * The join table of reference list `fieldName` of a definition: `<resource>_<field>` with `record_id` (→ the
 * resource's table, ON DELETE CASCADE: the list goes with its record) and `reference_id` (→ the listed resource's
 * table, ON DELETE RESTRICT: a listed record cannot be deleted), primary key (record_id, reference_id) — which
 * serves reading a record's list — and an index (reference_id, record_id) for `filter[<field>]=<id>` and for the
 * delete check. The column names are generic, so a list of the resource's own records (related employees) works
 * too. The foreign keys have short fixed names (`<table>_record_fk`, `<table>_reference_fk`) that stay under
 * PostgreSQL's 63 characters, so a violation maps back to its field.
 */
export function listTableFor(resource: AnyResource, fieldName: string): ListTable {
  const known = listCache.get(resource.fields)?.get(fieldName);
  if (known) return known;
  const field = resource.fields[fieldName];
  if (field?.kind !== 'referenceList') {
    throw new Error(`${resource.name}.${fieldName}: not a reference list`);
  }
  const owner = tableFor(resource);
  const resolve = resolverFor(resource);
  const name = listTableName(resource, fieldName);
  const table = pgTable(
    name,
    {
      recordId: uuid('record_id').notNull(),
      referenceId: uuid('reference_id').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.recordId, t.referenceId] }),
      index(`${name}_reference_idx`).on(t.referenceId, t.recordId),
      foreignKey({ name: `${name}_record_fk`, columns: [t.recordId], foreignColumns: [owner.id!] }).onDelete(
        'cascade',
      ),
      foreignKey({
        name: listReferenceKeyName(resource, fieldName),
        columns: [t.referenceId],
        foreignColumns: [resolve(field.references!).id!],
      }).onDelete('restrict'),
    ],
  ) as ListTable;
  const tables = listCache.get(resource.fields) ?? new Map<string, ListTable>();
  tables.set(fieldName, table);
  listCache.set(resource.fields, tables);
  return table;
}

/** Every join table of a definition, by field name. */
export function listTablesOf(resource: AnyResource): Record<string, ListTable> {
  return Object.fromEntries(
    listFieldsOf(resource).map((field) => [field.name, listTableFor(resource, field.name)]),
  );
}
