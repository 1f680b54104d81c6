import type { Query } from './query-string.ts';

export interface ListParams {
  perPage: number;
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/**
 * react-admin's list parameters as query parameters: `perPage`, `sort` + `order` (asc/desc), the search box's
 * `q` as `q`, and every other filter as `filter[<field>]` (arrays repeat the key, objects are sent as JSON).
 */
export function listQuery({ perPage, sort, filter = {} }: ListParams): Query {
  const query: Query = { perPage };
  if (sort?.field) {
    query.sort = sort.field;
    query.order = sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const key = field === 'q' ? 'q' : `filter[${field}]`;
    if (Array.isArray(value)) query[key] = value.map((item) => String(item));
    else if (typeof value === 'object') query[key] = JSON.stringify(value);
    else query[key] = value as string | number | boolean;
  }
  return query;
}
