import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee, createRegion, createRole } from '../helpers/employees.ts';
import { refuseAuditOf } from '../helpers/refuse-audit.ts';

const INTERNAL = { message: 'Er is iets fout gegaan.' };

type Response = Awaited<ReturnType<ApiClient['get']>>;

/**
 * Issue 27: every hand-written write (an extension's action calling recordAudit itself) stores its audit entry in
 * the write's own transaction. Each case makes the database refuse that action's entry and checks that the write
 * left nothing behind. (The generic writes are covered by write-records.ts's own transaction; the OAuth secret by
 * oauth-client-secret-audit.test.ts.)
 */
describe('a hand-written write whose audit entry cannot be stored changes nothing', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (
      await signedInClient(ctx, ['manage_employees', 'manage_regions', 'manage_roles', 'manage_branches'])
    ).client;
    await confirmSession(admin);
  });
  afterAll(() => ctx.close());

  const data = <T>(response: Response, status: number): T => {
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { data: T }).data;
  };

  /** Runs `write` while the database refuses `action`'s audit entry: a 500, and then the write is allowed again. */
  const refused = async (action: string, write: () => Promise<Response>) => {
    const allow = await refuseAuditOf(ctx.database, action);
    try {
      const response = await write();
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json()).toEqual(INTERNAL);
    } finally {
      await allow();
    }
  };

  const newBranch = async (name: string) =>
    data<{ id: string }>(await admin.post('/api/branches', { name }), 201).id;
  const names = async (path: string) =>
    data<{ name: string }[]>(await admin.get(path), 200).map((item) => item.name);

  it("an employee's regions (editEmployeeRegions)", async () => {
    const employee = await createEmployee(admin);
    const region = await createRegion(admin, 'Regio Atoom');
    const role = await createRole(admin, 'Rol Atoom');
    await refused('editEmployeeRegions', () =>
      admin.post(`/api/employees/${employee.id}/update-region`, {
        regions: [{ region: region.id, role: role.id, primary: true }],
      }),
    );
    expect(data(await admin.get(`/api/employees/${employee.id}/regions`), 200)).toEqual([]);
  });

  it("an employee's email (editEmployee)", async () => {
    const employee = await createEmployee(admin, { email: 'atoom.oud@zorgportaal.test' });
    await refused('editEmployee', () =>
      admin.post(`/api/employees/${employee.id}/update-email`, { email: 'atoom.nieuw@zorgportaal.test' }),
    );
    const after = data<{ email: string }>(await admin.get(`/api/employees/${employee.id}`), 200);
    expect(after.email).toBe('atoom.oud@zorgportaal.test');
  });

  it("a branch's new expertise (createExpertise) and expertise profile (createExpertiseProfile)", async () => {
    const branch = await newBranch('Branche Atoom 1');
    await refused('createExpertise', () =>
      admin.post(`/api/branches/${branch}/expertises`, { name: 'Wondzorg' }),
    );
    await refused('createExpertiseProfile', () =>
      admin.post(`/api/branches/${branch}/expertise-profiles`, { name: 'Wijkverpleging' }),
    );
    expect(await names(`/api/branches/${branch}/expertises`)).toEqual([]);
    expect(await names(`/api/branches/${branch}/expertise-profiles`)).toEqual([]);
  });

  it("an expertise's move (editExpertise) and a profile's expertises (editExpertiseProfile)", async () => {
    const branch = await newBranch('Branche Atoom 2');
    const first = data<{ id: string }>(
      await admin.post(`/api/branches/${branch}/expertises`, { name: 'Eerste' }),
      201,
    );
    const second = data<{ id: string }>(
      await admin.post(`/api/branches/${branch}/expertises`, { name: 'Tweede' }),
      201,
    );
    const profile = data<{ id: string }>(
      await admin.post(`/api/branches/${branch}/expertise-profiles`, { name: 'Profiel' }),
      201,
    );
    await refused('editExpertise', () =>
      admin.post(`/api/expertises/${second.id}/move`, { before: first.id }),
    );
    expect(await names(`/api/branches/${branch}/expertises`)).toEqual(['Eerste', 'Tweede']);
    await refused('editExpertiseProfile', () =>
      admin.post(`/api/expertise-profiles/${profile.id}/expertises`, { expertises: [first.id] }),
    );
    expect(await names(`/api/expertise-profiles/${profile.id}/expertises`)).toEqual([]);
  });
});
