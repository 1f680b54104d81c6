type Scalar = string | number | boolean;

/** Query parameters; null/undefined are left out, arrays repeat the key. */
export type Query = Record<string, Scalar | readonly Scalar[] | null | undefined>;

/** `?a=1&b=x&b=y`, or '' when nothing is set. */
export function toSearchString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly Scalar[] = Array.isArray(value) ? value : [value as Scalar];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The query parameters of a URL (absolute or relative), a repeated key as an array. */
export function parseSearch(url: string): Query {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url, 'http://localhost').searchParams) {
    const previous = query[key];
    if (previous === undefined) query[key] = value;
    else query[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return query;
}
