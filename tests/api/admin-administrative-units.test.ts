import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface UnitBody {
  id: string;
  name: string;
  type: 'facility' | 'professional' | 'internal';
  referenceNumber: string;
  kvkNumber: string | null;
  vatNumber: string | null;
  iban: string | null;
  email: string | null;
  phone: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  createdAt: string;
  updatedAt: string;
}

// Administrative units (spec §2 /system/administrative-units with manage_administrative_units, §3 "type,
// referenceNumber", §7 GET/POST /administrative-units, GET/PATCH/DELETE /administrative-units/{id}).
describe('/api/administrative-units', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_administrative_units']);
    admin = client;
    adminId = user.id;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/administrative-units', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: UnitBody }).data;
  };
  const list = async (query: string) => {
    const response = await admin.get(`/api/administrative-units${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<UnitBody>;
  };

  it('creates a unit with its Dutch data in one spelling, reads, edits and deletes it', async () => {
    const unit = await create({
      name: 'Zorgcentrum De Linde (administratie)',
      type: 'facility',
      referenceNumber: 'ZL-2026-0001',
      kvkNumber: '1234 5678',
      vatNumber: 'nl123456789b01',
      iban: 'NL91 ABNA 0417 1643 00',
      email: 'Facturen@DeLinde.nl',
      phone: '06 12345678',
      streetAddress: 'Oudegracht 1',
      postalCode: '3511ab',
      city: 'Utrecht',
    });
    expect(unit).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Zorgcentrum De Linde (administratie)',
      type: 'facility',
      referenceNumber: 'ZL-2026-0001',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      email: 'facturen@delinde.nl',
      phone: '+31612345678',
      streetAddress: 'Oudegracht 1',
      postalCode: '3511 AB',
      city: 'Utrecht',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const read = await admin.get(`/api/administrative-units/${unit.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: unit });

    const edited = await admin.patch(`/api/administrative-units/${unit.id}`, {
      type: 'internal',
      iban: '',
      phone: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      type: 'internal',
      iban: null,
      phone: null,
      kvkNumber: '12345678',
    });

    expect((await admin.delete(`/api/administrative-units/${unit.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/administrative-units/${unit.id}`)).statusCode).toBe(404);
  });

  it('needs only name, type and payment reference', async () => {
    const unit = await create({ name: 'Zzp-pool Noord', type: 'professional', referenceNumber: 'ZZP1' });
    expect(unit).toMatchObject({ kvkNumber: null, iban: null, email: null, city: null });
  });

  it('answers 422 per field with the Dutch messages', async () => {
    const missing = await admin.post('/api/administrative-units', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Dit veld is verplicht.',
      errors: {
        name: ['Dit veld is verplicht.'],
        type: ['Dit veld is verplicht.'],
        referenceNumber: ['Dit veld is verplicht.'],
      },
    });

    const wrong = await admin.post('/api/administrative-units', {
      name: 'x'.repeat(151),
      type: 'leverancier',
      referenceNumber: 'AB1',
      kvkNumber: '123',
      vatNumber: 'NL123456789',
      iban: 'NL91ABNA0417164301',
      email: 'facturen',
      phone: '06 1234',
      postalCode: '1234 SS',
      city: 'c'.repeat(101),
      streetAddress: 's'.repeat(201),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      name: ['Vul maximaal 150 tekens in.'],
      type: ['Kies een van de mogelijke waarden.'],
      referenceNumber: ['Vul minimaal 4 tekens in.'],
      kvkNumber: ['Vul een KVK-nummer van 8 cijfers in.'],
      vatNumber: ['Vul een btw-nummer in zoals NL123456789B01.'],
      iban: ['Vul een geldig IBAN in, zoals NL91 ABNA 0417 1643 00.'],
      email: ['Vul een geldig e-mailadres in.'],
      phone: ['Vul een geldig telefoonnummer in, zoals 06 12345678.'],
      postalCode: ['Vul een postcode in zoals 1234 AB.'],
      city: ['Vul maximaal 100 tekens in.'],
      streetAddress: ['Vul maximaal 200 tekens in.'],
    });
    const tooLong = await admin.post('/api/administrative-units', {
      name: 'Lang',
      type: 'internal',
      referenceNumber: 'R'.repeat(36),
    });
    expect(tooLong.json().errors).toEqual({ referenceNumber: ['Vul maximaal 35 tekens in.'] });

    const unknown = await admin.post('/api/administrative-units', {
      name: 'Onbekend veld',
      type: 'internal',
      referenceNumber: 'ONB-1',
      bic: 'ABNANL2A',
    });
    expect(unknown.json().errors).toEqual({ bic: ['Dit veld is niet toegestaan.'] });

    const unit = await create({ name: 'Niet leeg', type: 'internal', referenceNumber: 'NL-1' });
    const cleared = await admin.patch(`/api/administrative-units/${unit.id}`, {
      type: null,
      referenceNumber: '',
    });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toEqual({
      type: ['Dit veld is verplicht.'],
      referenceNumber: ['Dit veld is verplicht.'],
    });
  });

  it('refuses a second unit with the same name or payment reference, whatever the case', async () => {
    const first = await create({ name: 'Kantoor Zwolle', type: 'internal', referenceNumber: 'KZ-001' });
    const sameName = await admin.post('/api/administrative-units', {
      name: 'KANTOOR ZWOLLE',
      type: 'internal',
      referenceNumber: 'KZ-002',
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json()).toEqual({
      message: 'Deze waarde bestaat al. Kies een andere.',
      errors: { name: ['Deze waarde bestaat al. Kies een andere.'] },
    });
    const sameReference = await admin.post('/api/administrative-units', {
      name: 'Kantoor Deventer',
      type: 'internal',
      referenceNumber: 'kz-001',
    });
    expect(sameReference.json().errors).toEqual({
      referenceNumber: ['Deze waarde bestaat al. Kies een andere.'],
    });
    const other = await create({ name: 'Kantoor Kampen', type: 'internal', referenceNumber: 'KK-001' });
    const renamed = await admin.patch(`/api/administrative-units/${other.id}`, { referenceNumber: 'KZ-001' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ referenceNumber: ['Deze waarde bestaat al. Kies een andere.'] });
    expect((await admin.get(`/api/administrative-units/${first.id}`)).json().data.referenceNumber).toBe(
      'KZ-001',
    );
  });

  it('filters by type and city, and searches name and payment reference', async () => {
    await create({ name: 'Filter Instelling', type: 'facility', referenceNumber: 'FLT-INST', city: 'Assen' });
    await create({ name: 'Filter Zzp', type: 'professional', referenceNumber: 'FLT-ZZP', city: 'Assen' });
    await create({ name: 'Filter Intern', type: 'internal', referenceNumber: 'FLT-INT', city: 'Emmen' });
    const names = (page: PageBody<UnitBody>) => page.data.map((unit) => unit.name);
    expect(names(await list('?q=filter&filter[type]=professional'))).toEqual(['Filter Zzp']);
    expect(names(await list('?q=filter&filter[city]=Assen'))).toEqual(['Filter Instelling', 'Filter Zzp']);
    expect(names(await list('?q=flt-int'))).toEqual(['Filter Intern']);
    expect(names(await list('?q=flt&sort=referenceNumber&order=desc'))).toEqual([
      'Filter Zzp',
      'Filter Intern',
      'Filter Instelling',
    ]);
    const badType = await admin.get('/api/administrative-units?filter[type]=leverancier');
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toEqual({ 'filter[type]': ['Kies een van de mogelijke waarden.'] });
  });

  it('pages through links.next to the end without duplicates or gaps', async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create({
          name: `Pagina ${String(i).padStart(2, '0')}`,
          type: 'internal',
          referenceNumber: `PAG-${i}`,
        }),
      ),
    );
    const seen: string[] = [];
    let url: string | null = '/api/administrative-units?q=pagina&perPage=5';
    while (url) {
      const page: PageBody<UnitBody> = await list(url.replace('/api/administrative-units', ''));
      seen.push(...page.data.map((unit) => unit.id));
      url = page.links.next;
    }
    expect(seen).toEqual(made.map((unit) => unit.id));
  });

  it('answers 401 signed out and 403 without manage_administrative_units, before validating', async () => {
    const unit = await create({ name: 'Afgeschermd', type: 'internal', referenceNumber: 'AFG-1' });
    const anonymous = new ApiClient(ctx.app);
    for (const response of [
      await anonymous.get('/api/administrative-units'),
      await anonymous.post('/api/administrative-units', {}),
      await anonymous.get(`/api/administrative-units/${unit.id}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });
    }

    const { client } = await signedInClient(ctx, ['manage_regions', 'manage_branches', 'manage_employees']);
    for (const response of [
      await client.get('/api/administrative-units'),
      await client.post('/api/administrative-units', { type: 'leverancier' }),
      await client.get(`/api/administrative-units/${unit.id}`),
      await client.patch(`/api/administrative-units/${unit.id}`, { iban: 'fout' }),
      await client.delete(`/api/administrative-units/${unit.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
  });

  it('audits create, edit and delete with actor and changes', async () => {
    const unit = await create({ name: 'Audit BV', type: 'facility', referenceNumber: 'AUD-1' });
    await admin.patch(`/api/administrative-units/${unit.id}`, { referenceNumber: 'AUD-2', city: 'Ede' });
    await admin.delete(`/api/administrative-units/${unit.id}`);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'administrative-units'), eq(auditLog.recordId, unit.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['createAdministrativeUnit', adminId],
      ['editAdministrativeUnit', adminId],
      ['deleteAdministrativeUnit', adminId],
    ]);
    expect(entries[0]!.changes).toEqual({
      name: { before: null, after: 'Audit BV' },
      type: { before: null, after: 'facility' },
      referenceNumber: { before: null, after: 'AUD-1' },
    });
    expect(entries[1]!.changes).toEqual({
      referenceNumber: { before: 'AUD-1', after: 'AUD-2' },
      city: { before: null, after: 'Ede' },
    });
    expect(entries[2]!.changes).toMatchObject({ referenceNumber: { before: 'AUD-2', after: null } });
  });
});
