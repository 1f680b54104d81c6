import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface RegionBody {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}
interface FacilityBody {
  id: string;
  name: string;
  region: string;
  city: string;
}

// Regions (spec §2 /system/regions with manage_regions, §3 "region (name, description)", §7 Regions incl.
// GET /regions/{id}/facilities paged via links.next), served by the admin engine and the `facilities` extension.
describe('/api/regions', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_regions']);
    admin = client;
    adminId = user.id;
  });
  afterAll(() => ctx.close());

  const createRegion = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/regions', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: RegionBody }).data;
  };
  const createFacility = async (region: string, name: string) => {
    const response = await admin.post('/api/facilities', { name, region, city: 'Utrecht' });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: FacilityBody }).data;
  };
  const facilitiesPage = async (url: string) => {
    const response = await admin.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<FacilityBody>;
  };

  it('creates, reads, edits and deletes a region', async () => {
    const region = await createRegion({ name: '  Midden-Nederland ', description: 'Utrecht en omgeving' });
    expect(region).toMatchObject({ name: 'Midden-Nederland', description: 'Utrecht en omgeving' });

    const read = await admin.get(`/api/regions/${region.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: region });

    const listed = (await admin.get('/api/regions?q=midden')).json() as PageBody<RegionBody>;
    expect(listed.data.map((item) => item.id)).toEqual([region.id]);

    const cleared = await admin.patch(`/api/regions/${region.id}`, { description: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ name: 'Midden-Nederland', description: null });

    const deleted = await admin.delete(`/api/regions/${region.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`/api/regions/${region.id}`)).statusCode).toBe(404);
  });

  it('answers 422 per field in Dutch: name missing, too long, duplicate; description too long; unknown field', async () => {
    const missing = await admin.post('/api/regions', { description: 'Zonder naam' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Dit veld is verplicht.',
      errors: { name: ['Dit veld is verplicht.'] },
    });

    const tooLong = await admin.post('/api/regions', {
      name: 'x'.repeat(101),
      description: 'y'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      name: ['Vul maximaal 100 tekens in.'],
      description: ['Vul maximaal 5000 tekens in.'],
    });

    const noord = await createRegion({ name: 'Noord' });
    const duplicate = await admin.post('/api/regions', { name: 'NOORD' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['Deze waarde bestaat al. Kies een andere.'] });

    const cleared = await admin.patch(`/api/regions/${noord.id}`, { name: '' });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toEqual({ name: ['Dit veld is verplicht.'] });

    const unknown = await admin.post('/api/regions', { name: 'Zuid', code: 'Z' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ code: ['Dit veld is niet toegestaan.'] });
  });

  it('answers 401 signed out and 403 without manage_regions, before validating', async () => {
    const region = await createRegion({ name: 'Afgeschermd' });
    const anonymous = new ApiClient(ctx.app);
    for (const response of [
      await anonymous.get('/api/regions'),
      await anonymous.post('/api/regions', {}),
      await anonymous.get(`/api/regions/${region.id}/facilities`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });
    }

    const { client } = await signedInClient(ctx, [
      'manage_administrative_units',
      'manage_tags',
      'manage_oauth_clients',
    ]);
    for (const response of [
      await client.get('/api/regions'),
      await client.post('/api/regions', {}),
      await client.get(`/api/regions/${region.id}`),
      await client.patch(`/api/regions/${region.id}`, { name: 'x'.repeat(500) }),
      await client.delete(`/api/regions/${region.id}`),
      await client.get(`/api/regions/${region.id}/facilities?perPage=0`),
      await client.get(`/api/regions/${UNKNOWN_ID}/facilities`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
  });

  it('lets who manages or views employees read the regions, not change them', async () => {
    const region = await createRegion({ name: 'Leesbaar' });
    for (const permission of ['manage_employees', 'view_employees'] as const) {
      const { client } = await signedInClient(ctx, [permission]);
      expect((await client.get(`/api/regions/${region.id}`)).json().data.name).toBe('Leesbaar');
      expect((await client.get('/api/regions')).statusCode).toBe(200);
      expect((await client.patch(`/api/regions/${region.id}`, { name: 'Anders' })).statusCode).toBe(403);
      expect((await client.get(`/api/regions/${region.id}/facilities`)).statusCode).toBe(403);
    }
  });

  it('audits createRegion, and a name and a description edit each under their own name', async () => {
    const region = await createRegion({ name: 'Oost', description: 'Gelderland' });
    await admin.patch(`/api/regions/${region.id}`, { name: 'Oost-Nederland' });
    await admin.patch(`/api/regions/${region.id}`, { description: 'Gelderland en Overijssel' });
    const both = await admin.patch(`/api/regions/${region.id}`, {
      name: 'Oosten',
      description: 'Achterhoek',
    });
    expect(both.statusCode, both.body).toBe(200);
    await admin.patch(`/api/regions/${region.id}`, { name: 'Oosten' }); // no change: no entry

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'regions'), eq(auditLog.recordId, region.id)))
      .orderBy(auditLog.createdAt, auditLog.action);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual([
      [
        'createRegion',
        adminId,
        { name: { before: null, after: 'Oost' }, description: { before: null, after: 'Gelderland' } },
      ],
      ['editRegionName', adminId, { name: { before: 'Oost', after: 'Oost-Nederland' } }],
      [
        'editRegionDescription',
        adminId,
        { description: { before: 'Gelderland', after: 'Gelderland en Overijssel' } },
      ],
      // One PATCH of both fields: two entries.
      [
        'editRegionDescription',
        adminId,
        { description: { before: 'Gelderland en Overijssel', after: 'Achterhoek' } },
      ],
      ['editRegionName', adminId, { name: { before: 'Oost-Nederland', after: 'Oosten' } }],
    ]);
    expect(entries[3]!.createdAt).toEqual(entries[4]!.createdAt);
  });

  it('refuses to delete a region that still has facilities (422 "in use"), and deletes it once empty', async () => {
    const region = await createRegion({ name: 'Met instellingen' });
    const elsewhere = await createRegion({ name: 'Elders' });
    const facility = await createFacility(region.id, 'Zorgcentrum De Linde');

    const refused = await admin.delete(`/api/regions/${region.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Dit item wordt nog gebruikt door 1 zorginstelling en kan daarom niet worden verwijderd.',
      errors: {
        id: ['Dit item wordt nog gebruikt door 1 zorginstelling en kan daarom niet worden verwijderd.'],
      },
    });
    expect((await admin.get(`/api/regions/${region.id}`)).statusCode).toBe(200);

    const moved = await admin.post(`/api/facilities/${facility.id}/update-region`, { region: elsewhere.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await admin.delete(`/api/regions/${region.id}`)).statusCode).toBe(200);
    const deletions = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deleteRegion'), eq(auditLog.recordId, region.id)));
    expect(deletions).toHaveLength(1);
  });

  describe('GET /api/regions/{id}/facilities', () => {
    it("lists only the region's facilities with the paging, sort and search of /api/facilities", async () => {
      const region = await createRegion({ name: 'Zeeland' });
      const other = await createRegion({ name: 'Limburg' });
      const [middelburg, goes, vlissingen] = [
        await createFacility(region.id, 'Huize Middelburg'),
        await createFacility(region.id, 'Goes Zorg'),
        await createFacility(region.id, 'Vlissingen Thuis'),
      ];
      await createFacility(other.id, 'Maastricht Zorg');

      const page = await facilitiesPage(`/api/regions/${region.id}/facilities`);
      expect(page.data.map((facility) => facility.id)).toEqual([goes!.id, middelburg!.id, vlissingen!.id]);
      expect(page.meta.total).toBe(3);
      expect(page.links.next).toBeNull();
      expect(page.data.every((facility) => facility.region === region.id)).toBe(true);

      const searched = await facilitiesPage(
        `/api/regions/${region.id}/facilities?q=zorg&sort=name&order=desc`,
      );
      expect(searched.data.map((facility) => facility.name)).toEqual(['Goes Zorg']);

      const first = await facilitiesPage(`/api/regions/${region.id}/facilities?perPage=2&order=desc`);
      expect(first.data.map((facility) => facility.name)).toEqual(['Vlissingen Thuis', 'Huize Middelburg']);
      const next = new URL(first.links.next!, 'http://localhost');
      expect(next.pathname).toBe(`/api/regions/${region.id}/facilities`);
      expect(next.searchParams.get('filter[region]')).toBeNull();
      const second = await facilitiesPage(first.links.next!);
      expect(second.data.map((facility) => facility.name)).toEqual(['Goes Zorg']);
      expect(second.links.next).toBeNull();

      const empty = await createRegion({ name: 'Leeg' });
      expect(await facilitiesPage(`/api/regions/${empty.id}/facilities`)).toEqual({
        data: [],
        links: { next: null },
        meta: { total: 0 },
      });
    });

    it('answers 404 for an unknown or malformed region, and 422 for a bad query', async () => {
      for (const id of [UNKNOWN_ID, 'geen-uuid']) {
        const response = await admin.get(`/api/regions/${id}/facilities`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
      const region = await createRegion({ name: 'Drenthe' });
      const badSort = await admin.get(`/api/regions/${region.id}/facilities?sort=region`);
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors).toEqual({ sort: ['Kies een van de mogelijke waarden.'] });
      // The region comes from the path, not from a filter.
      const filtered = await admin.get(`/api/regions/${region.id}/facilities?filter[region]=${UNKNOWN_ID}`);
      expect(filtered.statusCode).toBe(422);
      expect(filtered.json().errors).toEqual({ 'filter[region]': ['Dit veld is niet toegestaan.'] });
      const badCursor = await admin.get(`/api/regions/${region.id}/facilities?cursor=onzin`);
      expect(badCursor.statusCode).toBe(422);
      expect(badCursor.json().errors).toEqual({
        cursor: ['Deze paginalink is ongeldig. Begin opnieuw bij de eerste pagina.'],
      });
    });

    it('pages through links.next to the end without duplicates or gaps while facilities are inserted', async () => {
      const region = await createRegion({ name: 'Friesland' });
      const other = await createRegion({ name: 'Groningen' });
      const seeded = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          createFacility(region.id, `Instelling ${String(i).padStart(3, '0')}`),
        ),
      );
      const elsewhere = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          createFacility(other.id, `Instelling ${String(i).padStart(3, '0')}`),
        ),
      );

      const seen: FacilityBody[] = [];
      let url: string | null = `/api/regions/${region.id}/facilities?perPage=6`;
      let pages = 0;
      let inserted = 0;
      while (url) {
        // Concurrent writers: facilities before, amid and after the current position, in this region and another.
        const [response] = await Promise.all([
          admin.get(url),
          createFacility(region.id, `A-nieuw ${inserted}`),
          createFacility(region.id, `Instelling ${String(inserted * 6).padStart(3, '0')} nieuw`),
          createFacility(region.id, `Z-nieuw ${inserted}`),
          createFacility(other.id, `Instelling ${String(inserted * 6 + 1).padStart(3, '0')} elders`),
        ]);
        inserted += 1;
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json() as PageBody<FacilityBody>;
        if (pages === 0) expect(page.meta.total).toBeGreaterThanOrEqual(seeded.length);
        seen.push(...page.data);
        url = page.links.next;
        if (url) expect(url.startsWith(`/api/regions/${region.id}/facilities?`)).toBe(true);
        pages += 1;
      }
      const ids = seen.map((facility) => facility.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const facility of seeded) expect(ids).toContain(facility.id);
      for (const facility of elsewhere) expect(ids).not.toContain(facility.id);
      expect(seen.every((facility) => facility.region === region.id)).toBe(true);
      const names = seen.map((facility) => facility.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(pages).toBeGreaterThan(6);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/regions/{id}/facilities'] ?? {})).toEqual(['get']);
  });
});
