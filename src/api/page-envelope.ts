/** One record: `{ data: {...} }`. */
export interface RecordEnvelope<T> {
  data: T;
}

/** A page of a list: `{ data: [...], links: { next }, meta }` (docs/architecture.md "The HTTP contract"). */
export interface PageEnvelope<T> {
  data: T[];
  links?: { next?: string | null };
  meta?: { total?: number; totalIsEstimate?: boolean; [key: string]: unknown };
}
