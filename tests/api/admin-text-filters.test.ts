import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageBody, signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createEmployee, type EmployeeBody } from '../helpers/employees.ts';

// Text filters (`filter[<text field>]=`, issue 17 point 4) find a part of the value, in any case and with or
// without accents: "plan" finds "Senior planner", "utrecht" and "Utrécht" find "Utrecht".
describe('text filters', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ client: admin } = await signedInClient(ctx, ['manage_employees', 'manage_administrative_units']));
    const staff: [string, string | null, string][] = [
      ['Bakker', 'Planner', 'Utrecht'],
      ['Jansen', 'Senior planner', 'Amersfoort'],
      ['Visser', 'Zorgcoördinator', 'Utrecht'],
      ['Smit', 'Verpleegkundige', 'Zeist'],
      ['Mulder', null, 'Utrecht'],
      ['de Wit', 'Planner 50% (tijdelijk)', 'Nieuwegein'],
    ];
    for (const [lastName, jobTitle, city] of staff) {
      await createEmployee(admin, { firstName: 'Kim', lastName, jobTitle, city });
    }
    const units: [string, string][] = [
      ['Thuiszorg Utrecht', 'Utrecht'],
      ['Kliniek Zuid', 'Nieuw-Utrecht'],
      ['Zorg Oost', 'Enschede'],
    ];
    for (const [index, [name, city]] of units.entries()) {
      const response = await admin.post('/api/administrative-units', {
        name,
        type: 'facility',
        referenceNumber: `KEN-${index}000`,
        city,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const list = async <T>(path: string) => {
    const response = await admin.get(path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PageBody<T>;
  };
  const lastNames = async (query: string) =>
    (await list<EmployeeBody>(`/api/employees?perPage=100&${query}`)).data.map((row) => row.lastName);

  it('finds a part of the value in any case', async () => {
    expect(await lastNames('filter[jobTitle]=plan')).toEqual(['Bakker', 'Jansen', 'de Wit']);
    expect(await lastNames('filter[jobTitle]=PLANNER')).toEqual(['Bakker', 'Jansen', 'de Wit']);
    expect(await lastNames('filter[jobTitle]=senior%20plan')).toEqual(['Jansen']);
    expect((await list('/api/employees?filter[jobTitle]=plan')).meta.total).toBe(3);
  });

  it('ignores accents on either side', async () => {
    expect(await lastNames('filter[jobTitle]=coordinator')).toEqual(['Visser']);
    expect(await lastNames(`filter[jobTitle]=${encodeURIComponent('COÖRD')}`)).toEqual(['Visser']);
    const cities = async (value: string) =>
      (
        await list<{ name: string }>(`/api/administrative-units?filter[city]=${encodeURIComponent(value)}`)
      ).data.map((unit) => unit.name);
    for (const value of ['utrecht', 'UTR', 'Utrécht', 'Utrecht']) {
      expect(await cities(value)).toEqual(['Kliniek Zuid', 'Thuiszorg Utrecht']);
    }
    expect(await cities('nieuw-utrecht')).toEqual(['Kliniek Zuid']);
  });

  it('takes %, _ and \\ literally and finds nothing for a value no record has', async () => {
    expect(await lastNames('filter[jobTitle]=50%25')).toEqual(['de Wit']);
    expect(await lastNames('filter[jobTitle]=%25')).toEqual(['de Wit']);
    expect(await lastNames('filter[jobTitle]=_')).toEqual([]);
    expect(await lastNames('filter[jobTitle]=%5C')).toEqual([]);
    const none = await list('/api/employees?filter[jobTitle]=chirurg');
    expect(none).toEqual({ data: [], links: { next: null }, meta: { total: 0 } });
  });

  it('refuses a value longer than a search may be, in Dutch under the filter', async () => {
    const response = await admin.get(`/api/employees?filter[jobTitle]=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors)).toEqual([
      'filter[jobTitle]',
    ]);
    expect(await lastNames(`filter[jobTitle]=${'a'.repeat(200)}`)).toEqual([]);
  });

  it('combines with search and with another sort', async () => {
    expect(await lastNames('filter[jobTitle]=plan&q=jansen')).toEqual(['Jansen']);
    expect(await lastNames('filter[jobTitle]=plan&q=kim')).toEqual(['Bakker', 'Jansen', 'de Wit']);
    const byTitle = await list<EmployeeBody>(
      '/api/employees?filter[jobTitle]=plan&sort=jobTitle&order=desc&perPage=100',
    );
    expect(byTitle.data.map((row) => row.jobTitle)).toEqual([
      'Senior planner',
      'Planner 50% (tijdelijk)',
      'Planner',
    ]);
  });

  it('pages through the filtered rows without gaps or repeats', async () => {
    for (const sort of ['sort=lastName&order=asc', 'sort=jobTitle&order=desc', 'sort=createdAt&order=asc']) {
      const seen: string[] = [];
      let page = await list<EmployeeBody>(`/api/employees?perPage=1&filter[jobTitle]=PLAN&${sort}`);
      expect(page.meta.total).toBe(3);
      seen.push(...page.data.map((row) => row.lastName));
      while (page.links.next) {
        expect(page.links.next).toContain('filter%5BjobTitle%5D=PLAN');
        page = await list<EmployeeBody>(page.links.next);
        seen.push(...page.data.map((row) => row.lastName));
      }
      expect([...seen].sort()).toEqual(['Bakker', 'Jansen', 'de Wit']);
    }
  });
});
