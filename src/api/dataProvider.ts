import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
} from 'react-admin';
import { isApiError } from './api-error.ts';
import { createCursorPages } from './cursor-pages.ts';
import { toDataProviderError } from './data-provider-error.ts';
import { http, type RequestOptions } from './http.ts';
import { listQuery } from './list-query.ts';
import type { PageEnvelope, RecordEnvelope } from './page-envelope.ts';
import type { Query } from './query-string.ts';

/** What `delete` reads from react-admin's `meta`. */
export interface DeleteMeta {
  /** Archive reason (archivable resources: DELETE answers with the archived record). */
  reason?: string;
}

/** Our methods beyond react-admin's (`useDataProvider<ZorgportaalDataProvider>()`). */
export interface ZorgportaalDataProvider extends DataProvider {
  restore(
    resource: string,
    params: { id: Identifier; body?: Record<string, unknown> },
  ): Promise<RecordEnvelope<RaRecord>>;
}

export interface DataProviderOptions {
  /** The API path of a resource; default `/<resource>`. */
  pathOf?: (resource: string) => string;
}

const DEFAULT_PER_PAGE = 25;

/** react-admin notifies failures of its controllers itself: no second toast from the HTTP client. */
const QUIET: RequestOptions = { toastErrors: false };

/**
 * The react-admin data provider on the API's REST paths and envelopes (docs/architecture.md "The HTTP contract"):
 * `GET /<resource>` (paged by keyset cursors from `links.next`), `GET|PATCH|DELETE /<resource>/{id}`,
 * `POST /<resource>`, and `restore` (`POST /<resource>/{id}/restore`). getMany, updateMany and deleteMany call the
 * single-record routes in parallel. Page n > 1 reports the total counted with page 1.
 * Rejects with react-admin's HttpError shape; a 422 carries `body.errors` for the form's fields.
 */
export function createDataProvider({
  pathOf = (resource) => `/${resource}`,
}: DataProviderOptions = {}): ZorgportaalDataProvider {
  const cursors = createCursorPages();
  const recordPath = (resource: string, id: Identifier) =>
    `${pathOf(resource)}/${encodeURIComponent(String(id))}`;

  async function getPage(resource: string, params: GetListParams): Promise<GetListResult> {
    const page = params.pagination?.page ?? 1;
    const base = listQuery({
      perPage: params.pagination?.perPage ?? DEFAULT_PER_PAGE,
      sort: params.sort,
      filter: params.filter as Record<string, unknown> | undefined,
    });
    const list = JSON.stringify([resource, base]);

    const load = async (number: number, cursor: Query) => {
      const envelope = await http.get<PageEnvelope<RaRecord>>(pathOf(resource), {
        ...QUIET,
        query: { ...base, ...cursor },
        signal: params.signal,
      });
      cursors.recordNext(list, number, envelope.links?.next);
      if (typeof envelope.meta?.total === 'number') {
        cursors.recordTotal(list, envelope.meta.total, envelope.meta.totalIsEstimate === true);
      }
      return envelope;
    };

    // A page reached without its predecessors (a reload on page 3): walk forward from the last known page.
    let known = page;
    while (cursors.get(list, known) === undefined) known -= 1;
    for (let step = known; step < page; step += 1) {
      const cursor = cursors.get(list, step);
      if (!cursor) break;
      await load(step, cursor);
    }
    const cursor = cursors.get(list, page);
    if (!cursor) return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: page > 1 } };

    const envelope = await load(page, cursor);
    const counted = cursors.total(list);
    return {
      data: envelope.data,
      ...(counted ? { total: counted.total, meta: { totalIsEstimate: counted.estimate } } : {}),
      pageInfo: { hasNextPage: Boolean(envelope.links?.next), hasPreviousPage: page > 1 },
    };
  }

  const provider = {
    getList: (resource: string, params: GetListParams) => converted(getPage(resource, params)),

    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      converted(getPage(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })),

    getOne: (resource: string, params: { id: Identifier; signal?: AbortSignal }) =>
      converted(
        http.get<RecordEnvelope<RaRecord>>(recordPath(resource, params.id), {
          ...QUIET,
          signal: params.signal,
        }),
      ),

    getMany: (resource: string, params: { ids: Identifier[]; signal?: AbortSignal }) =>
      converted(
        Promise.all(
          params.ids.map((id) =>
            http.get<RecordEnvelope<RaRecord>>(recordPath(resource, id), {
              ...QUIET,
              errorPage: false,
              signal: params.signal,
            }),
          ),
        ).then((envelopes) => ({ data: envelopes.map((envelope) => envelope.data) })),
      ),

    create: (resource: string, params: { data: Partial<RaRecord> }) =>
      converted(http.post<RecordEnvelope<RaRecord>>(pathOf(resource), params.data, QUIET)),

    update: (
      resource: string,
      params: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord },
    ) =>
      converted(
        http.patch<RecordEnvelope<RaRecord>>(
          recordPath(resource, params.id),
          changedFields(params.data, params.previousData),
          QUIET,
        ),
      ),

    updateMany: (resource: string, params: { ids: Identifier[]; data: Partial<RaRecord> }) =>
      converted(
        Promise.all(params.ids.map((id) => http.patch(recordPath(resource, id), params.data, QUIET))).then(
          () => ({
            data: params.ids,
          }),
        ),
      ),

    // An archivable resource's DELETE archives: `meta.reason` becomes the body `{ reason }`.
    delete: (resource: string, params: { id: Identifier; previousData?: RaRecord; meta?: DeleteMeta }) =>
      converted(
        http
          .delete<RecordEnvelope<RaRecord> | undefined>(recordPath(resource, params.id), {
            ...QUIET,
            ...(params.meta?.reason === undefined ? {} : { body: { reason: params.meta.reason } }),
          })
          .then((envelope) => ({ data: envelope?.data ?? params.previousData ?? { id: params.id } })),
      ),

    // `POST <list path>/{id}/restore`: on an archive listing (`/employees/archived`) this restores the record.
    // `body`: what the resource's restore takes besides the id (an employee's `{ unblockAccount }`).
    restore: (resource: string, params: { id: Identifier; body?: Record<string, unknown> }) =>
      converted(
        http.post<RecordEnvelope<RaRecord>>(`${recordPath(resource, params.id)}/restore`, params.body, QUIET),
      ),

    deleteMany: (resource: string, params: { ids: Identifier[] }) =>
      converted(
        Promise.all(params.ids.map((id) => http.delete(recordPath(resource, id), QUIET))).then(() => ({
          data: params.ids,
        })),
      ),
  };
  // react-admin types every method generically over the record type; ours return plain records.
  return provider as unknown as ZorgportaalDataProvider;
}

/** Rejections in react-admin's HttpError shape; a caller's abort passes through untouched. */
function converted<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    throw isApiError(error) ? toDataProviderError(error) : error;
  });
}

/** PATCH sends what changed against the record as loaded (everything when that is unknown). */
function changedFields(data: Partial<RaRecord>, previous: RaRecord | undefined): Partial<RaRecord> {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(previous[field]),
    ),
  );
}
