import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { constraintRefusing } from '../helpers/pg-error.ts';

interface TagBody {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

// Tags (spec §3, §6 manage_tags, §7 "Tags: same shape on /tags"), served by the generic admin engine.
describe('/api/tags', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_tags']);
    admin = client;
    adminId = user.id;
  });
  afterAll(() => ctx.close());

  const create = async (name: string) => {
    const response = await admin.post('/api/tags', { name });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: TagBody }).data;
  };

  it('creates, reads, edits and deletes a tag', async () => {
    const tag = await create('  Nachtdienst  ');
    expect(tag).toMatchObject({ name: 'Nachtdienst' });
    expect(tag.id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await admin.get(`/api/tags/${tag.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: tag });

    const edited = await admin.patch(`/api/tags/${tag.id}`, { name: 'Nachtdienst (vast)' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: tag.id, name: 'Nachtdienst (vast)' });

    const deleted = await admin.delete(`/api/tags/${tag.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`/api/tags/${tag.id}`)).statusCode).toBe(404);
  });

  it('answers 422 per field in Dutch: missing, too long, duplicate (case-insensitive), unknown field', async () => {
    const missing = await admin.post('/api/tags', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { name: ['Dit veld is verplicht.'] } });

    const blank = await admin.post('/api/tags', { name: '   ' });
    expect(blank.json()).toMatchObject({ errors: { name: ['Dit veld is verplicht.'] } });

    const tooLong = await admin.post('/api/tags', { name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ name: ['Vul maximaal 100 tekens in.'] });

    await create('Weekend');
    const duplicate = await admin.post('/api/tags', { name: 'WEEKEND' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: 'Deze waarde bestaat al. Kies een andere.',
      errors: { name: ['Deze waarde bestaat al. Kies een andere.'] },
    });

    const other = await create('Weekend-extra');
    const renamed = await admin.patch(`/api/tags/${other.id}`, { name: 'weekend' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ name: ['Deze waarde bestaat al. Kies een andere.'] });

    const unknown = await admin.post('/api/tags', { name: 'Ok', colour: 'rood' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ colour: ['Dit veld is niet toegestaan.'] });
  });

  it('answers 404 for an unknown and for a malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      for (const response of [
        await admin.get(`/api/tags/${id}`),
        await admin.patch(`/api/tags/${id}`, { name: 'X' }),
        await admin.delete(`/api/tags/${id}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
    }
  });

  it('answers 401 signed out, 403 without manage_tags, 419 without the XSRF header', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get('/api/tags')).statusCode).toBe(401);
    expect((await anonymous.post('/api/tags', { name: 'Anoniem' })).statusCode).toBe(401);

    const { client } = await signedInClient(ctx, ['manage_roles', 'manage_oauth_clients']);
    const tag = await create('Alleen voor beheer');
    for (const response of [
      await client.get('/api/tags'),
      await client.post('/api/tags', {}),
      await client.get(`/api/tags/${tag.id}`),
      await client.patch(`/api/tags/${tag.id}`, { name: 'x'.repeat(500) }),
      await client.delete(`/api/tags/${tag.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }

    const withoutXsrf = await admin.post('/api/tags', { name: 'Zonder token' }, { withoutXsrf: true });
    expect(withoutXsrf.statusCode).toBe(419);
  });

  it('lets who manages or views employees read the tags (an employee page names them), not change them', async () => {
    const tag = await create('Leesbare tag');
    for (const permission of ['manage_employees', 'view_employees'] as const) {
      const { client } = await signedInClient(ctx, [permission]);
      expect((await client.get(`/api/tags/${tag.id}`)).json().data.name).toBe('Leesbare tag');
      expect((await client.get('/api/tags')).statusCode).toBe(200);
      expect((await client.patch(`/api/tags/${tag.id}`, { name: 'Anders' })).statusCode).toBe(403);
      expect((await client.delete(`/api/tags/${tag.id}`)).statusCode).toBe(403);
    }
  });

  it('writes an audit entry with actor and changes for each write', async () => {
    const tag = await create('Audit');
    await admin.patch(`/api/tags/${tag.id}`, { name: 'Audit 2' });
    await admin.patch(`/api/tags/${tag.id}`, { name: 'Audit 2' }); // no change: no entry
    await admin.delete(`/api/tags/${tag.id}`);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, tag.id))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.resource, entry.actorId, entry.changes])).toEqual([
      ['createTag', 'tags', adminId, { name: { before: null, after: 'Audit' } }],
      ['editTag', 'tags', adminId, { name: { before: 'Audit', after: 'Audit 2' } }],
      ['deleteTag', 'tags', adminId, { name: { before: 'Audit 2', after: null } }],
    ]);
  });

  it('rolls back the write when its audit entry cannot be written', async () => {
    // An unknown actor breaks the audit entry's foreign key: the tag must not stay behind without its entry.
    const { createRecord } = await import('../../server/admin/write-records.ts');
    const { tags } = await import('../../resources/tags.ts');
    expect(
      await constraintRefusing(
        createRecord(ctx.database.db, tags, { name: 'Zonder audit' }, '00000000-0000-4000-8000-000000000000'),
      ),
    ).toBe('23503 audit_log_actor_id_users_id_fk');
    const list = await admin.get('/api/tags?q=Zonder%20audit');
    expect((list.json() as PageBody<TagBody>).data).toEqual([]);
  });

  it('searches (q), sorts and filters nothing it should not', async () => {
    await Promise.all(['Zoek Alfa', 'Zoek Bravo', 'zoek charlie', 'Anders'].map(create));
    const found = await admin.get('/api/tags?q=zoek&sort=name&order=desc');
    expect(found.statusCode).toBe(200);
    const body = found.json() as PageBody<TagBody>;
    expect(body.data.map((tag) => tag.name)).toEqual(['zoek charlie', 'Zoek Bravo', 'Zoek Alfa']);
    expect(body.meta.total).toBe(3);
    expect(body.links.next).toBeNull();

    // LIKE wildcards in q are text, not patterns.
    expect((await admin.get('/api/tags?q=%25')).json().data).toEqual([]);

    const badSort = await admin.get('/api/tags?sort=id');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors).toEqual({ sort: ['Kies een van de mogelijke waarden.'] });
    const tooMany = await admin.get('/api/tags?perPage=101');
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['perPage']);
  });

  it('pages through links.next to the end without duplicates or gaps while tags are inserted', async () => {
    const before = (await admin.get('/api/tags?perPage=100')).json() as PageBody<TagBody>;
    const existing = new Set(before.data.map((tag) => tag.id));
    const seeded = await Promise.all(
      Array.from({ length: 53 }, (_, i) => create(`Pagina ${String(i).padStart(3, '0')}`)),
    );

    const seen: string[] = [];
    let url: string | null = '/api/tags?perPage=7';
    let pages = 0;
    let inserted = 0;
    while (url) {
      // Concurrent writers: new tags before and after the current position in the name order, sent together
      // with the page request.
      const [response] = await Promise.all([
        admin.get(url),
        create(`A-nieuw ${inserted}`),
        create(`Pagina ${String(inserted * 5).padStart(3, '0')} nieuw`),
        create(`Z-nieuw ${inserted}`),
      ]);
      inserted += 1;
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as PageBody<TagBody>;
      if (pages === 0) expect(page.meta.total).toBeGreaterThanOrEqual(existing.size + seeded.length);
      seen.push(...page.data.map((tag) => tag.id));
      url = page.links.next;
      pages += 1;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const tag of [...existing, ...seeded.map((t) => t.id)]) expect(seen).toContain(tag);
    expect(pages).toBeGreaterThan(8);
  });

  it('answers 422 on cursor for a bad or foreign cursor', async () => {
    await Promise.all(['Cursor 1', 'Cursor 2', 'Cursor 3'].map(create));
    const first = (await admin.get('/api/tags?perPage=1')).json() as PageBody<TagBody>;
    const cursor = new URL(first.links.next!, 'http://x').searchParams.get('cursor')!;
    const forged = Buffer.from(
      JSON.stringify({ sort: 'createdAt', order: 'asc', value: 'gisteren', id: first.data[0]!.id }),
    ).toString('base64url');
    for (const query of [
      'cursor=onzin!',
      'cursor=bm9n',
      `cursor=${cursor}&sort=createdAt`,
      `cursor=${forged}&sort=createdAt&order=asc`,
    ]) {
      const response = await admin.get(`/api/tags?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toEqual({
        message: 'Deze paginalink is ongeldig. Begin opnieuw bij de eerste pagina.',
        errors: { cursor: ['Deze paginalink is ongeldig. Begin opnieuw bij de eerste pagina.'] },
      });
    }
  });
});
