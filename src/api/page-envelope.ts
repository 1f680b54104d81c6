/** One record: `{ data: {...} }`. */
export interface RecordEnvelope<T> {
  data: T;
}

/** A page of a list: `{ data: [...], links: { next }, meta }` (DESIGN.md §4). */
export interface PageEnvelope<T> {
  data: T[];
  links?: { next?: string | null };
  meta?: { total?: number; totalIsEstimate?: boolean; [key: string]: unknown };
}
