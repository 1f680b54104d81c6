import { parseSearch, type Query } from './query-string.ts';

/**
 * Maps react-admin's page numbers onto keyset cursors (docs/architecture.md "Paging"): the query parameters of
 * `links.next` of
 * page n, remembered per list (resource + sort + filters + page size), are what page n + 1 is fetched with. The
 * total, counted on the first page only, is remembered with them so that later pages can show "26–50 van 57".
 */
export interface CursorPages {
  /** The query to add for `page` of `list`: {} for page 1, undefined when not known yet, null after the last page. */
  get(list: string, page: number): Query | null | undefined;
  /** Records what page `page` of `list` said about the next page (`links.next`). */
  recordNext(list: string, page: number, next: string | null | undefined): void;
  /** Remembers the list's `meta.total` (the API counts on the first page only) and whether it is an estimate. */
  recordTotal(list: string, total: number, estimate?: boolean): void;
  /** The total last counted for `list`, if any. */
  total(list: string): ListTotal | undefined;
}

export interface ListTotal {
  total: number;
  /** `meta.totalIsEstimate`: PostgreSQL's estimate of a large list, not a count. */
  estimate: boolean;
}

export function createCursorPages(): CursorPages {
  const lists = new Map<string, Map<number, Query | null>>();
  const totals = new Map<string, ListTotal>();
  return {
    get(list, page) {
      if (page <= 1) return {};
      return lists.get(list)?.get(page);
    },
    recordNext(list, page, next) {
      let pages = lists.get(list);
      if (!pages) {
        pages = new Map();
        lists.set(list, pages);
      }
      pages.set(page + 1, next ? parseSearch(next) : null);
    },
    recordTotal(list, total, estimate = false) {
      totals.set(list, { total, estimate });
    },
    total: (list) => totals.get(list),
  };
}
