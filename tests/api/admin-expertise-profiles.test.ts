import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expertiseProfileExpertises, expertises } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface ProfileBody {
  id: string;
  name: string;
  branch: string;
  createdAt: string;
  updatedAt: string;
}
interface ExpertiseBody {
  id: string;
  name: string;
  branch: string;
  position: number;
}

const DUPLICATE = 'Deze waarde bestaat al. Kies een andere.';
const NOT_IN_BRANCH = 'Kies alleen expertises van de branche van dit profiel.';

// Expertise profiles (spec §3 "Expertise profile: name", §7 GET/POST /branches/{id}/expertise-profiles,
// PATCH/DELETE /expertise-profiles/{id}, GET/POST /expertise-profiles/{id}/expertises).
describe('expertise profiles', () => {
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

  let branchCount = 0;
  const newBranch = async () => {
    branchCount += 1;
    const response = await admin.post('/api/branches', { name: `Profielbranche ${branchCount}` });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: string } }).data.id;
  };
  const addExpertise = async (branch: string, name: string, before?: string) => {
    const response = await admin.post(`/api/branches/${branch}/expertises`, { name, before });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: ExpertiseBody }).data;
  };
  const addProfile = async (branch: string, name: string) => {
    const response = await admin.post(`/api/branches/${branch}/expertise-profiles`, { name });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: ProfileBody }).data;
  };
  const setExpertises = (profile: string, ids: unknown) =>
    admin.post(`/api/expertise-profiles/${profile}/expertises`, { expertises: ids });
  const namesOf = async (profile: string) => {
    const response = await admin.get(`/api/expertise-profiles/${profile}/expertises`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as PageBody<ExpertiseBody>).data.map((expertise) => expertise.name);
  };

  it('creates a profile in a branch, lists the branch profiles by name, reads, renames and deletes it', async () => {
    const branch = await newBranch();
    const night = await addProfile(branch, '  Nachtzorg ');
    expect(night).toMatchObject({ name: 'Nachtzorg', branch });
    await addProfile(branch, 'Avondzorg');
    const list = (
      await admin.get(`/api/branches/${branch}/expertise-profiles`)
    ).json() as PageBody<ProfileBody>;
    expect(list.data.map((profile) => profile.name)).toEqual(['Avondzorg', 'Nachtzorg']);
    expect(list).toMatchObject({ links: { next: null }, meta: { total: 2 } });

    expect((await admin.get(`/api/expertise-profiles/${night.id}`)).json()).toEqual({ data: night });
    const renamed = await admin.patch(`/api/expertise-profiles/${night.id}`, { name: 'Nachtzorg thuis' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: night.id, name: 'Nachtzorg thuis', branch });

    const deleted = await admin.delete(`/api/expertise-profiles/${night.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await admin.get(`/api/expertise-profiles/${night.id}`)).statusCode).toBe(404);
    const after = (
      await admin.get(`/api/branches/${branch}/expertise-profiles`)
    ).json() as PageBody<ProfileBody>;
    expect(after.data.map((profile) => profile.name)).toEqual(['Avondzorg']);
  });

  it('answers 422 per field in Dutch; names are unique per branch, whatever the case', async () => {
    const branch = await newBranch();
    const other = await newBranch();
    const missing = await admin.post(`/api/branches/${branch}/expertise-profiles`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['Dit veld is verplicht.'] });
    const tooLong = await admin.post(`/api/branches/${branch}/expertise-profiles`, { name: 'x'.repeat(101) });
    expect(tooLong.json().errors).toEqual({ name: ['Vul maximaal 100 tekens in.'] });
    const extra = await admin.post(`/api/branches/${branch}/expertise-profiles`, {
      name: 'Ok',
      branch: other,
    });
    expect(extra.json().errors).toEqual({ branch: ['Dit veld is niet toegestaan.'] });

    await addProfile(branch, 'Dagzorg');
    await addProfile(other, 'DAGZORG'); // another branch: allowed
    const duplicate = await admin.post(`/api/branches/${branch}/expertise-profiles`, { name: 'dagzorg' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ message: DUPLICATE, errors: { name: [DUPLICATE] } });
    const second = await addProfile(branch, 'Dagbesteding');
    const renamed = await admin.patch(`/api/expertise-profiles/${second.id}`, { name: 'DagZorg' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ name: [DUPLICATE] });
    const moved = await admin.patch(`/api/expertise-profiles/${second.id}`, { branch: other });
    expect(moved.json().errors).toEqual({ branch: ['Dit veld is niet toegestaan.'] });
  });

  it('sets and replaces the expertises of a profile, answering them in branch order', async () => {
    const branch = await newBranch();
    const wound = await addExpertise(branch, 'Wondzorg');
    const stoma = await addExpertise(branch, 'Stomazorg');
    const dementia = await addExpertise(branch, 'Dementie', wound.id);
    const profile = await addProfile(branch, 'Wijkverpleging');
    expect(await namesOf(profile.id)).toEqual([]);

    const set = await setExpertises(profile.id, [stoma.id, dementia.id, stoma.id]);
    expect(set.statusCode, set.body).toBe(200);
    const page = set.json() as PageBody<ExpertiseBody>;
    expect(page.data.map((expertise) => expertise.name)).toEqual(['Dementie', 'Stomazorg']);
    expect(page).toMatchObject({ links: { next: null }, meta: { total: 2 } });
    expect(await namesOf(profile.id)).toEqual(['Dementie', 'Stomazorg']);

    // Moving an expertise in the branch reorders it in the profile too.
    await admin.post(`/api/expertises/${stoma.id}/move`, { before: dementia.id });
    expect(await namesOf(profile.id)).toEqual(['Stomazorg', 'Dementie']);

    const replaced = await setExpertises(profile.id, [wound.id]);
    expect((replaced.json() as PageBody<ExpertiseBody>).data.map((expertise) => expertise.id)).toEqual([
      wound.id,
    ]);
    expect((await setExpertises(profile.id, [])).json().data).toEqual([]);
    expect(await namesOf(profile.id)).toEqual([]);
  });

  it('refuses an expertise of another branch or an unknown one (422 on expertises), changing nothing', async () => {
    const branch = await newBranch();
    const other = await newBranch();
    const own = await addExpertise(branch, 'Eigen expertise');
    const foreign = await addExpertise(other, 'Vreemde expertise');
    const profile = await addProfile(branch, 'Gemengd');
    await setExpertises(profile.id, [own.id]);
    for (const ids of [[own.id, foreign.id], [UNKNOWN_ID], [foreign.id]]) {
      const response = await setExpertises(profile.id, ids);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: NOT_IN_BRANCH, errors: { expertises: [NOT_IN_BRANCH] } });
    }
    expect(await namesOf(profile.id)).toEqual(['Eigen expertise']);

    const notAList = await setExpertises(profile.id, own.id);
    expect(notAList.statusCode).toBe(422);
    expect(Object.keys(notAList.json().errors)).toEqual(['expertises']);
    const malformed = await setExpertises(profile.id, [own.id, 'geen-uuid']);
    expect(Object.keys(malformed.json().errors)).toEqual(['expertises.1']);
    const missing = await admin.post(`/api/expertise-profiles/${profile.id}/expertises`, {});
    expect(missing.json().errors).toEqual({ expertises: ['Dit veld is verplicht.'] });
  });

  it('drops an expertise from every profile when the expertise is deleted, and the links with a profile', async () => {
    const branch = await newBranch();
    const kept = await addExpertise(branch, 'Blijft');
    const gone = await addExpertise(branch, 'Verdwijnt');
    const first = await addProfile(branch, 'Profiel een');
    const second = await addProfile(branch, 'Profiel twee');
    await setExpertises(first.id, [kept.id, gone.id]);
    await setExpertises(second.id, [gone.id]);

    // The API offers no DELETE of an expertise (spec §7); the foreign key cascades whenever one is removed.
    await ctx.database.db.delete(expertises).where(eq(expertises.id, gone.id));
    expect(await namesOf(first.id)).toEqual(['Blijft']);
    expect(await namesOf(second.id)).toEqual([]);

    expect((await admin.delete(`/api/expertise-profiles/${first.id}`)).statusCode).toBe(200);
    const links = await ctx.database.db
      .select()
      .from(expertiseProfileExpertises)
      .where(eq(expertiseProfileExpertises.profile, first.id));
    expect(links).toEqual([]);
    expect((await admin.get(`/api/expertises/${kept.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed profile', async () => {
    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      for (const response of [
        await admin.get(`/api/expertise-profiles/${id}`),
        await admin.patch(`/api/expertise-profiles/${id}`, { name: 'X' }),
        await admin.delete(`/api/expertise-profiles/${id}`),
        await admin.get(`/api/expertise-profiles/${id}/expertises`),
        await setExpertises(id, []),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
    }
    expect((await admin.get('/api/expertise-profiles')).statusCode).toBe(404); // no list of all profiles
  });

  it('answers 401 signed out and 403 without manage_branches, before validating', async () => {
    const branch = await newBranch();
    const profile = await addProfile(branch, 'Afgeschermd');
    const calls = (client: ApiClient) => [
      () => client.get(`/api/expertise-profiles/${profile.id}`),
      () => client.patch(`/api/expertise-profiles/${profile.id}`, { name: '' }),
      () => client.delete(`/api/expertise-profiles/${profile.id}`),
      () => client.get(`/api/expertise-profiles/${profile.id}/expertises`),
      () => client.post(`/api/expertise-profiles/${profile.id}/expertises`, { expertises: ['geen-uuid'] }),
    ];
    const anonymous = new ApiClient(ctx.app);
    for (const call of calls(anonymous)) expect((await call()).statusCode).toBe(401);
    const { client: stranger } = await signedInClient(ctx, ['manage_roles', 'view_employees']);
    for (const call of calls(stranger)) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
    expect((await admin.get(`/api/expertise-profiles/${profile.id}`)).statusCode).toBe(200);
  });

  it('audits createExpertiseProfile, editExpertiseProfile (name and expertises) and deleteExpertiseProfile', async () => {
    const branch = await newBranch();
    const first = await addExpertise(branch, 'Eerste');
    const second = await addExpertise(branch, 'Tweede');
    const profile = await addProfile(branch, 'Geaudit');
    await admin.patch(`/api/expertise-profiles/${profile.id}`, { name: 'Geaudit profiel' });
    await setExpertises(profile.id, [second.id, first.id]);
    await setExpertises(profile.id, [first.id, second.id]); // the same set: no entry
    await setExpertises(profile.id, [second.id]);
    await admin.delete(`/api/expertise-profiles/${profile.id}`);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'expertise-profiles'), eq(auditLog.recordId, profile.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual([
      [
        'createExpertiseProfile',
        adminId,
        { name: { before: null, after: 'Geaudit' }, branch: { before: null, after: branch } },
      ],
      ['editExpertiseProfile', adminId, { name: { before: 'Geaudit', after: 'Geaudit profiel' } }],
      ['editExpertiseProfile', adminId, { expertises: { before: [], after: [first.id, second.id] } }],
      [
        'editExpertiseProfile',
        adminId,
        { expertises: { before: [first.id, second.id], after: [second.id] } },
      ],
      [
        'deleteExpertiseProfile',
        adminId,
        { name: { before: 'Geaudit profiel', after: null }, branch: { before: branch, after: null } },
      ],
    ]);
  });
});
