import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface BranchBody {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

// Branches (spec §2 /system/branches with manage_branches, §3 "Branch", §7 GET/POST /branches,
// GET/PATCH /branches/{id} and the nested GET/POST /branches/{id}/expertises and /expertise-profiles).
describe('/api/branches', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { client, user } = await signedInClient(ctx, ['manage_branches']);
    admin = client;
    adminId = user.id;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/branches', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: BranchBody }).data;
  };

  it('creates, lists, reads and edits a branch', async () => {
    const branch = await create({
      name: '  Ouderenzorg ',
      description: 'Zorg voor ouderen thuis en in een instelling.',
    });
    expect(branch).toMatchObject({
      name: 'Ouderenzorg',
      description: 'Zorg voor ouderen thuis en in een instelling.',
    });
    expect((await admin.get(`/api/branches/${branch.id}`)).json()).toEqual({ data: branch });

    const list = (await admin.get('/api/branches?q=ouderen')).json() as PageBody<BranchBody>;
    expect(list.data.map((item) => item.id)).toEqual([branch.id]);
    expect(list.links.next).toBeNull();

    const edited = await admin.patch(`/api/branches/${branch.id}`, {
      name: 'Ouderenzorg (VVT)',
      description: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: branch.id, name: 'Ouderenzorg (VVT)', description: null });
  });

  it('has no DELETE: a branch is never removed', async () => {
    const branch = await create({ name: 'Gehandicaptenzorg' });
    const response = await admin.delete(`/api/branches/${branch.id}`);
    expect(response.statusCode).toBe(404);
    expect((await admin.get(`/api/branches/${branch.id}`)).statusCode).toBe(200);
  });

  it('answers 422 per field in Dutch: missing, too long, duplicate in any case, unknown field', async () => {
    const missing = await admin.post('/api/branches', { description: 'Zonder naam' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['Dit veld is verplicht.'] });

    const tooLong = await admin.post('/api/branches', {
      name: 'x'.repeat(101),
      description: 'y'.repeat(2001),
    });
    expect(tooLong.json().errors).toEqual({
      name: ['Vul maximaal 100 tekens in.'],
      description: ['Vul maximaal 2000 tekens in.'],
    });

    await create({ name: 'Jeugdzorg' });
    const duplicate = await admin.post('/api/branches', { name: 'JEUGDZORG' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: 'Deze waarde bestaat al. Kies een andere.',
      errors: { name: ['Deze waarde bestaat al. Kies een andere.'] },
    });

    const unknown = await admin.post('/api/branches', { name: 'GGZ', colour: 'groen' });
    expect(unknown.json().errors).toEqual({ colour: ['Dit veld is niet toegestaan.'] });
  });

  it('answers 404 for an unknown or malformed id, also on the nested lists', async () => {
    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      for (const response of [
        await admin.get(`/api/branches/${id}`),
        await admin.patch(`/api/branches/${id}`, { name: 'X' }),
        await admin.get(`/api/branches/${id}/expertises`),
        await admin.post(`/api/branches/${id}/expertises`, { name: 'X' }),
        await admin.get(`/api/branches/${id}/expertise-profiles`),
        await admin.post(`/api/branches/${id}/expertise-profiles`, { name: 'X' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
    }
  });

  it('answers 401 signed out and 403 without manage_branches, before validating', async () => {
    const branch = await create({ name: 'Kraamzorg' });
    const calls = (client: ApiClient) => [
      () => client.get('/api/branches'),
      () => client.post('/api/branches', {}),
      () => client.get(`/api/branches/${branch.id}`),
      () => client.patch(`/api/branches/${branch.id}`, { name: 'x'.repeat(500) }),
      () => client.get(`/api/branches/${branch.id}/expertises`),
      () => client.post(`/api/branches/${branch.id}/expertises`, { name: '', before: 'geen-uuid' }),
      () => client.get(`/api/branches/${branch.id}/expertise-profiles`),
      () => client.post(`/api/branches/${branch.id}/expertise-profiles`, {}),
    ];
    const anonymous = new ApiClient(ctx.app);
    for (const call of calls(anonymous)) {
      const response = await call();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });
    }
    const { client: stranger } = await signedInClient(ctx, ['manage_tags', 'manage_regions']);
    for (const call of calls(stranger)) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
  });

  it('audits createBranch and editBranch with the actor and the changed fields', async () => {
    const branch = await create({ name: 'Revalidatie' });
    await admin.patch(`/api/branches/${branch.id}`, { description: 'Na een ziekenhuisopname.' });
    await admin.patch(`/api/branches/${branch.id}`, { description: 'Na een ziekenhuisopname.' }); // no change
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'branches'), eq(auditLog.recordId, branch.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual([
      ['createBranch', adminId, { name: { before: null, after: 'Revalidatie' } }],
      ['editBranch', adminId, { description: { before: null, after: 'Na een ziekenhuisopname.' } }],
    ]);
  });

  it('keeps each branch its own expertises and profiles', async () => {
    const care = await create({ name: 'Thuiszorg' });
    const youth = await create({ name: 'Jeugdhulp' });
    await admin.post(`/api/branches/${care.id}/expertises`, { name: 'Wondzorg' });
    await admin.post(`/api/branches/${youth.id}/expertises`, { name: 'Gezinsbegeleiding' });
    await admin.post(`/api/branches/${care.id}/expertise-profiles`, { name: 'Wijkverpleging' });
    const names = async (url: string) =>
      ((await admin.get(url)).json() as PageBody<{ name: string }>).data.map((item) => item.name);
    expect(await names(`/api/branches/${care.id}/expertises`)).toEqual(['Wondzorg']);
    expect(await names(`/api/branches/${youth.id}/expertises`)).toEqual(['Gezinsbegeleiding']);
    expect(await names(`/api/branches/${care.id}/expertise-profiles`)).toEqual(['Wijkverpleging']);
    expect(await names(`/api/branches/${youth.id}/expertise-profiles`)).toEqual([]);
  });

  it('describes the nested calls in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/branches/{id}/expertises']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/branches/{id}/expertise-profiles']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/expertises/{id}/move']!)).toEqual(['post']);
    expect(Object.keys(paths['/api/expertise-profiles/{id}/expertises']!).sort()).toEqual(['get', 'post']);
    expect(paths['/api/branches/{id}']).not.toHaveProperty('delete');
  });
});
