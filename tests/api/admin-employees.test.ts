import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';
import { confirmSession } from '../helpers/confirm.ts';

interface EmployeeBody {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  jobTitle: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  permissions: string[];
  tags: string[];
  roles: string[];
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  archivedBy: string | null;
  archivedByName: string | null;
  archiveReason: string | null;
}

const FORBIDDEN = { message: 'Je hebt geen toegang tot deze actie.' };

// Employees (spec §2 /system/employees and /archive/employees, §3, §6, §7 "Employees: …").
describe('/api/employees', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;
  let adminName: string;
  let sequence = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Every permission: granting is bounded by what the granter holds (tests/api/authorisation-invariants.test.ts).
    const { client, user } = await signedInClient(ctx, [...PERMISSIONS]);
    admin = client;
    await confirmSession(admin);
    adminId = user.id;
    adminName = `${user.firstname} ${user.lastname}`;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown> = {}) => {
    sequence += 1;
    const response = await admin.post('/api/employees', {
      firstName: 'Mila',
      lastName: `Jansen ${sequence}`,
      email: `mila.jansen${sequence}@zorgportaal.test`,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: EmployeeBody }).data;
  };
  const createNamed = async (resource: 'tags' | 'roles', body: Record<string, unknown>) => {
    const response = await admin.post(`/api/${resource}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: string; name: string } }).data;
  };
  const auditOf = (id: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'employees'), eq(auditLog.recordId, id)))
      .orderBy(auditLog.createdAt);

  it('creates, reads and edits an employee, storing Dutch data in one spelling', async () => {
    const employee = await create({
      firstName: ' Sanne ',
      lastName: 'de Vries',
      email: ' Sanne.de.Vries@Zorgportaal.TEST ',
      phone: '06 12345678',
      jobTitle: 'Verpleegkundige',
      streetAddress: 'Dorpsstraat 1',
      postalCode: '1234ab',
      city: 'Utrecht',
    });
    expect(employee).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne.de.vries@zorgportaal.test',
      phone: '+31612345678',
      jobTitle: 'Verpleegkundige',
      streetAddress: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      permissions: [],
      tags: [],
      roles: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      archivedAt: null,
      archivedBy: null,
      archivedByName: null,
      archiveReason: null,
    });
    expect((await admin.get(`/api/employees/${employee.id}`)).json()).toEqual({ data: employee });
    const found = (await admin.get('/api/employees?q=sanne.de.vries')).json() as PageBody<EmployeeBody>;
    expect(found.data).toEqual([employee]);

    const edited = await admin.patch(`/api/employees/${employee.id}`, { jobTitle: 'Teamleider', phone: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ jobTitle: 'Teamleider', phone: null, city: 'Utrecht' });
    const entries = await auditOf(employee.id);
    expect(entries.map((entry) => entry.action)).toEqual(['createEmployee', 'editEmployee']);
    expect(entries[1]!.changes).toEqual({
      jobTitle: { before: 'Verpleegkundige', after: 'Teamleider' },
      phone: { before: '+31612345678', after: null },
    });
  });

  it('validates each field in Dutch: required, email, phone, postcode, length', async () => {
    const missing = await admin.post('/api/employees', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      firstName: ['Dit veld is verplicht.'],
      lastName: ['Dit veld is verplicht.'],
      email: ['Dit veld is verplicht.'],
    });

    const bad = await admin.post('/api/employees', {
      firstName: 'x'.repeat(101),
      lastName: '  ',
      email: 'geen-adres',
      phone: '12',
      postalCode: '0123 AB',
      city: 'y'.repeat(101),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      firstName: ['Vul maximaal 100 tekens in.'],
      lastName: ['Dit veld is verplicht.'],
      email: ['Vul een geldig e-mailadres in.'],
      phone: ['Vul een geldig telefoonnummer in, zoals 06 12345678.'],
      postalCode: ['Vul een postcode in zoals 1234 AB.'],
      city: ['Vul maximaal 100 tekens in.'],
    });

    const employee = await create();
    const badEdit = await admin.patch(`/api/employees/${employee.id}`, {
      postalCode: '1234 SS',
      lastName: null,
    });
    expect(badEdit.statusCode).toBe(422);
    expect(badEdit.json().errors).toEqual({
      postalCode: ['Vul een postcode in zoals 1234 AB.'],
      lastName: ['Dit veld is verplicht.'],
    });
  });

  it('keeps email addresses unique case-insensitively, and the email out of PATCH', async () => {
    const employee = await create({ email: 'uniek@zorgportaal.test' });
    const duplicate = await admin.post('/api/employees', {
      firstName: 'Twee',
      lastName: 'Keer',
      email: 'UNIEK@Zorgportaal.test',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: 'Deze waarde bestaat al. Kies een andere.',
      errors: { email: ['Deze waarde bestaat al. Kies een andere.'] },
    });

    for (const body of [
      { email: 'nieuw@zorgportaal.test' },
      { permissions: ['manage_tags'] },
      { roles: [] },
    ]) {
      const refused = await admin.patch(`/api/employees/${employee.id}`, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ [Object.keys(body)[0]!]: ['Dit veld is niet toegestaan.'] });
    }
    expect((await admin.get(`/api/employees/${employee.id}`)).json().data.email).toBe(
      'uniek@zorgportaal.test',
    );
  });

  it('sets tags through PATCH (the whole list) and filters by tag', async () => {
    const night = await createNamed('tags', { name: 'Nachtdienst' });
    const weekend = await createNamed('tags', { name: 'Weekenddienst' });
    const a = await create({ lastName: 'Tagtest A', tags: [night.id] });
    const b = await create({ lastName: 'Tagtest B' });
    expect(a.tags).toEqual([night.id]);

    const tagged = await admin.patch(`/api/employees/${b.id}`, { tags: [weekend.id, night.id] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().data.tags).toEqual([night.id, weekend.id].sort());
    const names = async (tag: string) =>
      (
        (await admin.get(`/api/employees?q=Tagtest&filter[tags]=${tag}`)).json() as PageBody<EmployeeBody>
      ).data.map((employee) => employee.lastName);
    expect(await names(night.id)).toEqual(['Tagtest A', 'Tagtest B']);
    expect(await names(weekend.id)).toEqual(['Tagtest B']);

    await admin.patch(`/api/employees/${a.id}`, { tags: [] });
    expect(await names(night.id)).toEqual(['Tagtest B']);

    const unknown = await admin.patch(`/api/employees/${b.id}`, { tags: [UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ tags: ['Dit gekozen item bestaat niet (meer).'] });
    expect((await admin.get(`/api/employees/${b.id}`)).json().data.tags).toHaveLength(2);

    const entry = (await auditOf(b.id)).at(-1)!;
    expect(entry).toMatchObject({
      action: 'editEmployee',
      changes: { tags: { before: [], after: [night.id, weekend.id].sort() } },
    });
    const inUse = await admin.delete(`/api/tags/${night.id}`);
    expect(inUse.statusCode).toBe(422);
  });

  it('answers and replaces the whole role list (GET/PUT /employees/{id}/roles), audited as editEmployee', async () => {
    const planner = await createNamed('roles', { name: 'Planner', permissions: ['view_employees'] });
    const coach = await createNamed('roles', { name: 'Coach', permissions: [] });
    const employee = await create();
    expect((await admin.get(`/api/employees/${employee.id}/roles`)).json()).toEqual({ data: [] });

    const put = await admin.put(`/api/employees/${employee.id}/roles`, { roles: [planner.id, coach.id] });
    expect(put.statusCode, put.body).toBe(200);
    // The role records, in the roles' order (by name).
    expect(put.json().data.map((role: { name: string }) => role.name)).toEqual(['Coach', 'Planner']);
    expect(put.json().data[1]).toMatchObject({ id: planner.id, permissions: ['view_employees'] });
    expect((await admin.get(`/api/employees/${employee.id}/roles`)).json()).toEqual(put.json());
    expect((await admin.get(`/api/employees/${employee.id}`)).json().data.roles).toEqual(
      [planner.id, coach.id].sort(),
    );

    const replaced = await admin.put(`/api/employees/${employee.id}/roles`, { roles: [coach.id] });
    expect(replaced.json().data.map((role: { id: string }) => role.id)).toEqual([coach.id]);

    const unknown = await admin.put(`/api/employees/${employee.id}/roles`, { roles: [coach.id, UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ roles: ['Dit gekozen item bestaat niet (meer).'] });
    const malformed = await admin.put(`/api/employees/${employee.id}/roles`, { roles: ['geen-id'] });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['roles.0']);
    const missing = await admin.put(`/api/employees/${employee.id}/roles`, {});
    expect(missing.json().errors).toEqual({ roles: ['Dit veld is verplicht.'] });

    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      expect((await admin.get(`/api/employees/${id}/roles`)).statusCode).toBe(404);
      expect((await admin.put(`/api/employees/${id}/roles`, { roles: [] })).statusCode).toBe(404);
    }

    const entries = (await auditOf(employee.id)).filter((entry) => entry.action === 'editEmployee');
    expect(entries.map((entry) => entry.changes)).toEqual([
      { roles: { before: [], after: [planner.id, coach.id].sort() } },
      { roles: { before: [planner.id, coach.id].sort(), after: [coach.id] } },
    ]);
  });

  it('updates the permissions (POST /employees/{id}/update-permissions), audited as editEmployeePermissions', async () => {
    const employee = await create();
    const updated = await admin.post(`/api/employees/${employee.id}/update-permissions`, {
      permissions: ['view_employees', 'manage_tags', 'view_employees'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: employee.id,
      email: employee.email,
      permissions: ['manage_tags', 'view_employees'],
    });
    expect((await admin.get(`/api/employees/${employee.id}`)).json().data.permissions).toEqual([
      'manage_tags',
      'view_employees',
    ]);
    const filtered = (
      await admin.get(`/api/employees?filter[permissions]=manage_tags`)
    ).json() as PageBody<EmployeeBody>;
    expect(filtered.data.map((item) => item.id)).toContain(employee.id);

    const bad = await admin.post(`/api/employees/${employee.id}/update-permissions`, {
      permissions: ['manage_tags', 'launch_rockets'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'permissions.1': ['Kies een van de mogelijke waarden.'] });
    const extra = await admin.post(`/api/employees/${employee.id}/update-permissions`, {
      permissions: [],
      roles: [],
    });
    expect(extra.json().errors).toEqual({ roles: ['Dit veld is niet toegestaan.'] });
    const unknown = await admin.post(`/api/employees/${UNKNOWN_ID}/update-permissions`, { permissions: [] });
    expect(unknown.statusCode).toBe(404);

    const entries = await auditOf(employee.id);
    expect(entries.map((entry) => [entry.action, entry.changes, entry.actorId])).toEqual([
      ['createEmployee', expect.any(Object), adminId],
      [
        'editEmployeePermissions',
        { permissions: { before: [], after: ['manage_tags', 'view_employees'] } },
        adminId,
      ],
    ]);
  });

  it('archives with a reason, lists the archive with who archived, and restores', async () => {
    const employee = await create({ lastName: 'Archieftest' });
    const noReason = await admin.delete(`/api/employees/${employee.id}`, { body: { reason: ' ' } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Dit veld is verplicht.'] });

    const archived = await admin.delete(`/api/employees/${employee.id}`, { body: { reason: 'Uit dienst' } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toMatchObject({
      archiveReason: 'Uit dienst',
      archivedBy: adminId,
      archivedByName: adminName,
      archivedAt: expect.any(String),
    });
    expect(((await admin.get('/api/employees?q=Archieftest')).json() as PageBody<EmployeeBody>).data).toEqual(
      [],
    );
    const archive = (
      await admin.get('/api/employees/archived?q=Archieftest')
    ).json() as PageBody<EmployeeBody>;
    expect(archive.data.map((item) => [item.id, item.archiveReason, item.archivedByName])).toEqual([
      [employee.id, 'Uit dienst', adminName],
    ]);

    // An archived employee is read, not changed.
    expect((await admin.get(`/api/employees/${employee.id}`)).json().data.archivedByName).toBe(adminName);
    expect((await admin.patch(`/api/employees/${employee.id}`, { city: 'Zeist' })).statusCode).toBe(404);
    expect((await admin.put(`/api/employees/${employee.id}/roles`, { roles: [] })).statusCode).toBe(404);
    expect(
      (await admin.post(`/api/employees/${employee.id}/update-permissions`, { permissions: [] })).statusCode,
    ).toBe(404);
    expect(
      (await admin.delete(`/api/employees/${employee.id}`, { body: { reason: 'Nogmaals' } })).statusCode,
    ).toBe(404);

    const restored = await admin.post(`/api/employees/archived/${employee.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({
      archivedAt: null,
      archivedBy: null,
      archivedByName: null,
      archiveReason: null,
    });
    expect((await admin.post(`/api/employees/archived/${employee.id}/restore`)).statusCode).toBe(404);
    expect((await auditOf(employee.id)).map((entry) => entry.action)).toEqual([
      'createEmployee',
      'archiveEmployee',
      'restoreEmployee',
    ]);
  });

  it('names the archiving user by email when they have no name', async () => {
    const nameless = await createUser(ctx.database.db, {
      firstname: '',
      lastname: '',
      permissions: ['manage_employees'],
    });
    const client = new ApiClient(ctx.app);
    await signIn(client, nameless.email);
    await confirmSession(client);
    const employee = await create({ lastName: 'Naamloos gearchiveerd' });
    const archived = await client.delete(`/api/employees/${employee.id}`, { body: { reason: 'Verhuisd' } });
    expect(archived.json().data.archivedByName).toBe(nameless.email);
    const archive = (await admin.get('/api/employees/archived?q=Naamloos')).json() as PageBody<EmployeeBody>;
    expect(archive.data.map((item) => item.archivedByName)).toEqual([nameless.email]);
  });

  it('lets view_employees list and show, but not write; 401 signed out; 403 comes before 422', async () => {
    const employee = await create();
    const mentor = await createNamed('roles', { name: 'Mentor', permissions: [] });
    const given = await admin.put(`/api/employees/${employee.id}/roles`, { roles: [mentor.id] });
    expect(given.statusCode, given.body).toBe(200);
    await admin.delete(`/api/employees/${(await create()).id}`, { body: { reason: 'Weg' } });
    const { client } = await signedInClient(ctx, ['view_employees']);
    expect((await client.get('/api/employees')).statusCode).toBe(200);
    expect((await client.get(`/api/employees/${employee.id}`)).statusCode).toBe(200);
    expect((await client.get('/api/employees/archived')).statusCode).toBe(200);
    // The roles by name, as the detail carries their ids and "Regio's en rollen" their names.
    const roles = await client.get(`/api/employees/${employee.id}/roles`);
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data.map((role: { name: string }) => role.name)).toEqual(['Mentor']);
    for (const response of [
      await client.post('/api/employees', {}),
      await client.patch(`/api/employees/${employee.id}`, { email: 'x' }),
      await client.delete(`/api/employees/${employee.id}`, { body: {} }),
      await client.post(`/api/employees/archived/${employee.id}/restore`),
      await client.get(`/api/employees/${employee.id}/account`),
      await client.put(`/api/employees/${employee.id}/roles`, { roles: ['geen-id'] }),
      await client.post(`/api/employees/${employee.id}/update-permissions`, { permissions: ['fly'] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }

    const { client: other } = await signedInClient(ctx, ['manage_roles', 'manage_tags']);
    expect((await other.get('/api/employees')).statusCode).toBe(403);
    expect((await other.get(`/api/employees/${employee.id}`)).statusCode).toBe(403);

    const anonymous = new ApiClient(ctx.app);
    for (const response of [
      await anonymous.get('/api/employees'),
      await anonymous.get('/api/employees/archived'),
      await anonymous.get(`/api/employees/${employee.id}/roles`),
      await anonymous.put(`/api/employees/${employee.id}/roles`, {}),
      await anonymous.post(`/api/employees/${employee.id}/update-permissions`, {}),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('pages through links.next to the end without duplicates or gaps while employees are added', async () => {
    const seeded = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        create({ firstName: 'Pagina', lastName: `Medewerker ${String(i).padStart(3, '0')}` }),
      ),
    );
    const existing = (
      (await admin.get('/api/employees?perPage=100')).json() as PageBody<EmployeeBody>
    ).data.map((employee) => employee.id);
    const seen: string[] = [];
    let url: string | null = '/api/employees?perPage=6';
    let pages = 0;
    let inserted = 0;
    while (url) {
      // Concurrent writers before, inside and after the current position of the last-name order.
      const [response] = await Promise.all([
        admin.get(url),
        create({ lastName: `Aaa nieuw ${inserted}` }),
        create({ lastName: `Medewerker ${String(inserted * 4).padStart(3, '0')} nieuw` }),
        create({ lastName: `Zzz nieuw ${inserted}` }),
      ]);
      inserted += 1;
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as PageBody<EmployeeBody>;
      seen.push(...page.data.map((employee) => employee.id));
      url = page.links.next;
      pages += 1;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of [...existing, ...seeded.map((employee) => employee.id)]) expect(seen).toContain(id);
    expect(pages).toBeGreaterThan(5);
  });
});
