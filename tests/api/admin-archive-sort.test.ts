import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageBody, signedInClient } from '../helpers/admin-api-setup.ts';
import { confirmSession } from '../helpers/confirm.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, type EmployeeBody } from '../helpers/employees.ts';

async function allPages(client: ApiClient, first: string): Promise<EmployeeBody[]> {
  const rows: EmployeeBody[] = [];
  let path: string | null = first;
  while (path) {
    const response = await client.get(path);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as PageBody<EmployeeBody>;
    rows.push(...page.data);
    path = page.links.next;
  }
  return rows;
}

// The archive listing sorts by "Gearchiveerd op" (issue 17 point 9), both ways, with keyset paging.
describe('GET /api/employees/archived?sort=archivedAt', () => {
  let ctx: TestContext;
  let admin: ApiClient;
  /** Last names in the order they were archived. */
  const archivedInOrder = ['Eerste', 'Tweede', 'Derde', 'Vierde', 'Vijfde'];

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ client: admin } = await signedInClient(ctx, ['manage_employees']));
    await confirmSession(admin);
    // Created in reverse and archived in order, so neither name, id nor creation time gives the archive order.
    const made = new Map<string, EmployeeBody>();
    for (const lastName of [...archivedInOrder].reverse()) {
      made.set(lastName, await createEmployee(admin, { firstName: 'Tom', lastName }));
    }
    await createEmployee(admin, { firstName: 'Tom', lastName: 'Actief' });
    for (const lastName of archivedInOrder) {
      const response = await admin.delete(`/api/employees/${made.get(lastName)!.id}`, {
        body: { reason: 'Uit dienst' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  it('sorts by the archive time, both ways', async () => {
    const asc = await allPages(admin, '/api/employees/archived?sort=archivedAt&order=asc');
    expect(asc.map((row) => row.lastName)).toEqual(archivedInOrder);
    const times = asc.map((row) => Date.parse(row.archivedAt!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const desc = await allPages(admin, '/api/employees/archived?sort=archivedAt&order=desc');
    expect(desc.map((row) => row.lastName)).toEqual([...archivedInOrder].reverse());
  });

  it('pages across the page boundaries without gaps or repeats', async () => {
    for (const perPage of [1, 2, 3]) {
      for (const order of ['asc', 'desc'] as const) {
        const rows = await allPages(
          admin,
          `/api/employees/archived?perPage=${perPage}&sort=archivedAt&order=${order}`,
        );
        const expected = order === 'asc' ? archivedInOrder : [...archivedInOrder].reverse();
        expect(rows.map((row) => row.lastName)).toEqual(expected);
      }
    }
  });

  it('orders rows archived in the same instant by id, stably across pages', async () => {
    await ctx.database.pool.query(
      "update employees set archived_at = '2001-01-01 10:00:00+00' where last_name in ('Tweede', 'Derde', 'Vierde')",
    );
    const asc = await allPages(admin, '/api/employees/archived?perPage=1&sort=archivedAt&order=asc');
    const desc = await allPages(admin, '/api/employees/archived?perPage=2&sort=archivedAt&order=desc');
    expect(
      asc
        .map((row) => row.lastName)
        .slice(0, 3)
        .sort(),
    ).toEqual(['Derde', 'Tweede', 'Vierde']);
    expect(asc.map((row) => row.id).slice(0, 3)).toEqual(
      asc
        .map((row) => row.id)
        .slice(0, 3)
        .sort(),
    );
    expect(desc.map((row) => row.id)).toEqual([...asc.map((row) => row.id)].reverse());
    expect(asc.map((row) => row.lastName).slice(3)).toEqual(['Eerste', 'Vijfde']);
  });
});
