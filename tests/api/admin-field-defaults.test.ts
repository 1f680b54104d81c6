import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { departments } from '../fixtures/departments-resource.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

// Issue 16: "a field cannot have a default (`active` started `null`, the switch off)"; "a `schema` pattern shows
// users 'Ongeldige tekst: moet overeenkomen met patroon /^[0-9]{4,6}$/'".
describe('field defaults and patterns of a definition (/api/test-departments)', () => {
  let ctx: TestContext;
  let client: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, departments] });
    await createResourceTable(ctx.database, departments);
    client = (await signedInClient(ctx, ['manage_regions'])).client;
  });
  afterAll(() => ctx.close());

  it('a create that leaves out a field with a default gets the default; an explicit value wins', async () => {
    const created = await client.post('/api/test-departments', { name: 'Planning' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Planning', active: true, costCentre: null });
    const off = await client.post('/api/test-departments', { name: 'Archief', active: false });
    expect(off.json().data.active).toBe(false);
  });

  it('the column has the default too: a row written without it (SQL, a script) gets it', async () => {
    await ctx.database.db.execute(sql`INSERT INTO test_departments (name) VALUES ('Via SQL')`);
    const rows = await ctx.database.db.execute<{ active: boolean }>(
      sql`SELECT active FROM test_departments WHERE name = 'Via SQL'`,
    );
    expect(rows.rows[0]?.active).toBe(true);
  });

  it('a value against the pattern is a 422 with the definition’s Dutch message, nothing stored', async () => {
    const refused = await client.post('/api/test-departments', { name: 'Fout', costCentre: '12a' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ costCentre: ['Vul vier tot zes cijfers in.'] });
    const listed = await client.get('/api/test-departments?q=fout');
    expect(listed.json().data).toEqual([]);
    const accepted = await client.post('/api/test-departments', { name: 'Goed', costCentre: ' 40120 ' });
    expect(accepted.json().data.costCentre).toBe('40120');
  });

  it('PATCH does not reapply the default: leaving the field out keeps its value', async () => {
    const created = (await client.post('/api/test-departments', { name: 'Zorg', active: false })).json().data;
    const edited = await client.patch(`/api/test-departments/${created.id}`, { name: 'Zorg en welzijn' });
    expect(edited.json().data).toMatchObject({ name: 'Zorg en welzijn', active: false });
  });
});
