import { and, eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { listTableFor } from '../../server/admin/tables.ts';
import { setRecordFields } from '../../server/admin/write-records.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { gizmos } from '../fixtures/gizmos-resource.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

interface Gizmo {
  id: string;
  name: string;
  tags: string[];
  related: string[];
  checkedTags: string[];
  originTags: string[];
}

const sorted = (ids: string[]) => [...ids].sort();

// Reference lists (`field.referenceList`) on a fixture definition (tests/fixtures/gizmos-resource.ts): the join
// tables come from the definition, the API answers, validates, filters and audits them like any other field.
describe('admin engine reference lists (/api/test-gizmos)', () => {
  let ctx: TestContext;
  let client: ApiClient;
  let userId: string;
  const tag: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, gizmos] });
    await createResourceTable(ctx.database, gizmos);
    const { client: signedIn, user } = await signedInClient(ctx, ['manage_regions', 'manage_tags']);
    client = signedIn;
    userId = user.id;
    for (const name of ['Lijst A', 'Lijst B', 'Lijst C', 'Lijst D']) {
      tag.push((await client.post('/api/tags', { name })).json().data.id as string);
    }
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await client.post('/api/test-gizmos', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Gizmo }).data;
  };
  const list = async (query: string) => {
    const response = await client.get(`/api/test-gizmos${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<Gizmo>;
  };
  const auditOf = (id: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'test-gizmos'), eq(auditLog.recordId, id)))
      .orderBy(auditLog.createdAt);

  it('stores a set of ids in a join table named after resource and field, answered sorted without repeats', async () => {
    const given = [tag[2]!, tag[0]!.toUpperCase(), tag[2]!];
    const gizmo = await create({ name: 'Tandwiel', tags: given, originTags: [tag[1]!] });
    expect(gizmo.tags).toEqual(sorted([tag[0]!, tag[2]!]));
    expect(gizmo).toMatchObject({ related: [], checkedTags: [], originTags: [tag[1]] });
    expect((await client.get(`/api/test-gizmos/${gizmo.id}`)).json().data).toEqual(gizmo);
    expect((await list('?q=Tandwiel')).data).toEqual([gizmo]);

    const rows = await ctx.database.pool.query<{ record_id: string; reference_id: string }>(
      'select record_id, reference_id from test_gizmos_tags where record_id = $1 order by reference_id',
      [gizmo.id],
    );
    expect(rows.rows.map((row) => row.reference_id)).toEqual(gizmo.tags);
    // Each list field has a table of its own, named after resource and field.
    expect(getTableName(listTableFor(gizmos, 'originTags'))).toBe('test_gizmos_origin_tags');
    const origins = await ctx.database.pool.query<{ reference_id: string }>(
      'select reference_id from test_gizmos_origin_tags where record_id = $1',
      [gizmo.id],
    );
    expect(origins.rows.map((row) => row.reference_id)).toEqual([tag[1]]);
  });

  it('replaces the whole set on PATCH, and audits the lists before and after', async () => {
    const gizmo = await create({ name: 'Veer', tags: [tag[0]!, tag[1]!] });
    const edited = await client.patch(`/api/test-gizmos/${gizmo.id}`, { tags: [tag[1]!, tag[3]!] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.tags).toEqual(sorted([tag[1]!, tag[3]!]));
    // The same set in another order is no change: no entry.
    await client.patch(`/api/test-gizmos/${gizmo.id}`, { tags: [tag[3]!, tag[1]!] });
    const cleared = await client.patch(`/api/test-gizmos/${gizmo.id}`, { tags: [] });
    expect(cleared.json().data).toMatchObject({ tags: [], name: 'Veer' });
    await client.patch(`/api/test-gizmos/${gizmo.id}`, { name: 'Veertje', tags: [] });

    const entries = await auditOf(gizmo.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'createGizmo',
        {
          name: { before: null, after: 'Veer' },
          tags: { before: null, after: sorted([tag[0]!, tag[1]!]) },
          related: { before: null, after: [] },
          checkedTags: { before: null, after: [] },
          originTags: { before: null, after: [] },
        },
      ],
      ['editGizmoTags', { tags: { before: sorted([tag[0]!, tag[1]!]), after: sorted([tag[1]!, tag[3]!]) } }],
      ['editGizmoTags', { tags: { before: sorted([tag[1]!, tag[3]!]), after: [] } }],
      ['editGizmo', { name: { before: 'Veer', after: 'Veertje' } }],
    ]);
    expect(entries.every((entry) => entry.actorId === userId)).toBe(true);
  });

  it('answers 422 on the field for unknown ids, malformed ids, a non-list, null and too many ids', async () => {
    const unknown = await client.post('/api/test-gizmos', { name: 'Wees', tags: [tag[0]!, UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'Dit gekozen item bestaat niet (meer).',
      errors: { tags: ['Dit gekozen item bestaat niet (meer).'] },
    });
    expect((await list('?q=Wees')).data).toEqual([]); // nothing of the failed create stayed behind

    const gizmo = await create({ name: 'Wees 2' });
    const unknownEdit = await client.patch(`/api/test-gizmos/${gizmo.id}`, { related: [UNKNOWN_ID] });
    expect(unknownEdit.statusCode).toBe(422);
    expect(unknownEdit.json().errors).toEqual({ related: ['Dit gekozen item bestaat niet (meer).'] });

    const bad = await client.post('/api/test-gizmos', {
      name: 'Fout',
      tags: ['geen-id'],
      related: tag[0],
      originTags: [tag[0], tag[1], tag[2]],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'tags.0': [expect.any(String)],
      related: ['Kies een of meer waarden.'],
      originTags: ['Kies er maximaal 2.'],
    });
    const empty = await client.post('/api/test-gizmos', { name: 'Leeg', tags: null });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['tags']);
  });

  it('filters by one id of a list (also a list of its own records), and refuses a malformed filter', async () => {
    const a = await create({ name: 'Filter A', tags: [tag[0]!, tag[1]!] });
    const b = await create({ name: 'Filter B', tags: [tag[1]!], related: [a.id] });
    const c = await create({ name: 'Filter C', related: [a.id, b.id] });
    const names = async (query: string) => (await list(`?q=Filter&${query}`)).data.map((gizmo) => gizmo.name);
    expect(await names(`filter[tags]=${tag[1]}`)).toEqual(['Filter A', 'Filter B']);
    expect(await names(`filter[tags]=${tag[0]}`)).toEqual(['Filter A']);
    expect(await names(`filter[tags]=${tag[3]}`)).toEqual([]);
    expect(await names(`filter[related]=${a.id}`)).toEqual(['Filter B', 'Filter C']);
    expect((await list(`?q=Filter&filter[related]=${b.id}`)).data).toEqual([
      expect.objectContaining({ id: c.id, related: sorted([a.id, b.id]) }),
    ]);
    const malformed = await client.get('/api/test-gizmos?filter[tags]=geen-id');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['filter[tags]']);
  });

  it('keeps read-only lists out of bodies (an extension sets them), and create-only lists out of edits', async () => {
    const readOnly = await client.post('/api/test-gizmos', { name: 'Slot', checkedTags: [tag[0]!] });
    expect(readOnly.statusCode).toBe(422);
    expect(readOnly.json().errors).toEqual({ checkedTags: ['Dit veld is niet toegestaan.'] });

    const gizmo = await create({ name: 'Slot', originTags: [tag[0]!] });
    const patched = await client.patch(`/api/test-gizmos/${gizmo.id}`, { originTags: [tag[1]!] });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors).toEqual({ originTags: ['Dit veld is niet toegestaan.'] });
    expect((await client.patch(`/api/test-gizmos/${gizmo.id}`, { checkedTags: [tag[1]!] })).statusCode).toBe(
      422,
    );

    const set = await setRecordFields(ctx.database.db, gizmos, gizmo.id, { checkedTags: [tag[3]!] }, userId);
    expect(set).toMatchObject({ checkedTags: [tag[3]], originTags: [tag[0]] });
    expect((await client.get(`/api/test-gizmos/${gizmo.id}`)).json().data.checkedTags).toEqual([tag[3]]);
    const entries = await auditOf(gizmo.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'editGizmo',
      changes: { checkedTags: { before: [], after: [tag[3]] } },
    });
  });

  it('refuses deleting a listed record (422 inUse), and removes the lists of a deleted record', async () => {
    const listed = (await client.post('/api/tags', { name: 'In een lijst' })).json().data.id as string;
    const holder = await create({ name: 'Houder', tags: [listed] });
    const child = await create({ name: 'Kind' });
    const parent = await create({ name: 'Ouder', related: [child.id] });

    const tagInUse = await client.delete(`/api/tags/${listed}`);
    expect(tagInUse.statusCode).toBe(422);
    expect(tagInUse.json().message).toBe('Dit item wordt nog gebruikt en kan daarom niet worden verwijderd.');
    const childInUse = await client.delete(`/api/test-gizmos/${child.id}`);
    expect(childInUse.statusCode).toBe(422);
    expect(childInUse.json().message).toBe(
      'Dit item wordt nog gebruikt en kan daarom niet worden verwijderd.',
    );

    expect((await client.delete(`/api/test-gizmos/${holder.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/tags/${listed}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/test-gizmos/${parent.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/test-gizmos/${child.id}`)).statusCode).toBe(200);
    const left = await ctx.database.pool.query('select 1 from test_gizmos_related where record_id = $1', [
      parent.id,
    ]);
    expect(left.rowCount).toBe(0);
  });

  it('reads the lists of a whole page in the page query (no query per record)', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create({ name: `Telling ${String(i).padStart(2, '0')}`, tags: [tag[i % 4]!, tag[(i + 1) % 4]!] }),
      ),
    );
    // Only the queries on the resource's tables: the request's other reads (the maintenance flag every second, the
    // session's activity once a minute) come when they are due, which under load may fall into either page.
    const sqlOf = ([query]: unknown[]) =>
      typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? '');
    const queriesFor = async (perPage: number) => {
      const spy = vi.spyOn(ctx.database.pool, 'query');
      try {
        const page = await list(`?q=Telling&perPage=${perPage}`);
        expect(page.data).toHaveLength(perPage);
        expect(page.data.every((gizmo) => gizmo.tags.length === 2)).toBe(true);
        return spy.mock.calls.filter((call) => sqlOf(call).includes('test_gizmos')).length;
      } finally {
        spy.mockRestore();
      }
    };
    const few = await queriesFor(2);
    expect(few).toBeGreaterThan(0);
    expect(await queriesFor(11)).toBe(few); // both pages full (a page that is not full counts itself)
  });
});
