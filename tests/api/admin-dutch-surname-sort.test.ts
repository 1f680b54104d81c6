import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageBody, signedInClient } from '../helpers/admin-api-setup.ts';
import { confirmSession } from '../helpers/confirm.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, type EmployeeBody } from '../helpers/employees.ts';

/**
 * In the order a Dutch register files them: by the surname without its tussenvoegsel (a plain "Berg" before "van den
 * Berg"), accents ignored; "El" is part of the surname, and "Van" alone is a surname.
 */
const FILED = [
  'Aydın',
  'Bakker',
  'Berg',
  'van den Berg',
  // A locale that ignores spaces (glibc's en_US) would file "berg van den" after "bergen": keys compare as bytes.
  'Bergen',
  'Boer',
  'de Boer',
  'ten Boer',
  'Boerma',
  'Bos',
  'El Khatib',
  'in ’t Hout',
  'Jansen',
  'de Jong',
  'van der Linden',
  'Ögünç',
  'Van',
  "van 't Veer",
  'de Vries',
  'van Wijk',
];

async function allPages(client: ApiClient, first: string): Promise<string[]> {
  const names: string[] = [];
  let path: string | null = first;
  while (path) {
    const response = await client.get(path);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as PageBody<EmployeeBody>;
    names.push(...page.data.map((row) => row.lastName));
    path = page.links.next;
  }
  return names;
}

// Sorting employees by last name (issue 17 point 7) files "de Boer" under B and "van den Berg" under B.
describe('employees sorted by last name, Dutch style', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ client: admin } = await signedInClient(ctx, ['manage_employees']));
    await confirmSession(admin);
    // Created in a scrambled order, so neither id nor creation time happens to give the expected order.
    for (const lastName of [...FILED].reverse().sort((a, b) => (a.length % 3) - (b.length % 3))) {
      await createEmployee(admin, { firstName: 'Eva', lastName });
    }
  });
  afterAll(() => ctx.close());

  it('ignores the tussenvoegsel, in both directions', async () => {
    expect(await allPages(admin, '/api/employees?perPage=100&sort=lastName&order=asc')).toEqual(FILED);
    expect(await allPages(admin, '/api/employees?perPage=100&sort=lastName&order=desc')).toEqual(
      [...FILED].reverse(),
    );
  });

  it('is the default order of the list', async () => {
    expect(await allPages(admin, '/api/employees?perPage=100')).toEqual(FILED);
  });

  it('pages across the page boundaries without gaps or repeats', async () => {
    for (const perPage of [1, 2, 5, 7]) {
      expect(await allPages(admin, `/api/employees?perPage=${perPage}&sort=lastName&order=asc`)).toEqual(
        FILED,
      );
      expect(await allPages(admin, `/api/employees?perPage=${perPage}&sort=lastName&order=desc`)).toEqual(
        [...FILED].reverse(),
      );
    }
  });

  it('keeps the surname as typed and finds it by search', async () => {
    const page = (await admin.get('/api/employees?q=boer&perPage=100')).json() as PageBody<EmployeeBody>;
    expect(page.data.map((row) => row.lastName)).toEqual(['Boer', 'de Boer', 'ten Boer', 'Boerma']);
    expect(Object.keys(page.data[0]!)).not.toContain('lastNameSortKey');
  });

  it('sorts a surname with the same stem among equal ones by id, stably across pages', async () => {
    const twin = await createEmployee(admin, { firstName: 'Anna', lastName: 'de Boer' });
    const names = await allPages(admin, '/api/employees?perPage=1&sort=lastName&order=asc');
    expect(names.filter((name) => name === 'de Boer')).toHaveLength(2);
    expect(names.indexOf('de Boer')).toBe(FILED.indexOf('de Boer'));
    const response = await admin.delete(`/api/employees/${twin.id}`, { body: { reason: 'Dubbel' } });
    expect(response.statusCode, response.body).toBe(200);
  });
});
