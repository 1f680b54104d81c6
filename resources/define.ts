import { z } from 'zod';
import { COMMON_LABELS } from './common-labels.ts';
import { PERMISSIONS, type Permission } from './permissions.ts';
import { recordNameFields } from './record-name.ts';
import { phoneNumber } from './validators.ts';

/**
 * The admin framework's DSL (docs/architecture.md "Resource definitions", docs/adding-a-resource.md): a resource is
 * data. One `defineResource({...})` per file in `resources/` yields the table, the API routes, the screens and their
 * texts. Validation rules are zod schemas, kept on the server (the SPA gets the generated resources/manifest.ts);
 * their Dutch messages come from the process-wide zod configuration (server/http/zod-messages.ts), except a
 * `pattern`'s own message. Nothing here knows React or the server.
 */

/** A text shown to users: Dutch, or Dutch with an English translation (English falls back to Dutch). */
export type Text = string | { nl: string; en?: string };

/** A text in both languages, English falling back to Dutch. */
export interface Texts {
  nl: string;
  en: string;
}

export function textsOf(text: Text): Texts {
  return typeof text === 'string' ? { nl: text, en: text } : { nl: text.nl, en: text.en ?? text.nl };
}

/**
 * A permission a resource declares (its own `manage_<name>`, or one its extensions check): the name and the label
 * the roles screen and the employee's rights show. Declared once; other resources name it as a string.
 */
export interface PermissionDeclaration {
  /** snake_case, e.g. `manage_departments`. */
  name: string;
  label: Text;
}

/** A declared permission as a definition holds it. */
export interface DeclaredPermission {
  name: string;
  label: Texts;
}

/** What every field helper accepts. */
export interface FieldOptions {
  /**
   * The field's label on screens. Default: the shared label of common field names (`name` → "Naam", `email`,
   * `phone`, `city` …, resources/common-labels.ts); any other field must name one.
   */
  label?: Text;
  /** A hint shown under the input of forms. */
  help?: Text;
  /** A value must be given on create (and may not be cleared on edit). Default false: the column is nullable. */
  required?: boolean;
  /** Shown as a column in the list screen. Default true. */
  list?: boolean;
  /** Part of the free-text search `q` (text fields only; backed by a pg_trgm GIN index). Default false. */
  searchable?: boolean;
  /** May be used in `sort=`; also gives the column a btree index. Default false. */
  sortable?: boolean;
  /**
   * May be used as `filter[<field>]=`: a text matches a part of the value, ignoring case and accents ("plan" finds
   * "Senior planner"); a permission list the record's own grants or those of the records its reference lists name
   * (an employee's roles); other kinds match exactly. Default false.
   */
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
  /** Text: a phone number (`field.phone`), shown as people read it ("06 48 27 19 53"), stored as E.164. */
  phone: boolean;
  /** Text: unique per case-insensitive value ('caseInsensitive') or exactly (true). */
  unique: boolean | 'caseInsensitive';
  /** Text: `unique` holds only among records with the same value of this field (an expertise's name per branch). */
  uniqueWithin: string | null;
  /** Text: what `sort=<field>` orders by instead of the value itself (TextOptions.sortKey). */
  sortKey: SortKey | null;
  /** Number: stored as an integer. */
  integer: boolean;
  /** Enum, enumList: the allowed values. */
  values: readonly string[];
  /** Reference, referenceList: the name of the referenced resource (its records' id). */
  references: string | null;
  /** The label as given (null: the shared label of the field's name, filled in by `defineResource`). */
  labelText: Texts | null;
  help: Texts | null;
  /** Enum, enumList: the label of each value. */
  valueLabels: Readonly<Record<string, Texts>>;
  /**
   * The value a new record gets when a create leaves the field out (column default, API, form); `defineResource`
   * refuses one that fails the field's own rule, naming resource and field.
   */
  default: Value | null;
  /** EnumList of permissions (`field.permissions`): its values are grants, bounded by what the writer holds. */
  grants: boolean;
}

type RequiredOf<O> = O extends { required: true } ? true : false;

/** A value new records get when the create leaves the field out. */
interface DefaultOption<Value> {
  default?: Value;
}

function build<Kind extends FieldKind, Value, O extends FieldOptions & DefaultOption<Value>>(
  kind: Kind,
  schema: z.ZodType<Value>,
  options: O,
  extra: Partial<
    Pick<
      Field,
      | 'unique'
      | 'uniqueWithin'
      | 'sortKey'
      | 'integer'
      | 'values'
      | 'references'
      | 'multiline'
      | 'phone'
      | 'valueLabels'
      | 'grants'
    >
  > = {},
): Field<Kind, Value, RequiredOf<O>> {
  return {
    kind,
    schema,
    labelText: options.label === undefined ? null : textsOf(options.label),
    help: options.help === undefined ? null : textsOf(options.help),
    valueLabels: extra.valueLabels ?? {},
    default: options.default ?? null,
    grants: extra.grants ?? false,
    required: (options.required === true) as RequiredOf<O>,
    list: options.list ?? true,
    searchable: options.searchable ?? false,
    sortable: options.sortable ?? false,
    filterable: options.filterable ?? false,
    readOnly: options.readOnly ?? false,
    editable: !(options.readOnly ?? false) && (options.editable ?? true),
    multiline: extra.multiline ?? false,
    phone: extra.phone ?? false,
    unique: extra.unique ?? false,
    uniqueWithin: extra.uniqueWithin ?? null,
    sortKey: extra.sortKey ?? null,
    integer: extra.integer ?? false,
    values: extra.values ?? [],
    references: extra.references ?? null,
  };
}

/**
 * A derived order of a text (a generated column, server/db/text-keys.ts): 'dutchSurname' files a surname as Dutch
 * registers do, without its tussenvoegsel ("de Boer" under B, after "Boer"), accents and case ignored.
 */
export type SortKey = 'dutchSurname';

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
  /** With `sortable`: order by this derived key instead of the text (SortKey). */
  sortKey?: SortKey;
  /**
   * The value must match `regex` (after trimming); else the field's error is `message` ("Vul vier tot zes cijfers
   * in."), never zod's own wording.
   */
  pattern?: { regex: RegExp; message: Text };
  /** Replace the derived rule (e.g. `emailAddress()`, a KVK check); `max`/`min`/`pattern` are then ignored. */
  schema?: z.ZodType<string>;
  default?: string;
}

export interface NumberOptions extends FieldOptions {
  min?: number;
  max?: number;
  /** Whole numbers only (an integer column). Default false (double precision). */
  integer?: boolean;
  schema?: z.ZodType<number>;
  default?: number;
}

export interface BooleanOptions extends FieldOptions {
  /** Without one, a boolean left out of a create is null ("not answered"); most want `default: false` or true. */
  default?: boolean;
}

/** Enum and enumList options: the label of every value. */
export interface EnumOptions<Value extends string> extends FieldOptions {
  labels: Record<Value, Text>;
}

export interface ReferenceListOptions extends FieldOptions {
  /** At most this many ids. Default 500. */
  max?: number;
}

export interface DateOptions extends FieldOptions {
  schema?: z.ZodType<string>;
  default?: string;
}

function labelsOfValues(labels: Readonly<Record<string, Text>>): Record<string, Texts> {
  return Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, textsOf(label)]));
}

const PERMISSION_LIST = PERMISSIONS as unknown as readonly [Permission, ...Permission[]];

/** Several of `values`, answered in the order of `values`, without repeats. */
function listOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .array(z.enum(values))
    .max(values.length * 4)
    .transform((given) => values.filter((value) => given.includes(value)));
}

/** Field helpers: `field.text({ required: true, max: 100, searchable: true })`. */
export const field = {
  /** Text, trimmed; empty is "not given". */
  text<O extends TextOptions>(options: O = {} as O) {
    const sized = z
      .string()
      .trim()
      .min(options.min ?? (options.required ? 1 : 0))
      .max(options.max ?? 255);
    // Its own message: zod's "moet overeenkomen met patroon /…/" reads like code. The API speaks Dutch.
    const derived = options.pattern
      ? sized.regex(options.pattern.regex, { error: textsOf(options.pattern.message).nl })
      : sized;
    return build('text', options.schema ?? derived, options, {
      unique: options.unique ?? false,
      uniqueWithin: options.uniqueWithin ?? null,
      sortKey: options.sortKey ?? null,
      multiline: options.multiline ?? false,
    });
  },
  /**
   * A phone number: Dutch unless it starts with a country code, stored as E.164 (`+31648271953`), shown as people
   * read it ("06 48 27 19 53").
   */
  phone<O extends FieldOptions & DefaultOption<string>>(options: O = {} as O) {
    return build('text', phoneNumber(), options, { phone: true });
  },
  /** A number; `integer: true` for whole numbers. */
  number<O extends NumberOptions>(options: O = {} as O) {
    let derived = options.integer ? z.number().int() : z.number();
    if (options.min !== undefined) derived = derived.min(options.min);
    if (options.max !== undefined) derived = derived.max(options.max);
    return build('number', options.schema ?? derived, options, { integer: options.integer ?? false });
  },
  /** Yes/no. */
  boolean<O extends BooleanOptions>(options: O = {} as O) {
    return build('boolean', z.boolean(), options);
  },
  /** One of `values` (stored as text). */
  enum<
    const Values extends readonly [string, ...string[]],
    O extends EnumOptions<Values[number]> & DefaultOption<Values[number]>,
  >(values: Values, options: O) {
    return build('enum', z.enum(values) as z.ZodType<Values[number]>, options, {
      values,
      valueLabels: labelsOfValues(options.labels),
    });
  },
  /**
   * Several of `values` (a text[] column, answered as an array in the order of `values`, without repeats): a
   * role's permissions.
   */
  enumList<const Values extends readonly [string, ...string[]], O extends EnumOptions<Values[number]>>(
    values: Values,
    options: O,
  ) {
    return build('enumList', listOf(values), options, {
      values,
      valueLabels: labelsOfValues(options.labels),
    });
  },
  /**
   * Several permissions (a role's): an enumList of every permission the resources declare, labelled with the
   * declarations' labels (the roles screen, an employee's own rights).
   */
  permissions<O extends FieldOptions>(options: O = {} as O) {
    const schema = listOf(PERMISSION_LIST) as z.ZodType<Permission[]>;
    return build('enumList', schema, options, { values: PERMISSION_LIST, grants: true });
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

export interface ResourceInput<Name extends string, F extends Fields, X extends string> {
  /** Plural, kebab-case: the REST path (`/api/<name>`), the i18n key (`resources.<name>`), the table (snake_case). */
  name: Name;
  /** One record, capitalised: "Afdeling" (page titles, buttons, "Afdeling toevoegen"). */
  singular: Text;
  /** Several records: "Afdelingen" (the menu, the list's title, "Nog geen afdelingen"). */
  plural: Text;
  /**
   * The Dutch article of `singular`: 'het' for a neuter noun ("Nieuw expertiseprofiel"), else 'de' ("Nieuwe
   * tag"). Default 'de'.
   */
  article?: Article;
  /**
   * Needed for every route of the resource (403 without it): an existing permission by name (`'manage_branches'`),
   * or a new one declared here (`{ name: 'manage_departments', label: 'Afdelingen beheren' }`), which then joins
   * the permission list, the roles screen and the demo administrator after `npm run db:generate`.
   */
  permission: Permission | PermissionDeclaration;
  /** Also allow reading (list, show) with any of these (employees: `view_employees`); names or declarations. */
  readPermissions?: readonly (Permission | PermissionDeclaration)[];
  /** Permissions the resource's extensions check (employees: `view_employee_action_history`), declared here. */
  extensionPermissions?: readonly PermissionDeclaration[];
  /** The fields, in screen order. Every record also has `id`, `createdAt`, `updatedAt`. */
  fields: F;
  /** The field that names a record (titles, references, delete confirmations). Default `name`, else the first. */
  title?: keyof F & string;
  /**
   * How a record is named where `title` alone says too little, `{field}` for a field's value (employees:
   * `'{firstName} {lastName}'` → "Chantal Bakker"): page titles, dialogs, references. Default `{<title>}`.
   */
  recordName?: string;
  /** The generic routes and screens offered. Default all; an extension may add its own create path. */
  operations?: readonly Operation[];
  /**
   * The menu icon: the name of any Material icon (https://mui.com/material-ui/material-icons/), as its module in
   * `@mui/icons-material` is called (`'LocalOfferOutlined'`). Loaded with the menu, only the icons used.
   * Default `'ViewListOutlined'`.
   */
  icon?: string;
  /** Listed in the menu. Default true (false for resources reached only through another, like expertises). */
  menu?: boolean;
  /** The menu's order: lower first; equal positions by their Dutch plural. Default 100. */
  menuPosition?: number;
  /** The list's order when the client names none. */
  defaultSort: Sort<keyof F & string>;
  /**
   * The list's cards on a phone (below 600 px) show the record's name, then these fields (ListCard). Default: the
   * first list fields after the name, in the definition's order.
   */
  listCard?: ListCard<keyof F & string>;
  /** DELETE archives with a reason instead of removing; adds `/<name>/archived` and its restore call. */
  archivable?: boolean;
  /** Names of the audit entries. */
  audit: AuditNames;
  /**
   * Named extensions beyond CRUD: server actions in `server/admin/<name>/index.ts`, screens in
   * `src/screens/<name>/index.ts`, each keyed by these names (a missing or misspelt key fails `tsc`).
   */
  extensions?: readonly X[];
}

/** A field with its place in the definition. */
export type NamedField<F extends Field = Field> = F & {
  /** The key in `fields` (camelCase; the column is its snake_case). */
  name: string;
  /** i18n key of the label: `resources.<resource>.fields.<field>`. */
  label: string;
  /** The label's texts (as given, or the shared label of the field's name). */
  labelText: Texts;
};

/** The Dutch article of a resource's singular (ResourceInput.article). */
export type Article = 'de' | 'het';

/** The fields a list's card shows beside the record's name: `secondary` under it, `tertiary` on its right. */
export interface ListCard<Name extends string = string> {
  secondary?: Name;
  tertiary?: Name;
}

export const DEFAULT_ICON = 'ViewListOutlined';
export const DEFAULT_MENU_POSITION = 100;

export interface ResourceDefinition<
  Name extends string = string,
  F extends Fields = Fields,
  X extends string = string,
> {
  name: Name;
  singular: Texts;
  plural: Texts;
  permission: Permission;
  readPermissions: readonly Permission[];
  /** The permissions this definition declares (with their labels). */
  declaredPermissions: readonly DeclaredPermission[];
  fields: { [K in keyof F]: NamedField<F[K]> };
  title: string;
  /** The template naming a record (resources/record-name.ts). */
  recordName: string;
  article: Article;
  operations: readonly Operation[];
  icon: string;
  menu: boolean;
  menuPosition: number;
  defaultSort: Sort<keyof F & string>;
  listCard: ListCard;
  archivable: boolean;
  audit: Required<AuditNames>;
  extensions: readonly X[];
}

const nameOf = (permission: Permission | PermissionDeclaration): Permission =>
  (typeof permission === 'string' ? permission : permission.name) as Permission;

/** Declares a resource. Fills in label keys and default audit names; checks the definition is coherent. */
export function defineResource<const Name extends string, F extends Fields, const X extends string = never>(
  input: ResourceInput<Name, F, X>,
): ResourceDefinition<Name, F, X> {
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
      if (definition.sortKey && !definition.sortable) {
        throw new Error(`${input.name}.${name}: a sortKey needs sortable`);
      }
      if (definition.default !== null) {
        const parsed = definition.schema.safeParse(definition.default);
        if (!parsed.success) {
          const rule = parsed.error.issues[0]?.code ?? 'invalid';
          throw new Error(
            `${input.name}.${name}: the default ${JSON.stringify(definition.default)} does not pass the field's own rule (${rule})`,
          );
        }
      }
      const within = definition.uniqueWithin;
      if (within !== null && (!definition.unique || within === name || !(within in input.fields))) {
        throw new Error(`${input.name}.${name}: uniqueWithin needs unique and another field`);
      }
      const common = COMMON_LABELS[name];
      const labelText = definition.labelText ?? (common ? textsOf(common) : null);
      if (!labelText) {
        throw new Error(`${input.name}.${name}: give the field a label (label: 'Kostenplaats')`);
      }
      // The permissions' labels are their declarations' (field.permissions).
      const labelled = definition.grants ? definition.values : Object.keys(definition.valueLabels);
      const missing = definition.values.filter((value) => !labelled.includes(value));
      if (missing.length > 0) throw new Error(`${input.name}.${name}: no label for ${missing.join(', ')}`);
      return [name, { ...definition, name, labelText, label: `resources.${input.name}.fields.${name}` }];
    }),
  ) as ResourceDefinition<Name, F, X>['fields'];
  const sortField = input.defaultSort.field;
  if (sortField !== 'createdAt' && !input.fields[sortField]?.sortable) {
    throw new Error(`${input.name}: defaultSort.field "${sortField}" is not a sortable field`);
  }
  const title = input.title ?? ('name' in input.fields ? 'name' : Object.keys(input.fields)[0]!);
  if (!(title in input.fields)) throw new Error(`${input.name}: title field "${title}" is not a field`);
  const recordName = input.recordName ?? `{${title}}`;
  const unknown = recordNameFields(recordName).filter((name) => !(name in input.fields));
  if (recordNameFields(recordName).length === 0 || unknown.length > 0) {
    throw new Error(
      `${input.name}: recordName "${recordName}" must name fields, as '{firstName} {lastName}'`,
    );
  }
  for (const name of Object.values(input.listCard ?? {})) {
    if (!(name in input.fields)) throw new Error(`${input.name}: listCard names unknown field "${name}"`);
  }
  for (const name of Object.keys(input.audit.editFields ?? {})) {
    if (!(name in input.fields))
      throw new Error(`${input.name}: audit.editFields names unknown field "${name}"`);
  }
  const readPermissions = input.readPermissions ?? [];
  const declaredPermissions = [input.permission, ...readPermissions, ...(input.extensionPermissions ?? [])]
    .filter((permission) => typeof permission !== 'string')
    .map((declaration) => ({ name: declaration.name, label: textsOf(declaration.label) }));
  for (const { name } of declaredPermissions) {
    if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name)) {
      throw new Error(`${input.name}: permission "${name}" must be snake_case`);
    }
  }
  const entity = input.audit.create.replace(/^create/, '');
  return {
    name: input.name,
    singular: textsOf(input.singular),
    plural: textsOf(input.plural),
    permission: nameOf(input.permission),
    readPermissions: readPermissions.map(nameOf),
    declaredPermissions,
    fields,
    title,
    recordName,
    article: input.article ?? 'de',
    operations: input.operations ?? OPERATIONS,
    icon: input.icon ?? DEFAULT_ICON,
    menu: input.menu ?? true,
    menuPosition: input.menuPosition ?? DEFAULT_MENU_POSITION,
    defaultSort: input.defaultSort,
    listCard: input.listCard ?? {},
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
export type AnyResource = ResourceDefinition<string, Fields, string>;
