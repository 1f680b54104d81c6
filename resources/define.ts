import { z } from 'zod';
import type { Permission } from './permissions.ts';

/**
 * The admin framework's DSL (DESIGN.md §3): a resource is data. One `defineResource({...})` per file in
 * `resources/` yields the table, the API routes and (next) the screens. Validation rules are zod schemas; their
 * Dutch messages come from the process-wide zod configuration (server/http/zod-messages.ts), so a definition
 * names rules, never sentences. Nothing here knows React or the server.
 */

/** What every field helper accepts. */
export interface FieldOptions {
  /** A value must be given on create (and may not be cleared on edit). Default false: the column is nullable. */
  required?: boolean;
  /** Shown as a column in the list screen. Default true. */
  list?: boolean;
  /** Part of the free-text search `q` (text fields only; backed by a pg_trgm GIN index). Default false. */
  searchable?: boolean;
  /** May be used in `sort=`; also gives the column a btree index. Default false. */
  sortable?: boolean;
  /** May be used as `filter[<field>]=` (exact match). Default false. */
  filterable?: boolean;
  /**
   * Shown and answered, but not accepted in POST/PATCH bodies: set only by an extension's own action (an
   * employee's permissions through `update-permissions`). Default false.
   */
  readOnly?: boolean;
  /**
   * May be changed by PATCH. Default true; false: given on create only, changed by an extension's own action
   * (a facility's region through `update-region`, an employee's email through `update-email`).
   */
  editable?: boolean;
}

export type FieldKind =
  'text' | 'number' | 'boolean' | 'enum' | 'enumList' | 'reference' | 'referenceList' | 'date';

/** The kinds whose value is a list: never null (an empty list is "none"), never sortable. */
export const LIST_KINDS: readonly FieldKind[] = ['enumList', 'referenceList'];

/** A field as a definition holds it; `label` and `name` are filled in by `defineResource`. */
export interface Field<
  Kind extends FieldKind = FieldKind,
  Value = unknown,
  Required extends boolean = boolean,
> {
  kind: Kind;
  /** The zod rule of a given value (never null/undefined; `required` decides about those). */
  schema: z.ZodType<Value>;
  required: Required;
  list: boolean;
  searchable: boolean;
  sortable: boolean;
  filterable: boolean;
  readOnly: boolean;
  editable: boolean;
  /** Text: several lines (a text area on screens). */
  multiline: boolean;
  /** Text: unique per case-insensitive value ('caseInsensitive') or exactly (true). */
  unique: boolean | 'caseInsensitive';
  /** Text: `unique` holds only among records with the same value of this field (an expertise's name per branch). */
  uniqueWithin: string | null;
  /** Number: stored as an integer. */
  integer: boolean;
  /** Enum, enumList: the allowed values. */
  values: readonly string[];
  /** Reference, referenceList: the name of the referenced resource (its records' id). */
  references: string | null;
}

type RequiredOf<O> = O extends { required: true } ? true : false;

function build<Kind extends FieldKind, Value, O extends FieldOptions>(
  kind: Kind,
  schema: z.ZodType<Value>,
  options: O,
  extra: Partial<
    Pick<Field, 'unique' | 'uniqueWithin' | 'integer' | 'values' | 'references' | 'multiline'>
  > = {},
): Field<Kind, Value, RequiredOf<O>> {
  return {
    kind,
    schema,
    required: (options.required === true) as RequiredOf<O>,
    list: options.list ?? true,
    searchable: options.searchable ?? false,
    sortable: options.sortable ?? false,
    filterable: options.filterable ?? false,
    readOnly: options.readOnly ?? false,
    editable: !(options.readOnly ?? false) && (options.editable ?? true),
    multiline: extra.multiline ?? false,
    unique: extra.unique ?? false,
    uniqueWithin: extra.uniqueWithin ?? null,
    integer: extra.integer ?? false,
    values: extra.values ?? [],
    references: extra.references ?? null,
  };
}

export interface TextOptions extends FieldOptions {
  /** Maximum length in characters. Default 255. */
  max?: number;
  /** Minimum length in characters (after trimming). */
  min?: number;
  /** Refuse a second record with the same value: `'caseInsensitive'` (Tag = tag) or `true` (exact). */
  unique?: boolean | 'caseInsensitive';
  /** With `unique`: unique only among records with the same value of this field (`'branch'`: per branch). */
  uniqueWithin?: string;
  /** Several lines: a text area on the screens (a region's description). Default false. */
  multiline?: boolean;
  /** Replace the derived rule (e.g. `z.email()`, a KVK pattern); `max`/`min` are then ignored. */
  schema?: z.ZodType<string>;
}

export interface NumberOptions extends FieldOptions {
  min?: number;
  max?: number;
  /** Whole numbers only (an integer column). Default false (double precision). */
  integer?: boolean;
  schema?: z.ZodType<number>;
}

export interface ReferenceListOptions extends FieldOptions {
  /** At most this many ids. Default 500. */
  max?: number;
}

export interface DateOptions extends FieldOptions {
  schema?: z.ZodType<string>;
}

/** Field helpers: `field.text({ required: true, max: 100, searchable: true })`. */
export const field = {
  /** Text, trimmed; empty is "not given". */
  text<O extends TextOptions>(options: O = {} as O) {
    const derived = z
      .string()
      .trim()
      .min(options.min ?? (options.required ? 1 : 0))
      .max(options.max ?? 255);
    return build('text', options.schema ?? derived, options, {
      unique: options.unique ?? false,
      uniqueWithin: options.uniqueWithin ?? null,
      multiline: options.multiline ?? false,
    });
  },
  /** A number; `integer: true` for whole numbers. */
  number<O extends NumberOptions>(options: O = {} as O) {
    let derived = options.integer ? z.number().int() : z.number();
    if (options.min !== undefined) derived = derived.min(options.min);
    if (options.max !== undefined) derived = derived.max(options.max);
    return build('number', options.schema ?? derived, options, { integer: options.integer ?? false });
  },
  /** Yes/no. */
  boolean<O extends FieldOptions>(options: O = {} as O) {
    return build('boolean', z.boolean(), options);
  },
  /** One of `values` (stored as text). */
  enum<const Values extends readonly [string, ...string[]], O extends FieldOptions>(
    values: Values,
    options: O = {} as O,
  ) {
    return build('enum', z.enum(values) as z.ZodType<Values[number]>, options, { values });
  },
  /**
   * Several of `values` (a text[] column, answered as an array in the order of `values`, without repeats): a
   * role's permissions.
   */
  enumList<const Values extends readonly [string, ...string[]], O extends FieldOptions>(
    values: Values,
    options: O = {} as O,
  ) {
    const schema = z
      .array(z.enum(values))
      .max(values.length * 4)
      .transform((given) => values.filter((value) => given.includes(value)));
    return build('enumList', schema, options, { values });
  },
  /** The id of a record of resource `resource` (a uuid column with a foreign key). */
  reference<O extends FieldOptions>(resource: string, options: O = {} as O) {
    return build('reference', z.uuid(), options, { references: resource });
  },
  /**
   * A set of ids of records of resource `resource` (an employee's tags), stored in a join table
   * `<resource>_<field>` (`record_id` → this resource, removed with the record; `reference_id` → the other
   * resource, which cannot be deleted while listed). Answered as an array of ids in ascending id order, without
   * repeats; a POST/PATCH replaces the whole set. `required`: at least one id. `filterable`: `filter[<field>]=<id>`
   * matches the records whose list holds that id.
   */
  referenceList<O extends ReferenceListOptions>(resource: string, options: O = {} as O) {
    const schema = z
      .array(z.uuid())
      .min(options.required ? 1 : 0)
      .max(options.max ?? 500)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))].sort());
    return build('referenceList', schema, options, { references: resource });
  },
  /** A calendar date `YYYY-MM-DD`. */
  date<O extends DateOptions>(options: O = {} as O) {
    return build('date', options.schema ?? z.iso.date(), options);
  },
};

export type Fields = Record<string, Field>;

export interface Sort<FieldName extends string = string> {
  field: FieldName | 'createdAt';
  order: 'asc' | 'desc';
}

/** Names of the audit entries a resource's writes produce (spec §3 "Admin action names"). */
export interface AuditNames {
  create: string;
  edit: string;
  /** Default: `delete<Entity>` from `create` (createTag → deleteTag). */
  delete?: string;
  /** Default: `archive<Entity>`. */
  archive?: string;
  /** Default: `restore<Entity>`. */
  restore?: string;
  /**
   * Edits of these fields get their own entry (a region: `{ name: 'editRegionName', description:
   * 'editRegionDescription' }`); a PATCH changing other fields too also writes one `edit` entry for those.
   */
  editFields?: Readonly<Record<string, string>>;
}

/** The generic operations; a resource may offer fewer (expertises are only edited: spec §7 PATCH /expertises/{id}). */
export const OPERATIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * The menu icon, by name: the SPA maps each to an icon (src/framework/resource-icons.ts), so definitions stay
 * free of React.
 */
export const RESOURCE_ICONS = [
  'administrativeUnit',
  'branch',
  'employee',
  'expertise',
  'expertiseProfile',
  'facility',
  'region',
  'role',
  'tag',
  'generic',
] as const;
export type ResourceIcon = (typeof RESOURCE_ICONS)[number];

export interface ResourceInput<Name extends string, F extends Fields> {
  /** Plural, kebab-case: the REST path (`/api/<name>`), the i18n key (`resources.<name>`), the table (snake_case). */
  name: Name;
  /** Needed for every route of the resource (403 without it). */
  permission: Permission;
  /** Also allow reading (list, show) with any of these (employees: `view_employees`). */
  readPermissions?: readonly Permission[];
  /** The fields, in screen order. Every record also has `id`, `createdAt`, `updatedAt`. */
  fields: F;
  /** The field that names a record (titles, references, delete confirmations). Default `name`, else the first. */
  title?: keyof F & string;
  /** The generic routes and screens offered. Default all; an extension may add its own create path. */
  operations?: readonly Operation[];
  /** The menu entry's icon. Default `generic`. */
  icon?: ResourceIcon;
  /** Listed in the menu. Default true (false for resources reached only through another, like expertises). */
  menu?: boolean;
  /** The list's order when the client names none. */
  defaultSort: Sort<keyof F & string>;
  /** DELETE archives with a reason instead of removing; adds `/<name>/archived` and its restore call. */
  archivable?: boolean;
  /** Names of the audit entries. */
  audit: AuditNames;
  /** Named extensions beyond CRUD: server actions in `server/admin/<name>/`, screens in `src/screens/<name>/`. */
  extensions?: readonly string[];
}

/** A field with its place in the definition. */
export type NamedField<F extends Field = Field> = F & {
  /** The key in `fields` (camelCase; the column is its snake_case). */
  name: string;
  /** i18n key of the label: `resources.<resource>.fields.<field>`. */
  label: string;
};

export interface ResourceDefinition<Name extends string = string, F extends Fields = Fields> {
  name: Name;
  permission: Permission;
  readPermissions: readonly Permission[];
  fields: { [K in keyof F]: NamedField<F[K]> };
  title: string;
  operations: readonly Operation[];
  icon: ResourceIcon;
  menu: boolean;
  defaultSort: Sort<keyof F & string>;
  archivable: boolean;
  audit: Required<AuditNames>;
  extensions: readonly string[];
}

/** Declares a resource. Fills in label keys and default audit names; checks the definition is coherent. */
export function defineResource<const Name extends string, F extends Fields>(
  input: ResourceInput<Name, F>,
): ResourceDefinition<Name, F> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(input.name)) {
    throw new Error(`Resource name "${input.name}" must be plural kebab-case`);
  }
  const fields = Object.fromEntries(
    Object.entries(input.fields).map(([name, definition]) => {
      if (definition.searchable && definition.kind !== 'text') {
        throw new Error(`${input.name}.${name}: only text fields can be searchable`);
      }
      if (LIST_KINDS.includes(definition.kind) && definition.sortable) {
        throw new Error(`${input.name}.${name}: a list field cannot be sortable`);
      }
      const within = definition.uniqueWithin;
      if (within !== null && (!definition.unique || within === name || !(within in input.fields))) {
        throw new Error(`${input.name}.${name}: uniqueWithin needs unique and another field`);
      }
      return [name, { ...definition, name, label: `resources.${input.name}.fields.${name}` }];
    }),
  ) as ResourceDefinition<Name, F>['fields'];
  const sortField = input.defaultSort.field;
  if (sortField !== 'createdAt' && !input.fields[sortField]?.sortable) {
    throw new Error(`${input.name}: defaultSort.field "${sortField}" is not a sortable field`);
  }
  const title = input.title ?? ('name' in input.fields ? 'name' : Object.keys(input.fields)[0]!);
  if (!(title in input.fields)) throw new Error(`${input.name}: title field "${title}" is not a field`);
  for (const name of Object.keys(input.audit.editFields ?? {})) {
    if (!(name in input.fields))
      throw new Error(`${input.name}: audit.editFields names unknown field "${name}"`);
  }
  const entity = input.audit.create.replace(/^create/, '');
  return {
    name: input.name,
    permission: input.permission,
    readPermissions: input.readPermissions ?? [],
    fields,
    title,
    operations: input.operations ?? OPERATIONS,
    icon: input.icon ?? 'generic',
    menu: input.menu ?? true,
    defaultSort: input.defaultSort,
    archivable: input.archivable ?? false,
    audit: {
      delete: `delete${entity}`,
      archive: `archive${entity}`,
      restore: `restore${entity}`,
      editFields: {},
      ...input.audit,
    },
    extensions: input.extensions ?? [],
  };
}

type ValueOf<F> =
  F extends Field<'enumList' | 'referenceList', infer Value>
    ? Value
    : F extends Field<FieldKind, infer Value, infer Required>
      ? Required extends true
        ? Value
        : Value | null
      : never;

/** What the API answers for one record of a definition. */
export type RecordOf<D extends ResourceDefinition> =
  D extends ResourceDefinition<string, infer F>
    ? { id: string; createdAt: string; updatedAt: string } & { [K in keyof F]: ValueOf<F[K]> }
    : never;

/** The body of a create (required fields must be given; the others may be left out or null). */
export type CreateInputOf<D extends ResourceDefinition> =
  D extends ResourceDefinition<string, infer F>
    ? { [K in keyof F as F[K]['required'] extends true ? K : never]: ValueOf<F[K]> } & {
        [K in keyof F as F[K]['required'] extends true ? never : K]?: ValueOf<F[K]>;
      }
    : never;

/** The fields an archived record adds (DELETE with a reason, spec §3 "Archived record"). */
export interface ArchiveFields {
  archivedAt: string | null;
  archivedBy: string | null;
  /** The archiving user's first and last name (their email when they have no name); null when not archived. */
  archivedByName: string | null;
  archiveReason: string | null;
}

/** Any definition, as the engines handle them. */
export type AnyResource = ResourceDefinition<string, Fields>;
