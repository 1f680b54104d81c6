import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../src/api/index.ts';
import { createDataProvider } from '../../src/api/dataProvider.ts';
import { installFakeApi, type FakeRequest } from '../helpers/fake-api.ts';

const notify = vi.fn();

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  configureHttp({ notify });
  notify.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({});
});

const tags = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Tag ${from + index}` }));

/** A keyset-paged /tags: `cursor` is the id after which the page starts. */
function pagedTags(total: number, meta = true) {
  return (request: FakeRequest) => {
    const perPage = Number(request.query.get('perPage'));
    const after = Number(request.query.get('cursor') ?? 0);
    const data = tags(after + 1, Math.min(perPage, total - after));
    const last = data.at(-1)?.id ?? after;
    return {
      body: {
        data,
        links: { next: last < total ? `http://localhost/api/tags?perPage=${perPage}&cursor=${last}` : null },
        meta: meta ? { total } : {},
      },
    };
  };
}

describe('getList', () => {
  it('maps page size, sort, search and filters onto query parameters', async () => {
    const api = installFakeApi({
      'GET /tags': { body: { data: [], links: { next: null }, meta: { total: 0 } } },
    });
    await createDataProvider().getList('tags', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'zorg', region: 3, kinds: ['a', 'b'], empty: '' },
    });
    const query = api.calls[0]?.query;
    expect(query?.get('perPage')).toBe('10');
    expect(query?.get('sort')).toBe('name');
    expect(query?.get('order')).toBe('desc');
    expect(query?.get('q')).toBe('zorg');
    expect(query?.get('filter[region]')).toBe('3');
    expect(query?.getAll('filter[kinds]')).toEqual(['a', 'b']);
    expect(query?.has('filter[empty]')).toBe(false);
  });

  it('returns the data, meta.total and pageInfo, and follows links.next for the next page', async () => {
    const api = installFakeApi({ 'GET /tags': pagedTags(25) });
    const provider = createDataProvider();
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    const first = await provider.getList('tags', params);
    expect(first.data.map((tag) => tag.id)).toEqual(tags(1, 10).map((tag) => tag.id));
    expect(first.total).toBe(25);
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });

    const second = await provider.getList('tags', { ...params, pagination: { page: 2, perPage: 10 } });
    expect(second.data[0]?.id).toBe(11);
    expect(api.calls[1]?.query.get('cursor')).toBe('10');
    expect(api.calls[1]?.query.get('sort')).toBe('id');

    const third = await provider.getList('tags', { ...params, pagination: { page: 3, perPage: 10 } });
    expect(third.data.map((tag) => tag.id)).toEqual([21, 22, 23, 24, 25]);
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });

    // Back to page 2: its cursor is remembered.
    await provider.getList('tags', { ...params, pagination: { page: 2, perPage: 10 } });
    expect(api.calls).toHaveLength(4);
    expect(api.calls[3]?.query.get('cursor')).toBe('10');
  });

  it('reaches a page whose cursor is unknown by walking forward from the last known page', async () => {
    const api = installFakeApi({ 'GET /tags': pagedTags(45, false) });
    const result = await createDataProvider().getList('tags', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(api.calls.map((call) => call.query.get('cursor'))).toEqual([null, '10', '20']);
    expect(result.data[0]?.id).toBe(21);
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('answers an empty page past the end', async () => {
    installFakeApi({ 'GET /tags': pagedTags(5) });
    const result = await createDataProvider().getList('tags', {
      pagination: { page: 4, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([]);
    expect(result.pageInfo?.hasNextPage).toBe(false);
  });

  it('keeps cursors apart per filter', async () => {
    const api = installFakeApi({ 'GET /tags': pagedTags(30) });
    const provider = createDataProvider();
    const base = { sort: { field: 'id', order: 'ASC' as const } };
    await provider.getList('tags', { ...base, pagination: { page: 1, perPage: 10 }, filter: {} });
    await provider.getList('tags', { ...base, pagination: { page: 2, perPage: 10 }, filter: { q: 'x' } });
    expect(api.calls.map((call) => [call.query.get('q'), call.query.get('cursor')])).toEqual([
      [null, null],
      ['x', null],
      ['x', '10'],
    ]);
  });
});

describe('records', () => {
  it('getOne, create, update (PATCH with the changed fields), delete on /<resource>[/{id}]', async () => {
    const api = installFakeApi({
      'GET /tags/5': { body: { data: { id: 5, name: 'Oud', color: 'red' } } },
      'POST /tags': { status: 201, body: { data: { id: 6, name: 'Nieuw' } } },
      'PATCH /tags/5': { body: { data: { id: 5, name: 'Ander', color: 'red' } } },
      'DELETE /tags/5': { status: 204 },
    });
    const provider = createDataProvider();
    const previous = { id: 5, name: 'Oud', color: 'red' };
    expect((await provider.getOne('tags', { id: 5 })).data).toEqual(previous);
    expect((await provider.create('tags', { data: { name: 'Nieuw' } })).data).toEqual({
      id: 6,
      name: 'Nieuw',
    });
    const updated = await provider.update('tags', {
      id: 5,
      data: { id: 5, name: 'Ander', color: 'red' },
      previousData: previous,
    });
    expect(updated.data.name).toBe('Ander');
    expect(api.callsTo('PATCH /tags/5')[0]?.body).toEqual({ name: 'Ander' });
    expect((await provider.delete('tags', { id: 5, previousData: previous })).data).toEqual(previous);
  });

  it('getMany, updateMany and deleteMany use the single-record routes', async () => {
    const api = installFakeApi({
      'GET /tags/1': { body: { data: { id: 1 } } },
      'GET /tags/2': { body: { data: { id: 2 } } },
      'PATCH /tags/1': { body: { data: { id: 1 } } },
      'PATCH /tags/2': { body: { data: { id: 2 } } },
      'DELETE /tags/1': { status: 204 },
      'DELETE /tags/2': { status: 204 },
    });
    const provider = createDataProvider();
    expect((await provider.getMany('tags', { ids: [1, 2] })).data).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await provider.updateMany('tags', { ids: [1, 2], data: { name: 'x' } })).data).toEqual([1, 2]);
    expect((await provider.deleteMany('tags', { ids: [1, 2] })).data).toEqual([1, 2]);
    expect(api.calls).toHaveLength(6);
  });

  it('getManyReference filters the target by id and pages like getList', async () => {
    const api = installFakeApi({
      'GET /facilities': { body: { data: [{ id: 1 }], links: { next: null }, meta: {} } },
    });
    await createDataProvider().getManyReference('facilities', {
      target: 'region',
      id: 9,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(api.calls[0]?.query.get('filter[region]')).toBe('9');
  });

  it('passes an estimated total on as meta.totalIsEstimate, on later pages too', async () => {
    const exact = pagedTags(25);
    installFakeApi({
      'GET /tags': (request: FakeRequest) => {
        const response = exact(request);
        // Like the API: counted (here: estimated) with the first page only.
        const meta = request.query.get('cursor') ? {} : { total: 25, totalIsEstimate: true };
        return { body: { ...response.body, meta } };
      },
    });
    const provider = createDataProvider();
    const params = { sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    const first = await provider.getList('tags', { ...params, pagination: { page: 1, perPage: 10 } });
    expect([first.total, first.meta]).toEqual([25, { totalIsEstimate: true }]);
    const second = await provider.getList('tags', { ...params, pagination: { page: 2, perPage: 10 } });
    expect([second.total, second.meta]).toEqual([25, { totalIsEstimate: true }]);
  });

  it('later pages report the total counted with the first page (the API counts it there only)', async () => {
    installFakeApi({ 'GET /tags': pagedTags(25) });
    const provider = createDataProvider();
    const params = { sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await provider.getList('tags', { ...params, pagination: { page: 1, perPage: 10 } });
    const second = await provider.getList('tags', { ...params, pagination: { page: 2, perPage: 10 } });
    expect(second.total).toBe(25);
    // Another list (another filter) has its own total: its page 2 is reached through its page 1, which counts it.
    const other = await provider.getList('tags', {
      ...params,
      filter: { q: 'x' },
      pagination: { page: 2, perPage: 10 },
    });
    expect(other.total).toBe(25);
  });

  it('delete sends an archive reason as the body and answers the archived record', async () => {
    const api = installFakeApi({
      'DELETE /employees/e1': {
        body: { data: { id: 'e1', archiveReason: 'Uit dienst', archivedAt: '2026-11-21T10:00:00.000Z' } },
      },
      'DELETE /tags/t1': { status: 204 },
    });
    const provider = createDataProvider();
    const archived = await provider.delete('employees', {
      id: 'e1',
      previousData: { id: 'e1' },
      meta: { reason: 'Uit dienst' },
    });
    expect(api.calls[0]?.body).toEqual({ reason: 'Uit dienst' });
    expect(archived.data).toMatchObject({ archiveReason: 'Uit dienst' });
    const deleted = await provider.delete('tags', { id: 't1', previousData: { id: 't1', name: 'Zorg' } });
    expect(api.calls[1]?.body).toBeUndefined();
    expect(deleted.data).toEqual({ id: 't1', name: 'Zorg' });
  });

  it('restore posts to <list path>/{id}/restore', async () => {
    const api = installFakeApi({
      'POST /employees/archived/e1/restore': { body: { data: { id: 'e1', archivedAt: null } } },
    });
    const provider = createDataProvider({
      pathOf: (resource) => (resource === 'archive/employees' ? '/employees/archived' : `/${resource}`),
    });
    const restored = await provider.restore('archive/employees', { id: 'e1' });
    expect(api.calls[0]?.method).toBe('POST');
    expect(restored.data).toEqual({ id: 'e1', archivedAt: null });
  });

  it('encodes ids and accepts another API path per resource', async () => {
    const api = installFakeApi({ 'GET /admin/tags/a%2Fb': { body: { data: { id: 'a/b' } } } });
    await createDataProvider({ pathOf: (resource) => `/admin/${resource}` }).getOne('tags', { id: 'a/b' });
    expect(api.calls[0]?.path).toBe('/admin/tags/a%2Fb');
  });
});

describe('errors', () => {
  it("422 rejects with react-admin's HttpError shape: body.errors has one message per field", async () => {
    installFakeApi({
      'POST /tags': {
        status: 422,
        body: {
          message: 'Vul een naam in.',
          errors: { name: ['Vul een naam in.'], 'address.city': ['Te kort', 'Ongeldig'] },
        },
      },
    });
    const error = await createDataProvider()
      .create('tags', { data: {} })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({
      status: 422,
      message: 'Vul een naam in.',
      body: { errors: { name: 'Vul een naam in.', 'address.city': 'Te kort Ongeldig' } },
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('leaves the toast of other failures to react-admin (no second toast)', async () => {
    installFakeApi({ 'PATCH /tags/1': { status: 500, body: { message: 'Er is iets fout gegaan.' } } });
    const error = await createDataProvider()
      .update('tags', { id: 1, data: { name: 'x' }, previousData: { id: 1 } })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 500, message: 'Er is iets fout gegaan.' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a 404 on getOne (a page read) shows the 404 page; on getMany it does not', async () => {
    const onNotFound = vi.fn();
    configureHttp({ onNotFound });
    installFakeApi({});
    const provider = createDataProvider();
    await provider.getMany('tags', { ids: [1] }).catch(() => undefined);
    expect(onNotFound).not.toHaveBeenCalled();
    await provider.getOne('tags', { id: 1 }).catch(() => undefined);
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });
});
