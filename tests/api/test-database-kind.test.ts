import { inject, it, expect } from 'vitest';
import { createTestDatabase } from '../helpers/database.ts';

// Each API project runs on the store it names (vitest.config.ts sets TEST_DB per project); the template is made
// in global setup, outside the project's workers, so this guards that it follows the project too.
it('runs the API tests of this project on the database it names', async () => {
  const expected = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  expect(inject('dbKind')).toBe(expected);
  const database = await createTestDatabase();
  try {
    expect(database.kind).toBe(expected);
    const [row] = (await database.pool.query<{ version: string }>('SELECT version()')).rows;
    expect(row?.version).toMatch(/PostgreSQL/);
  } finally {
    await database.close();
  }
});
