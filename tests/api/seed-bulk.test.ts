import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_NAMES } from '../../server/seed/dutch-data.ts';
import { insertBulkEmployees } from '../../server/seed/bulk-employees.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

// `npm run seed:bulk`: data for benchmarks that searches meet as in a real register (bench/lists.ts).
describe('bulk employees', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('numbers on after the ones present, with unique emails and freely combined names', async () => {
    const progress: number[] = [];
    expect(
      await insertBulkEmployees(ctx.database.pool, 3000, ({ inserted }) => progress.push(inserted)),
    ).toBe(3000);
    expect(await insertBulkEmployees(ctx.database.pool, 1000)).toBe(4000);
    expect(progress).toEqual([3000]);
    const { rows } = await ctx.database.pool.query<{ first_name: string; last_name: string; email: string }>(
      "SELECT first_name, last_name, email FROM employees WHERE email LIKE '%@bulk.zorgportaal.test'",
    );
    expect(rows).toHaveLength(4000);
    expect(new Set(rows.map((row) => row.email)).size).toBe(4000);
    expect(rows.some((row) => row.email.endsWith('.4000@bulk.zorgportaal.test'))).toBe(true);
    // Most full names are rare (not a short cycle of a few hundred pairs) …
    const fullNames = new Set(rows.map((row) => `${row.first_name} ${row.last_name}`));
    expect(fullNames.size).toBeGreaterThan(3000);
    // … and about one row in five has a common surname.
    const common = rows.filter((row) => LAST_NAMES.includes(row.last_name)).length / rows.length;
    expect(common).toBeGreaterThan(0.15);
    expect(common).toBeLessThan(0.25);
  });
});
