import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../server/admin/cursor.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { type PageBody, signedInClient, UNKNOWN_ID } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, createRegion, createRole } from '../helpers/employees.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createUser, signIn } from '../helpers/users.ts';

interface Entry {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const BAD_CURSOR = 'Deze paginalink is ongeldig. Begin opnieuw bij de eerste pagina.';

// "Users with view_employee_action_history see an employee's history on its page": GET /employees/{id}/history.
describe('/api/employees/{id}/history', () => {
  let ctx: TestContext;
  let manager: ApiClient;
  let managerId: string;
  let historian: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    const user = await createUser(ctx.database.db, {
      firstname: 'Hanna',
      lastname: 'Beheer',
      permissions: ['manage_employees', 'manage_regions', 'manage_roles'],
    });
    managerId = user.id;
    manager = new ApiClient(ctx.app);
    await signIn(manager, user.email);
    await confirmSession(manager);
    historian = (await signedInClient(ctx, ['view_employee_action_history'])).client;
  });
  afterAll(() => ctx.close());

  const history = async (url: string) => {
    const response = await historian.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<Entry>;
  };

  /** Every entry of a history, following links.next to the end. */
  const everything = async (url: string) => {
    const pages: PageBody<Entry>[] = [];
    for (let next: string | null = url; next; next = pages.at(-1)!.links.next)
      pages.push(await history(next));
    return pages;
  };

  it('lists the employee’s entries newest first, with actor name and changes', async () => {
    const employee = await createEmployee(manager, { email: 'historie@zorgportaal.test' });
    await manager.patch(`/api/employees/${employee.id}`, { jobTitle: 'Planner' });
    await manager.post(`/api/employees/${employee.id}/update-email`, { email: 'historie2@zorgportaal.test' });
    const region = await createRegion(manager, 'Twente');
    const role = await createRole(manager, 'Teamleider');
    await manager.post(`/api/employees/${employee.id}/update-region`, {
      regions: [{ region: region.id, role: role.id, primary: true }],
    });
    await manager.post(`/api/employees/${employee.id}/account`);
    await manager.delete(`/api/employees/${employee.id}`, { body: { reason: 'Uit dienst' } });
    await manager.post(`/api/employees/archived/${employee.id}/restore`);
    const other = await createEmployee(manager);
    await manager.patch(`/api/employees/${other.id}`, { jobTitle: 'Niet deze' });

    const page = await history(`/api/employees/${employee.id}/history`);
    expect(page.data.map((entry) => entry.action)).toEqual([
      'restoreEmployee',
      'archiveEmployee',
      'createEmployeeAccount',
      'editEmployeeRegions',
      'editEmployee',
      'editEmployee',
      'createEmployee',
    ]);
    expect(page.meta).toEqual({ total: 7 });
    expect(page.links.next).toBeNull();
    expect(
      page.data.every((entry) => entry.actorId === managerId && entry.actorName === 'Hanna Beheer'),
    ).toBe(true);
    const times = page.data.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data[4]!.changes).toEqual({
      email: { before: 'historie@zorgportaal.test', after: 'historie2@zorgportaal.test' },
    });
    expect(page.data[5]!.changes).toEqual({ jobTitle: { before: null, after: 'Planner' } });
    expect(page.data[1]!.changes.archiveReason).toEqual({ before: null, after: 'Uit dienst' });
  });

  it('pages through links.next to the end, newest first, without duplicates, also on equal times', async () => {
    const employee = await createEmployee(manager);
    for (let i = 0; i < 12; i += 1) {
      const response = await manager.patch(`/api/employees/${employee.id}`, { jobTitle: `Functie ${i}` });
      expect(response.statusCode).toBe(200);
    }
    // Older entries written at one instant (as one transaction writes them): the id decides their order.
    const instant = new Date(Date.now() - 86_400_000);
    await ctx.database.db.insert(auditLog).values(
      Array.from({ length: 8 }, (_, i) => ({
        action: 'editEmployeeRegions',
        resource: 'employees',
        recordId: employee.id,
        actorId: managerId,
        changes: { regions: { before: [], after: [`Tegelijk ${i}`] } },
        createdAt: instant,
      })),
    );

    const pages = await everything(`/api/employees/${employee.id}/history?perPage=5`);
    const entries = pages.flatMap((page) => page.data);
    expect(pages).toHaveLength(5); // 1 + 12 + 8 = 21 entries
    expect(pages[0]!.meta).toEqual({ total: 21 });
    expect(pages.slice(1).every((page) => page.meta.total === undefined)).toBe(true);
    expect(pages.at(-1)!.links.next).toBeNull();
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(21);
    expect(entries.map((entry) => entry.action)).toEqual([
      ...Array(12).fill('editEmployee'),
      'createEmployee',
      ...Array(8).fill('editEmployeeRegions'),
    ]);
    expect(entries[0]!.changes).toEqual({ jobTitle: { before: 'Functie 10', after: 'Functie 11' } });
    const keys = entries.map((entry) => [Date.parse(entry.createdAt), entry.id] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [time, id] = keys[i]!;
      const [previousTime, previousId] = keys[i - 1]!;
      expect(time < previousTime || (time === previousTime && id < previousId)).toBe(true);
    }
    expect(pages[0]!.links.next).toMatch(
      new RegExp(`^/api/employees/${employee.id}/history\\?perPage=5&cursor=[A-Za-z0-9_-]+$`),
    );
  });

  it('is visible only with view_employee_action_history: manage_employees alone gets 403', async () => {
    const employee = await createEmployee(manager);
    const forbidden = await manager.get(`/api/employees/${employee.id}/history`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });
    const { client: viewer } = await signedInClient(ctx, ['view_employees']);
    expect((await viewer.get(`/api/employees/${employee.id}/history`)).statusCode).toBe(403);
    expect((await new ApiClient(ctx.app).get(`/api/employees/${employee.id}/history`)).statusCode).toBe(401);

    // The history permission grants nothing else.
    expect((await historian.get(`/api/employees/${employee.id}`)).statusCode).toBe(403);
    expect((await history(`/api/employees/${employee.id}/history`)).data).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id; an archived employee keeps its history', async () => {
    for (const id of [UNKNOWN_ID, 'geen-uuid']) {
      const response = await historian.get(`/api/employees/${id}/history`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Niet gevonden.' });
    }
    const employee = await createEmployee(manager);
    await manager.delete(`/api/employees/${employee.id}`, { body: { reason: 'Weg' } });
    const page = await history(`/api/employees/${employee.id}/history`);
    expect(page.data.map((entry) => entry.action)).toEqual(['archiveEmployee', 'createEmployee']);
  });

  it('answers 422 for a tampered or foreign cursor and a bad perPage', async () => {
    const employee = await createEmployee(manager);
    const url = `/api/employees/${employee.id}/history`;
    const foreign = encodeCursor({ sort: 'lastName', order: 'asc', value: 'A', id: UNKNOWN_ID });
    const notATime = encodeCursor({ sort: 'createdAt', order: 'desc', value: 'gisteren', id: UNKNOWN_ID });
    for (const cursor of ['kapot!', 'abc', foreign, notATime]) {
      const response = await historian.get(`${url}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(422);
      expect(response.json()).toEqual({ message: BAD_CURSOR, errors: { cursor: [BAD_CURSOR] } });
    }
    const tooMany = await historian.get(`${url}?perPage=101`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ perPage: ['Vul een getal in van maximaal 100.'] });
    const unknown = await historian.get(`${url}?sort=action`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ sort: ['Dit veld is niet toegestaan.'] });
  });

  it('names the actor by email when they have no name, and null when the user is gone', async () => {
    const nameless = await createUser(ctx.database.db, {
      firstname: '',
      lastname: '',
      email: 'zonder.naam@zorgportaal.test',
      permissions: ['manage_employees'],
    });
    const client = new ApiClient(ctx.app);
    await signIn(client, nameless.email);
    const employee = await createEmployee(client);
    await ctx.database.db.insert(auditLog).values({
      action: 'editEmployee',
      resource: 'employees',
      recordId: employee.id,
      actorId: null,
      changes: {},
    });
    const page = await history(`/api/employees/${employee.id}/history`);
    expect(page.data.map((entry) => [entry.action, entry.actorId, entry.actorName])).toEqual([
      ['editEmployee', null, null],
      ['createEmployee', nameless.id, 'zonder.naam@zorgportaal.test'],
    ]);
  });
});
