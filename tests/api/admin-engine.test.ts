import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

interface Gadget {
  id: string;
  name: string;
  amount: number | null;
  active: boolean | null;
  kind: 'klein' | 'groot';
  tag: string | null;
  releasedOn: string | null;
  archivedAt: string | null;
  archivedBy: string | null;
  archivedByName: string | null;
  archiveReason: string | null;
}

// A definition file alone (tests/fixtures/gadgets-resource.ts, every field kind, archivable) yields the API.
describe('the admin engine on a fixture definition (/api/test-gadgets)', () => {
  let ctx: TestContext;
  let client: ApiClient;
  let userId: string;
  let userName: string;
  let tagId: string;

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, gadgets] });
    await createResourceTable(ctx.database, gadgets);
    const { client: signedIn, user } = await signedInClient(ctx, ['manage_regions', 'manage_tags']);
    client = signedIn;
    userId = user.id;
    userName = `${user.firstname} ${user.lastname}`;
    tagId = (await client.post('/api/tags', { name: 'Gadgettag' })).json().data.id;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await client.post('/api/test-gadgets', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Gadget }).data;
  };
  const list = async (query: string) => {
    const response = await client.get(`/api/test-gadgets${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<Gadget>;
  };

  it('creates, reads and edits a record with every field kind', async () => {
    const gadget = await create({
      name: 'Tiltlift',
      amount: 3,
      active: true,
      kind: 'groot',
      tag: tagId,
      releasedOn: '2026-03-01',
    });
    expect(gadget).toMatchObject({ name: 'Tiltlift', amount: 3, active: true, kind: 'groot', tag: tagId });
    expect(gadget).toMatchObject({
      releasedOn: '2026-03-01',
      archivedAt: null,
      archivedByName: null,
      archiveReason: null,
    });
    const cleared = await client.patch(`/api/test-gadgets/${gadget.id}`, { amount: null, releasedOn: null });
    expect(cleared.json().data).toMatchObject({ amount: null, releasedOn: null, name: 'Tiltlift' });
    expect((await client.get(`/api/test-gadgets/${gadget.id}`)).json().data).toEqual(cleared.json().data);
  });

  it('validates each field by its definition, in Dutch', async () => {
    const response = await client.post('/api/test-gadgets', {
      amount: -1,
      active: 'ja',
      kind: 'middel',
      tag: 'geen-id',
      releasedOn: '31-12-2026',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      name: ['Dit veld is verplicht.'],
      amount: ['Vul een getal in van minimaal 0.'],
      active: ['Kies ja of nee.'],
      kind: ['Kies een van de mogelijke waarden.'],
      tag: [expect.any(String)],
      releasedOn: ['Vul een geldige datum in.'],
    });
    const unknownTag = await client.post('/api/test-gadgets', {
      name: 'Wees',
      kind: 'klein',
      tag: UNKNOWN_ID,
    });
    expect(unknownTag.statusCode).toBe(422);
    expect(unknownTag.json().errors).toEqual({ tag: ['Dit gekozen item bestaat niet (meer).'] });
    const cannotClear = await client.patch(
      `/api/test-gadgets/${(await create({ name: 'Vast', kind: 'klein' })).id}`,
      {
        kind: null,
      },
    );
    expect(cannotClear.statusCode).toBe(422);
    expect(Object.keys(cannotClear.json().errors)).toEqual(['kind']);
  });

  it('checks the permission the definition names (403), and refuses deleting a tag still in use', async () => {
    const { client: stranger } = await signedInClient(ctx, ['manage_tags']);
    expect((await stranger.get('/api/test-gadgets')).statusCode).toBe(403);
    expect((await stranger.get('/api/test-gadgets/archived')).statusCode).toBe(403);
    const inUse = await stranger.delete(`/api/tags/${tagId}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe('Dit item wordt nog gebruikt en kan daarom niet worden verwijderd.');
  });

  it('filters by filterable fields and sorts by a field with empty values, paging without duplicates', async () => {
    const made = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        create({
          name: `Filter ${i}`,
          kind: i % 2 ? 'groot' : 'klein',
          active: i % 3 === 0,
          releasedOn: i % 4 === 0 ? null : `2026-01-${String(10 + (i % 3)).padStart(2, '0')}`,
        }),
      ),
    );
    const big = await list('?q=Filter&filter[kind]=groot&filter[active]=false&perPage=100');
    const expected = made.filter((_, i) => i % 2 === 1 && i % 3 !== 0).map((gadget) => gadget.id);
    expect(big.data.map((gadget) => gadget.id).sort()).toEqual(expected.sort());

    for (const order of ['asc', 'desc']) {
      const seen: Gadget[] = [];
      let url: string | null = `?q=Filter&sort=releasedOn&order=${order}&perPage=2`;
      while (url) {
        const page: PageBody<Gadget> = await list(url.replace('/api/test-gadgets', ''));
        seen.push(...page.data);
        url = page.links.next;
      }
      expect(seen.map((gadget) => gadget.id).sort()).toEqual(made.map((gadget) => gadget.id).sort());
      const dates = seen.map((gadget) => gadget.releasedOn);
      const withDate = dates.filter((date) => date !== null);
      expect(dates.slice(withDate.length).every((date) => date === null)).toBe(true); // empty values last
      expect(withDate).toEqual(
        [...withDate].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a))),
      );
    }
  });

  it('archives with a reason, lists the archive, restores, and audits each step', async () => {
    const gadget = await create({ name: 'Archiefkast', kind: 'klein' });
    const noReason = await client.delete(`/api/test-gadgets/${gadget.id}`, { body: {} });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Dit veld is verplicht.'] });

    const archived = await client.delete(`/api/test-gadgets/${gadget.id}`, { body: { reason: 'Kapot' } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toMatchObject({
      archiveReason: 'Kapot',
      archivedBy: userId,
      archivedByName: userName,
    });
    expect((await list('?q=Archiefkast')).data).toEqual([]);
    const archive = await list('/archived?q=Archiefkast');
    expect(archive.data.map((item) => [item.id, item.archiveReason, item.archivedByName])).toEqual([
      [gadget.id, 'Kapot', userName],
    ]);
    expect((await client.get(`/api/test-gadgets/${gadget.id}`)).json().data.archivedByName).toBe(userName);
    expect((await client.patch(`/api/test-gadgets/${gadget.id}`, { name: 'X' })).statusCode).toBe(404);

    const restored = await client.post(`/api/test-gadgets/archived/${gadget.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({
      archivedAt: null,
      archivedBy: null,
      archivedByName: null,
      archiveReason: null,
    });
    expect((await client.post(`/api/test-gadgets/archived/${gadget.id}/restore`)).statusCode).toBe(404);
    expect((await list('?q=Archiefkast')).data.map((item) => item.id)).toEqual([gadget.id]);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'test-gadgets'), eq(auditLog.recordId, gadget.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => entry.action)).toEqual(['createGadget', 'archiveGadget', 'restoreGadget']);
    expect(entries[1]!.changes.archiveReason).toEqual({ before: null, after: 'Kapot' });
    expect(entries[2]!.changes.archiveReason).toEqual({ before: 'Kapot', after: null });
    expect(entries.every((entry) => entry.actorId === userId)).toBe(true);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/test-gadgets',
        '/api/test-gadgets/{id}',
        '/api/test-gadgets/archived',
        '/api/test-gadgets/archived/{id}/restore',
      ]),
    );
  });
});
