import { z } from 'zod';
import { envelope } from '../envelope.ts';

/**
 * What the admin calls share beyond one resource (docs/api.md): the answers the SPA framework reads about any record
 * (what uses it, whether the signed-in user may change it), the page sizes, and the typing of a definition's field
 * rule in an extension's body. The record and page answers themselves are derived from the definitions by the
 * engine (server/admin/schemas.ts; `RecordOf` of resources/define.ts for their types).
 */

/** The page size of a list when the query names none, and the largest it may ask. */
export const PER_PAGE_DEFAULT = 25;
export const PER_PAGE_MAX = 100;

/**
 * A definition field's rule (`resources/<name>.ts`) as a field of an extension's body. Definitions type only the
 * value a rule gives (`z.ZodType<Value>`); the value it takes is of the same type (read-only lists too).
 */
export function fieldRule<Value>(field: { schema: z.ZodType<Value> }): z.ZodType<Value, Readonly<Value>> {
  return field.schema as z.ZodType<Value, Readonly<Value>>;
}

/**
 * `GET /{resource}/{id}/usage`: each resource whose records still use the record, with how many; most first, those
 * without a count last.
 */
export const usage = z.object({
  /** The using resource's name (`employees`). */
  resource: z.string(),
  /** Its distinct records that use the record; absent for a caller who may not read that resource. */
  count: z.number().int().optional(),
});
export type Usage = z.infer<typeof usage>;
export const recordUsage = z.object({ usedBy: z.array(usage) });
export type RecordUsage = z.infer<typeof recordUsage>;
export const usageAnswer = envelope(recordUsage);

/**
 * `GET /{resource}/{id}/authority` of a resource whose extensions answer it (employees, extension `account`):
 * whether the signed-in user may change the record at all, and if not the server's reason (already in Dutch).
 */
export const writeAuthority = z.object({ writable: z.boolean(), reason: z.string().nullable() });
export type WriteAuthority = z.infer<typeof writeAuthority>;
export const authorityAnswer = envelope(writeAuthority);
