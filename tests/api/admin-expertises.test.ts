import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createExpertise } from '../../server/admin/branches/branch-expertises.ts';
import { moveExpertise } from '../../server/admin/expertises/move-expertise.ts';
import * as schema from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface ExpertiseBody {
  id: string;
  name: string;
  branch: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

const NOT_IN_BRANCH = 'Kies een expertise van deze branche.';

// Expertises (spec §3 "Branch: ordered expertises; position choices 'before expertise' or 'as last'", §7
// GET/POST /branches/{id}/expertises, PATCH /expertises/{id}) and their move (POST /expertises/{id}/move).
describe('expertises of a branch', () => {
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
    const response = await admin.post('/api/branches', { name: `Branche ${branchCount}` });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: string } }).data.id;
  };
  const add = async (branch: string, name: string, before?: string | null) => {
    const body = before === undefined ? { name } : { name, before };
    const response = await admin.post(`/api/branches/${branch}/expertises`, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: ExpertiseBody }).data;
  };
  const listOf = async (branch: string) => {
    const response = await admin.get(`/api/branches/${branch}/expertises`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<ExpertiseBody>;
  };
  const order = async (branch: string) =>
    (await listOf(branch)).data.map((expertise) => [expertise.position, expertise.name]);
  const move = (id: string, body: unknown) => admin.post(`/api/expertises/${id}/move`, body);

  it('adds as last (before absent or null) and before another, keeping positions 1..n', async () => {
    const branch = await newBranch();
    const wound = await add(branch, 'Wondzorg');
    expect(wound).toMatchObject({ name: 'Wondzorg', branch, position: 1 });
    const palliative = await add(branch, 'Palliatieve zorg', null);
    expect(palliative.position).toBe(2);
    const dementia = await add(branch, '  Dementie ', wound.id);
    expect(dementia).toMatchObject({ name: 'Dementie', position: 1 });
    await add(branch, 'Diabetes', palliative.id);

    const page = await listOf(branch);
    expect(page.links.next).toBeNull();
    expect(page.meta.total).toBe(4);
    expect(page.data.map((expertise) => [expertise.position, expertise.name])).toEqual([
      [1, 'Dementie'],
      [2, 'Wondzorg'],
      [3, 'Diabetes'],
      [4, 'Palliatieve zorg'],
    ]);
    expect((await admin.get(`/api/expertises/${wound.id}`)).json().data).toMatchObject({ position: 2 });
    // A freshly created branch lists no expertises.
    expect(await listOf(await newBranch())).toEqual({ data: [], links: { next: null }, meta: { total: 0 } });
  });

  it('moves an expertise before another or to the end, and a move onto itself changes nothing', async () => {
    const branch = await newBranch();
    const a = await add(branch, 'A');
    const b = await add(branch, 'B');
    const c = await add(branch, 'C');
    const d = await add(branch, 'D');

    const toFront = await move(d.id, { before: a.id });
    expect(toFront.statusCode, toFront.body).toBe(200);
    expect(toFront.json().data).toMatchObject({ id: d.id, position: 1 });
    expect(await order(branch)).toEqual([
      [1, 'D'],
      [2, 'A'],
      [3, 'B'],
      [4, 'C'],
    ]);

    expect((await move(a.id, { before: null })).json().data.position).toBe(4);
    expect((await move(b.id, {})).json().data.position).toBe(4);
    expect(await order(branch)).toEqual([
      [1, 'D'],
      [2, 'C'],
      [3, 'A'],
      [4, 'B'],
    ]);
    expect((await move(c.id, { before: a.id })).json().data.position).toBe(2); // already there
    expect((await move(c.id, { before: c.id })).json().data.position).toBe(2);
    expect(await order(branch)).toEqual([
      [1, 'D'],
      [2, 'C'],
      [3, 'A'],
      [4, 'B'],
    ]);
  });

  it('refuses a before that is not an expertise of this branch (422 on before)', async () => {
    const branch = await newBranch();
    const other = await newBranch();
    const own = await add(branch, 'Eigen');
    const foreign = await add(other, 'Vreemd');
    for (const before of [foreign.id, UNKNOWN_ID, branch]) {
      const insert = await admin.post(`/api/branches/${branch}/expertises`, { name: 'Nieuw', before });
      expect(insert.statusCode).toBe(422);
      expect(insert.json()).toEqual({ message: NOT_IN_BRANCH, errors: { before: [NOT_IN_BRANCH] } });
      const moved = await move(own.id, { before });
      expect(moved.statusCode).toBe(422);
      expect(moved.json()).toEqual({ message: NOT_IN_BRANCH, errors: { before: [NOT_IN_BRANCH] } });
    }
    const malformed = await admin.post(`/api/branches/${branch}/expertises`, {
      name: 'Nieuw',
      before: 'eerste',
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['before']);
    expect(await order(branch)).toEqual([[1, 'Eigen']]);
    expect(await order(other)).toEqual([[1, 'Vreemd']]);
  });

  it('answers 422 per field in Dutch on create, rename and move', async () => {
    const branch = await newBranch();
    const missing = await admin.post(`/api/branches/${branch}/expertises`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['Dit veld is verplicht.'] });
    const blank = await admin.post(`/api/branches/${branch}/expertises`, { name: '  ' });
    expect(blank.json().errors).toEqual({ name: ['Dit veld is verplicht.'] });
    const tooLong = await admin.post(`/api/branches/${branch}/expertises`, { name: 'x'.repeat(101) });
    expect(tooLong.json().errors).toEqual({ name: ['Vul maximaal 100 tekens in.'] });
    const extra = await admin.post(`/api/branches/${branch}/expertises`, { name: 'Ok', position: 1 });
    expect(extra.json().errors).toEqual({ position: ['Dit veld is niet toegestaan.'] });

    const expertise = await add(branch, 'Stomazorg');
    for (const body of [{ position: 3 }, { branch: await newBranch() }]) {
      const response = await admin.patch(`/api/expertises/${expertise.id}`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [Object.keys(body)[0]!]: ['Dit veld is niet toegestaan.'] });
    }
    const badMove = await move(expertise.id, { before: null, position: 1 });
    expect(badMove.json().errors).toEqual({ position: ['Dit veld is niet toegestaan.'] });
  });

  it('keeps names unique within a branch, whatever the case, but not across branches', async () => {
    const branch = await newBranch();
    const other = await newBranch();
    const first = await add(branch, 'Wondzorg');
    await add(other, 'wondzorg');
    const duplicate = await admin.post(`/api/branches/${branch}/expertises`, { name: 'WONDZORG' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: 'Deze waarde bestaat al. Kies een andere.',
      errors: { name: ['Deze waarde bestaat al. Kies een andere.'] },
    });
    const second = await add(branch, 'Wondverzorging');
    const renamed = await admin.patch(`/api/expertises/${second.id}`, { name: 'wondZorg' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ name: ['Deze waarde bestaat al. Kies een andere.'] });
    // The refused insert left no hole in the order.
    expect(await order(branch)).toEqual([
      [1, 'Wondzorg'],
      [2, 'Wondverzorging'],
    ]);
    const ok = await admin.patch(`/api/expertises/${first.id}`, { name: 'Complexe wondzorg' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Complexe wondzorg', position: 1, branch });
  });

  it('gives concurrent inserts and moves in one branch distinct positions 1..n (the branch is locked)', async () => {
    const branch = await newBranch();
    const anchor = await add(branch, 'Anker');
    const names = Array.from({ length: 12 }, (_, i) => `Parallel ${String(i).padStart(2, '0')}`);
    const responses = await Promise.all(
      names.map((name, i) =>
        admin.post(
          `/api/branches/${branch}/expertises`,
          i % 3 === 0 ? { name, before: anchor.id } : { name },
        ),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const created = responses.map((response) => (response.json() as { data: ExpertiseBody }).data);
    const moves = await Promise.all(
      created.slice(0, 6).map((expertise) => move(expertise.id, { before: anchor.id })),
    );
    for (const response of moves) expect(response.statusCode, response.body).toBe(200);

    const page = await listOf(branch);
    expect(page.data.map((expertise) => expertise.position)).toEqual(
      Array.from({ length: names.length + 1 }, (_, i) => i + 1),
    );
    expect(new Set(page.data.map((expertise) => expertise.name))).toEqual(new Set(['Anker', ...names]));
    // The six moved ones all sit before the anchor.
    const anchorAt = page.data.findIndex((expertise) => expertise.id === anchor.id);
    const movedAt = created.slice(0, 6).map((moved) => page.data.findIndex((e) => e.id === moved.id));
    expect(movedAt.every((index) => index < anchorAt)).toBe(true);
  });

  it('locks the branch before reading its order, in the insert and in the move', async () => {
    // On PGlite the embedded wire server runs one transaction at a time, so the concurrency test above cannot
    // fail there without the lock; on PostgreSQL (api-postgres) it can. This shows the lock is taken first.
    const queries: string[] = [];
    const db = drizzle(ctx.database.pool, { schema, logger: { logQuery: (query) => queries.push(query) } });
    const branch = await newBranch();
    const first = await createExpertise(db, branch, { name: 'Eerste' }, adminId);
    const inserted = queries.splice(0);
    await moveExpertise(db, first.id, null, adminId);
    const moved = queries.splice(0);
    for (const statements of [inserted, moved]) {
      const lock = statements.findIndex((query) => /from "branches" .*for no key update$/.test(query));
      const readOrder = statements.findIndex((query) =>
        /from "expertises" .*order by "expertises"."position"/.test(query),
      );
      expect(lock, statements.join('\n')).toBeGreaterThan(0); // after begin (and the move's own lookup)
      expect(readOrder).toBeGreaterThan(lock);
      expect(statements[0]).toBe('begin');
    }
  });

  it('answers 404 for an unknown or malformed expertise', async () => {
    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      for (const response of [
        await admin.get(`/api/expertises/${id}`),
        await admin.patch(`/api/expertises/${id}`, { name: 'X' }),
        await move(id, { before: null }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
    }
    // Spec §7 offers no list of all expertises and no DELETE of one.
    const branch = await newBranch();
    const expertise = await add(branch, 'Blijft');
    expect((await admin.get('/api/expertises')).statusCode).toBe(404);
    expect((await admin.delete(`/api/expertises/${expertise.id}`)).statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 without manage_branches, before validating', async () => {
    const branch = await newBranch();
    const expertise = await add(branch, 'Beveiligd');
    const calls = (client: ApiClient) => [
      () => client.get(`/api/expertises/${expertise.id}`),
      () => client.patch(`/api/expertises/${expertise.id}`, { name: '' }),
      () => client.post(`/api/expertises/${expertise.id}/move`, { before: 'geen-uuid' }),
    ];
    const anonymous = new ApiClient(ctx.app);
    for (const call of calls(anonymous)) expect((await call()).statusCode).toBe(401);
    const { client: stranger } = await signedInClient(ctx, ['manage_employees']);
    for (const call of calls(stranger)) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    }
    expect(await order(branch)).toEqual([[1, 'Beveiligd']]);
  });

  it('audits createExpertise (name, branch, position) and editExpertise (rename, move)', async () => {
    const branch = await newBranch();
    const first = await add(branch, 'Eerste');
    const second = await add(branch, 'Tweede');
    await admin.patch(`/api/expertises/${second.id}`, { name: 'Tweede (nieuw)' });
    await move(second.id, { before: first.id });
    await move(second.id, { before: first.id }); // already there: no entry
    const entries = await ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.resource, 'expertises'), eq(schema.auditLog.recordId, second.id)))
      .orderBy(schema.auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual([
      [
        'createExpertise',
        adminId,
        {
          name: { before: null, after: 'Tweede' },
          branch: { before: null, after: branch },
          position: { before: null, after: 2 },
        },
      ],
      ['editExpertise', adminId, { name: { before: 'Tweede', after: 'Tweede (nieuw)' } }],
      ['editExpertise', adminId, { position: { before: 2, after: 1 } }],
    ]);
  });
});
