import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';

/** The API's largest page. */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops here (100 requests); the user is told when rows were left out. */
export const EXPORT_MAX_ROWS = 10_000;

export interface FetchAllResult {
  records: RaRecord[];
  /** More records matched than EXPORT_MAX_ROWS. */
  truncated: boolean;
}

/**
 * Every record of a list (its search, filters and sort), page after page: the data provider fetches page n + 1
 * with the cursor of page n's `links.next`, so this walks the cursors at the API's largest page size.
 */
export async function fetchAll(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort, maxRows = EXPORT_MAX_ROWS }: { filter: FilterPayload; sort: SortPayload; maxRows?: number },
): Promise<FetchAllResult> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const result = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      sort,
      filter,
    });
    records.push(...result.data);
    if (records.length >= maxRows) {
      return {
        records: records.slice(0, maxRows),
        truncated: records.length > maxRows || !!result.pageInfo?.hasNextPage,
      };
    }
    if (!result.pageInfo?.hasNextPage || result.data.length === 0) return { records, truncated: false };
  }
}

/** Titles of the referenced records, fetched in batches of single-record reads (data provider getMany). */
export async function fetchTitles(
  dataProvider: DataProvider,
  resource: string,
  titleField: string,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const all = [...ids];
  const titles = new Map<string, string>();
  for (let start = 0; start < all.length; start += 25) {
    const { data } = await dataProvider.getMany(resource, { ids: all.slice(start, start + 25) });
    for (const record of data) titles.set(String(record.id), String(record[titleField] ?? record.id));
  }
  return titles;
}
