import type { AnyResource } from '../../resources/define.ts';
import { translate } from '../../i18n/server/translate.ts';
import type { FakeHandler, FakeRequest } from './fake-api.ts';

type Row = Record<string, unknown> & { id: string };

export interface FakeResource {
  /** The active records, in insertion order. */
  records: Row[];
  /** The archived records (archivable definitions). */
  archived: Row[];
  /** Routes for installFakeApi: the generic admin API of the definition, served from memory. */
  routes: Record<string, FakeHandler>;
}

/**
 * The generic admin API of one definition (server/admin/routes.ts) over an in-memory table, for the UI tests: the
 * same paths, query parameters and envelopes (keyset-style cursors in `links.next`, `meta.total` on the first page
 * only, 422 per field for a missing required field, archive with a reason, restore). Only the HTTP transport is fake.
 */
export function fakeResourceApi(definition: AnyResource, rows: readonly Row[] = []): FakeResource {
  const state = { records: rows.map((row) => ({ ...row })), archived: [] as Row[] };
  const base = `/${definition.name}`;
  let created = 0;

  const list = (source: () => Row[], path: string) => (request: FakeRequest) => {
    const query = request.query;
    const perPage = Number(query.get('perPage') ?? 25);
    if (perPage > 100) return invalid({ perPage: [translate('server.fields.numberMax', { limit: 100 })] });
    const sort = query.get('sort') ?? definition.defaultSort.field;
    const order = query.get('order') ?? definition.defaultSort.order;
    const q = query.get('q')?.toLowerCase();
    let matches = source().filter((row) => {
      if (q) {
        const searchable = Object.values(definition.fields).filter((field) => field.searchable);
        if (
          !searchable.some((field) =>
            String(row[field.name] ?? '')
              .toLowerCase()
              .includes(q),
          )
        )
          return false;
      }
      for (const field of Object.values(definition.fields)) {
        const value = query.get(`filter[${field.name}]`);
        if (value === null) continue;
        const actual = row[field.name];
        if (Array.isArray(actual) ? !actual.map(String).includes(value) : String(actual) !== value)
          return false;
      }
      return true;
    });
    matches = [...matches].sort((a, b) => {
      const left = String(a[sort] ?? '');
      const right = String(b[sort] ?? '');
      const compared = left.localeCompare(right, 'nl', { numeric: true });
      return order === 'desc' ? -compared : compared;
    });
    const cursor = query.get('cursor');
    const start = cursor ? Number(cursor.replace(/^after-/, '')) : 0;
    const data = matches.slice(start, start + perPage);
    const nextQuery = new URLSearchParams(query);
    nextQuery.set('cursor', `after-${start + perPage}`);
    return {
      body: {
        data,
        links: { next: start + perPage < matches.length ? `${path}?${nextQuery.toString()}` : null },
        meta: cursor ? {} : { total: matches.length },
      },
    };
  };

  const find = (id: string) => state.records.find((row) => row.id === id);
  const idOf = (request: FakeRequest) => decodeURIComponent(request.path.split('/')[2] ?? '');
  const missingRequired = (body: Record<string, unknown>, creating: boolean) =>
    Object.values(definition.fields)
      .filter((field) => field.required && !field.readOnly)
      .filter((field) => (creating ? true : field.name in body))
      .filter(
        (field) => body[field.name] === undefined || body[field.name] === null || body[field.name] === '',
      )
      .map((field) => field.name);

  const routes: Record<string, FakeHandler> = {
    [`GET ${base}`]: list(() => state.records, `/api${base}`),
    [`POST ${base}`]: (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const missing = missingRequired(body, true);
      if (missing.length > 0) return invalid(requiredErrors(missing));
      const row: Row = { ...body, id: `new-${++created}` };
      state.records.push(row);
      return { status: 201, body: { data: row } };
    },
    [`GET ${base}/:id`]: (request) => {
      const row = find(idOf(request));
      return row ? { body: { data: row } } : { status: 404, body: { message: 'Niet gevonden.' } };
    },
    [`PATCH ${base}/:id`]: (request) => {
      const row = find(idOf(request));
      if (!row) return { status: 404, body: { message: 'Niet gevonden.' } };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const missing = missingRequired(body, false);
      if (missing.length > 0) return invalid(requiredErrors(missing));
      Object.assign(row, body);
      return { body: { data: row } };
    },
    [`DELETE ${base}/:id`]: (request) => {
      const row = find(idOf(request));
      if (!row) return { status: 404, body: { message: 'Niet gevonden.' } };
      const reason = (request.body as { reason?: string } | undefined)?.reason;
      // A refused archive leaves the record where it was.
      if (definition.archivable && !reason) return invalid(requiredErrors(['reason']));
      state.records = state.records.filter((candidate) => candidate !== row);
      if (!definition.archivable) return { body: { data: row } };
      const archived = {
        ...row,
        archiveReason: reason,
        archivedAt: '2026-11-21T09:30:00.000Z',
        archivedBy: 'u1',
        archivedByName: 'Anna de Vries',
      };
      state.archived.push(archived);
      return { body: { data: archived } };
    },
  };
  if (definition.archivable) {
    routes[`GET ${base}/archived`] = list(() => state.archived, `/api${base}/archived`);
    routes[`POST ${base}/archived/:id/restore`] = (request) => {
      const id = decodeURIComponent(request.path.split('/')[3] ?? '');
      const row = state.archived.find((candidate) => candidate.id === id);
      if (!row) return { status: 404, body: { message: 'Niet gevonden.' } };
      state.archived = state.archived.filter((candidate) => candidate !== row);
      const restored = {
        ...row,
        archiveReason: null,
        archivedAt: null,
        archivedBy: null,
        archivedByName: null,
      };
      state.records.push(restored);
      return { body: { data: restored } };
    };
  }
  return {
    get records() {
      return state.records;
    },
    get archived() {
      return state.archived;
    },
    routes,
  };
}

/** The engine's 422: the errors per field, the first message as the envelope's message. */
function invalid(errors: Record<string, string[]>): { status: number; body: unknown } {
  return { status: 422, body: { message: Object.values(errors)[0]?.[0], errors } };
}

function requiredErrors(names: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(names.map((name) => [name, [translate('server.fields.required')]]));
}
