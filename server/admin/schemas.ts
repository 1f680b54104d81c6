import { z } from 'zod';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../../contract/api/admin/records.ts';
import { LIST_KINDS, type AnyResource, type Field, type NamedField } from '../../resources/define.ts';

/**
 * The zod schemas of one resource's routes, derived from its definition: request bodies (the fields' own rules),
 * the list's query string and the record the API answers (also the OpenAPI description).
 */

function fieldsOf(resource: AnyResource): NamedField[] {
  return Object.values(resource.fields);
}

/** The fields a request body may set (read-only ones are set by an extension's own action). */
function writableFieldsOf(resource: AnyResource): NamedField[] {
  return fieldsOf(resource).filter((field) => !field.readOnly);
}

function outputType(field: Field): z.ZodType {
  if (LIST_KINDS.includes(field.kind)) return z.array(z.string());
  const base = field.kind === 'number' ? z.number() : field.kind === 'boolean' ? z.boolean() : z.string();
  return field.required ? base : base.nullable();
}

/** A page of records: `{ data, links: { next }, meta: { total, totalIsEstimate } }`. */
export function pageSchema(resource: AnyResource) {
  return z.object({
    data: z.array(recordSchema(resource)),
    links: z.object({ next: z.string().nullable() }),
    meta: z.object({ total: z.number().int().optional(), totalIsEstimate: z.boolean().optional() }),
  });
}

/** One record of `resource`: `{ data }`. */
export function oneSchema(resource: AnyResource) {
  return z.object({ data: recordSchema(resource) });
}

/** One record as the API answers it. */
export function recordSchema(resource: AnyResource): z.ZodObject {
  return z.object({
    id: z.string(),
    ...Object.fromEntries(fieldsOf(resource).map((field) => [field.name, outputType(field)])),
    createdAt: z.string(),
    updatedAt: z.string(),
    ...(resource.archivable
      ? {
          archivedAt: z.string().nullable(),
          archivedBy: z.string().nullable(),
          archivedByName: z.string().nullable(),
          archiveReason: z.string().nullable(),
        }
      : {}),
  });
}

/**
 * A field that may be left out. A list may not be null (empty is none); any other value may, and an empty text is
 * "none" too (before its rule runs: an empty postcode is no postcode, not a bad one).
 */
function optional(field: Field): z.ZodType {
  return clearable(field).optional();
}

function clearable(field: Field): z.ZodType {
  if (LIST_KINDS.includes(field.kind)) return field.schema;
  if (field.kind === 'text') {
    return z.preprocess((value) => (value === '' ? null : value), field.schema.nullable());
  }
  return field.schema.nullable();
}

/** A field of a create: its default when left out (`default: true`), else required or optional. */
function createRule(field: Field): z.ZodType {
  if (field.default !== null) {
    return (field.required ? field.schema : clearable(field)).default(field.default as never);
  }
  return field.required ? field.schema : optional(field);
}

/**
 * POST body: required fields must be given; the others may be left out or null; a field with a default gets it
 * when left out. Unknown fields are refused.
 */
export function createBodySchema(resource: AnyResource): z.ZodObject {
  return z.strictObject(
    Object.fromEntries(writableFieldsOf(resource).map((field) => [field.name, createRule(field)])),
  );
}

/** PATCH body: every editable field optional; a required field cannot be cleared. */
export function updateBodySchema(resource: AnyResource): z.ZodObject {
  return z.strictObject(
    Object.fromEntries(
      writableFieldsOf(resource)
        .filter((field) => field.editable)
        .map((field) => [field.name, field.required ? field.schema.optional() : optional(field)]),
    ),
  );
}

/** `{id}` of a record route: any text, so a malformed id is an unknown record (404), not a 422. */
export const idParams = z.object({ id: z.string() });

/** DELETE body of an archivable resource: why it is archived (spec §3 "Archived record"). */
export const archiveBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(1000) });

export { PER_PAGE_DEFAULT, PER_PAGE_MAX };

/** The query key of a filter: `filter[<field>]`. */
export const filterKey = (name: string): string => `filter[${name}]`;

function filterType(field: Field): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.coerce.number();
    case 'boolean':
      return z.enum(['true', 'false']);
    case 'enum':
    case 'enumList':
      return z.enum(field.values as [string, ...string[]]);
    case 'reference':
    case 'referenceList':
      return z.uuid();
    case 'date':
      return z.iso.date();
    case 'text':
      // A part of the value, as long as a search at most (a long pattern costs the trigram index dearly).
      return z.string().max(MAX_FILTER_TEXT);
  }
}

/** The longest text filter value (as `q`). */
const MAX_FILTER_TEXT = 200;

/** The field names `sort=` accepts: the sortable fields and `createdAt`; in the archive also `archivedAt`. */
export function sortFields(resource: AnyResource, archived = false): [string, ...string[]] {
  return [
    'createdAt',
    ...(archived && resource.archivable ? ['archivedAt'] : []),
    ...fieldsOf(resource)
      .filter((field) => field.sortable)
      .map((field) => field.name),
  ];
}

export interface ListQueryOptions {
  /** The archive listing (`/<name>/archived`): also sortable by `archivedAt`. */
  archived?: boolean;
}

/**
 * GET /<name> (and /<name>/archived): paging, sort, search (when a field is searchable), filters. `fixed` names
 * filterable fields the path already decides (a region's facilities: `region`); they are not accepted as filters.
 */
export function listQuerySchema(
  resource: AnyResource,
  fixed: readonly string[] = [],
  { archived = false }: ListQueryOptions = {},
): z.ZodType<ListQuery> {
  const searchable = fieldsOf(resource).some((field) => field.searchable);
  const schema = z.strictObject({
    cursor: z.string().max(2000).optional(),
    perPage: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
    sort: z.enum(sortFields(resource, archived)).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...(searchable ? { q: z.string().max(MAX_FILTER_TEXT).optional() } : {}),
    ...Object.fromEntries(
      fieldsOf(resource)
        .filter((field) => field.filterable && !fixed.includes(field.name))
        .map((field) => [filterKey(field.name), filterType(field).optional()]),
    ),
  });
  // The filter keys are built from the definition, so zod cannot name them; ListQuery does.
  return schema as unknown as z.ZodType<ListQuery>;
}

export interface ListQuery {
  cursor?: string | undefined;
  perPage: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  [filter: `filter[${string}]`]: string | number | undefined;
}
