import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface FacilityBody {
  id: string;
  name: string;
  region: string;
  city: string;
  postalCode: string | null;
  streetAddress: string | null;
  kvkNumber: string | null;
  vatNumber: string | null;
  iban: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
}

// Facilities (zorginstellingen; spec §1, §2 "Move a facility to another region", §3 common fields, §7
// POST /facilities/{id}/update-region, audited as updateFacilityRegion), served by the admin engine and the
// `update-region` extension. Managed with manage_regions (docs/decisions.md).
describe('/api/facilities', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;
  let utrecht: string;
  let brabant: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_regions']);
    admin = client;
    adminId = user.id;
    utrecht = (await admin.post('/api/regions', { name: 'Utrecht' })).json().data.id;
    brabant = (await admin.post('/api/regions', { name: 'Brabant' })).json().data.id;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/facilities', { city: 'Utrecht', region: utrecht, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: FacilityBody }).data;
  };
  const moveTo = (id: string, region: unknown) =>
    admin.post(`/api/facilities/${id}/update-region`, { region });
  const regionPage = async (region: string) => {
    const response = await admin.get(`/api/regions/${region}/facilities?perPage=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as PageBody<FacilityBody>).data.map((facility) => facility.id);
  };

  it('creates a facility with its Dutch data in one spelling, reads, edits and deletes it', async () => {
    const facility = await create({
      name: 'Zorgcentrum De Linde',
      city: 'Utrecht',
      postalCode: '3511ab',
      streetAddress: 'Oudegracht 1',
      kvkNumber: '1234 5678',
      vatNumber: 'nl 1234.567.89 b01',
      iban: 'nl91 abna 0417 1643 00',
      email: ' Info@DeLinde.NL ',
      phone: '030 123 4567',
    });
    expect(facility).toMatchObject({
      name: 'Zorgcentrum De Linde',
      region: utrecht,
      postalCode: '3511 AB',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      email: 'info@delinde.nl',
      phone: '+31301234567',
    });

    const read = await admin.get(`/api/facilities/${facility.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: facility });

    const edited = await admin.patch(`/api/facilities/${facility.id}`, {
      name: 'De Linde',
      phone: '',
      iban: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'De Linde', phone: null, iban: null, region: utrecht });

    const listed = await admin.get(`/api/facilities?filter[region]=${utrecht}&q=linde`);
    expect((listed.json() as PageBody<FacilityBody>).data.map((item) => item.id)).toEqual([facility.id]);

    expect((await admin.delete(`/api/facilities/${facility.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/facilities/${facility.id}`)).statusCode).toBe(404);
  });

  it('answers 422 per field with the Dutch messages', async () => {
    const missing = await admin.post('/api/facilities', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      name: ['Dit veld is verplicht.'],
      region: ['Dit veld is verplicht.'],
      city: ['Dit veld is verplicht.'],
    });

    const wrong = await admin.post('/api/facilities', {
      name: 'x'.repeat(151),
      region: utrecht,
      city: 'Utrecht',
      postalCode: '0123 AB',
      kvkNumber: '1234567',
      vatNumber: 'NL123456789',
      iban: 'NL92ABNA0417164300',
      email: 'info@',
      phone: '12345',
      streetAddress: 's'.repeat(201),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      name: ['Vul maximaal 150 tekens in.'],
      postalCode: ['Vul een postcode in zoals 1234 AB.'],
      kvkNumber: ['Vul een KVK-nummer van 8 cijfers in.'],
      vatNumber: ['Vul een btw-nummer in zoals NL123456789B01.'],
      iban: ['Vul een geldig IBAN in, zoals NL91 ABNA 0417 1643 00.'],
      email: ['Vul een geldig e-mailadres in.'],
      phone: ['Vul een geldig telefoonnummer in, zoals 06 12345678.'],
      streetAddress: ['Vul maximaal 200 tekens in.'],
    });

    const malformedRegion = await admin.post('/api/facilities', { name: 'Wees', city: 'Gouda', region: 'x' });
    expect(malformedRegion.json().errors).toEqual({ region: ['Dit gekozen item bestaat niet (meer).'] });

    const unknownRegion = await admin.post('/api/facilities', {
      name: 'Wees',
      city: 'Gouda',
      region: UNKNOWN_ID,
    });
    expect(unknownRegion.statusCode).toBe(422);
    expect(unknownRegion.json()).toEqual({
      message: 'Dit gekozen item bestaat niet (meer).',
      errors: { region: ['Dit gekozen item bestaat niet (meer).'] },
    });

    // The region changes only through update-region.
    const facility = await create({ name: 'Vaste plek' });
    const patched = await admin.patch(`/api/facilities/${facility.id}`, { region: brabant });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors).toEqual({ region: ['Dit veld is niet toegestaan.'] });
    const cleared = await admin.patch(`/api/facilities/${facility.id}`, { city: '' });
    expect(cleared.json().errors).toEqual({ city: ['Dit veld is verplicht.'] });
  });

  it('answers 401 signed out and 403 without manage_regions, before validating', async () => {
    const facility = await create({ name: 'Afgeschermd' });
    const anonymous = new ApiClient(ctx.app);
    for (const response of [
      await anonymous.get('/api/facilities'),
      await anonymous.post('/api/facilities', {}),
      await anonymous.post(`/api/facilities/${facility.id}/update-region`, {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });
    }

    const { client } = await signedInClient(ctx, [
      'manage_administrative_units',
      'manage_employees',
      'view_employees',
    ]);
    for (const response of [
      await client.get('/api/facilities'),
      await client.post('/api/facilities', {}),
      await client.get(`/api/facilities/${facility.id}`),
      await client.patch(`/api/facilities/${facility.id}`, { name: '' }),
      await client.delete(`/api/facilities/${facility.id}`),
      await client.post(`/api/facilities/${facility.id}/update-region`, { region: 'geen-uuid' }),
      await client.post(`/api/facilities/${UNKNOWN_ID}/update-region`, { region: brabant }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
    const unmoved = await admin.get(`/api/facilities/${facility.id}`);
    expect(unmoved.json().data.region).toBe(utrecht);
  });

  describe('POST /api/facilities/{id}/update-region', () => {
    it("moves a facility: it leaves one region's page and appears in the other's, audited as updateFacilityRegion", async () => {
      const facility = await create({ name: 'Verhuizer' });
      const stays = await create({ name: 'Blijver' });
      expect(await regionPage(utrecht)).toEqual(expect.arrayContaining([facility.id, stays.id]));
      expect(await regionPage(brabant)).not.toContain(facility.id);

      const moved = await moveTo(facility.id, brabant);
      expect(moved.statusCode, moved.body).toBe(200);
      const data = (moved.json() as { data: FacilityBody }).data;
      expect(data).toMatchObject({ id: facility.id, name: 'Verhuizer', region: brabant });
      expect(data.updatedAt > facility.updatedAt).toBe(true);
      expect((await admin.get(`/api/facilities/${facility.id}`)).json()).toEqual({ data });

      expect(await regionPage(utrecht)).not.toContain(facility.id);
      expect(await regionPage(utrecht)).toContain(stays.id);
      expect(await regionPage(brabant)).toContain(facility.id);

      // To the region it is already in: nothing changes, no entry.
      expect((await moveTo(facility.id, brabant)).statusCode).toBe(200);

      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'facilities'), eq(auditLog.recordId, facility.id)))
        .orderBy(auditLog.createdAt);
      expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['createFacility', adminId],
        ['updateFacilityRegion', adminId],
      ]);
      expect(entries[0]!.changes).toMatchObject({
        name: { before: null, after: 'Verhuizer' },
        region: { before: null, after: utrecht },
      });
      expect(entries[1]!.changes).toEqual({ region: { before: utrecht, after: brabant } });
    });

    it('answers 422 on region for a missing, malformed or unknown region, and 404 for an unknown facility', async () => {
      const facility = await create({ name: 'Blijft staan' });
      const missing = await admin.post(`/api/facilities/${facility.id}/update-region`, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ region: ['Dit veld is verplicht.'] });

      const malformed = await moveTo(facility.id, 'geen-uuid');
      expect(malformed.statusCode).toBe(422);
      expect(Object.keys(malformed.json().errors)).toEqual(['region']);

      const unknown = await moveTo(facility.id, UNKNOWN_ID);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({
        message: 'Dit gekozen item bestaat niet (meer).',
        errors: { region: ['Dit gekozen item bestaat niet (meer).'] },
      });

      const extra = await admin.post(`/api/facilities/${facility.id}/update-region`, {
        region: brabant,
        name: 'Stiekem',
      });
      expect(extra.statusCode).toBe(422);
      expect(extra.json().errors).toEqual({ name: ['Dit veld is niet toegestaan.'] });

      for (const id of [UNKNOWN_ID, 'geen-uuid']) {
        const response = await moveTo(id, brabant);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }

      const unchanged = (await admin.get(`/api/facilities/${facility.id}`)).json().data as FacilityBody;
      expect(unchanged).toMatchObject({
        name: 'Blijft staan',
        region: utrecht,
        updatedAt: facility.updatedAt,
      });
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'facilities'), eq(auditLog.recordId, facility.id)));
      expect(entries.map((entry) => entry.action)).toEqual(['createFacility']);
    });

    it('is described in the OpenAPI document', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
      expect(Object.keys(paths['/api/facilities/{id}/update-region'] ?? {})).toEqual(['post']);
    });
  });
});
