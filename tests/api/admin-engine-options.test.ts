import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { widgets } from '../fixtures/widgets-resource.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

// The definition options beyond plain CRUD, on a fixture definition (tests/fixtures/widgets-resource.ts).
describe('admin engine options (/api/test-widgets)', () => {
  let ctx: TestContext;
  let manager: ApiClient;
  let reader: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, widgets] });
    await createResourceTable(ctx.database, widgets);
    manager = (await signedInClient(ctx, ['manage_roles'])).client;
    reader = (await signedInClient(ctx, ['view_employees'])).client;
  });
  afterAll(() => ctx.close());

  it('stores a list field in the order of its values, filters by one value, and answers [] for none', async () => {
    const made = await manager.post('/api/test-widgets', {
      name: 'Wiel',
      colours: ['blauw', 'rood', 'rood'],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ colours: ['rood', 'blauw'], serial: null });
    const plain = await manager.post('/api/test-widgets', { name: 'As' });
    expect(plain.json().data.colours).toEqual([]);
    const bad = await manager.post('/api/test-widgets', { name: 'Naaf', colours: ['paars'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['colours.0']);

    const red = await manager.get('/api/test-widgets?filter[colours]=rood');
    expect(red.json().data.map((widget: { name: string }) => widget.name)).toEqual(['Wiel']);
  });

  it('refuses a read-only field in a body, and a create-only field in an edit', async () => {
    const response = await manager.post('/api/test-widgets', { name: 'Spaak', serial: 'X1' });
    expect(response.statusCode).toBe(422);
    const made = await manager.post('/api/test-widgets', { name: 'Spaak', code: 'S-1' });
    expect(made.json().data.code).toBe('S-1');
    const edit = await manager.patch(`/api/test-widgets/${made.json().data.id}`, { code: 'S-2' });
    expect(edit.statusCode).toBe(422);
  });

  it('lets a read permission list and show, but not write', async () => {
    const id = (await manager.post('/api/test-widgets', { name: 'Bel' })).json().data.id as string;
    expect((await reader.get('/api/test-widgets')).statusCode).toBe(200);
    expect((await reader.get(`/api/test-widgets/${id}`)).statusCode).toBe(200);
    expect((await reader.post('/api/test-widgets', { name: 'Trapper' })).statusCode).toBe(403);
    expect((await reader.patch(`/api/test-widgets/${id}`, { name: 'Toeter' })).statusCode).toBe(403);
  });

  it('offers only the operations the definition names', async () => {
    const id = (await manager.post('/api/test-widgets', { name: 'Zadel' })).json().data.id as string;
    expect((await manager.delete(`/api/test-widgets/${id}`)).statusCode).toBe(404);
  });

  it('writes one audit entry per named field group of an edit', async () => {
    const id = (await manager.post('/api/test-widgets', { name: 'Ketting' })).json().data.id as string;
    const edited = await manager.patch(`/api/test-widgets/${id}`, { name: 'Kettingkast', note: 'Nieuw' });
    expect(edited.statusCode, edited.body).toBe(200);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'test-widgets'), eq(auditLog.recordId, id)));
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, Object.keys(entry.changes)]));
    expect(byAction).toEqual({
      createWidget: ['name', 'colours'],
      editWidgetName: ['name'],
      editWidget: ['note'],
    });
  });

  it('counts small lists exactly, and estimates large ones (meta.totalIsEstimate)', async () => {
    await ctx.database.pool.query(
      "INSERT INTO test_widgets (name) SELECT 'Bulkwiel ' || n FROM generate_series(1, 6000) AS n",
    );
    await ctx.database.pool.query('ANALYZE test_widgets');
    const all = (await manager.get('/api/test-widgets?perPage=5')).json() as {
      meta: { total: number; totalIsEstimate?: boolean };
    };
    expect(all.meta.totalIsEstimate).toBe(true);
    expect(all.meta.total).toBeGreaterThan(5000);
    const few = (await manager.get('/api/test-widgets?perPage=5&q=bulkwiel%20100')).json() as {
      data: { name: string }[];
      meta: { total: number; totalIsEstimate?: boolean };
    };
    // "bulkwiel" and "100" must both occur: Bulkwiel 100, 1000–1009, 1100, 2100 … 5100.
    expect(few.meta).toEqual({ total: 16 });
    expect(few.data.every((widget) => widget.name.includes('100'))).toBe(true);
  });

  it('sorts text ignoring case, also across pages', async () => {
    for (const name of ['zz Zwart', 'zz de Haan', 'zz Bakker', 'zz van Dijk', 'zz Dekker']) {
      await manager.post('/api/test-widgets', { name });
    }
    const first = (await manager.get('/api/test-widgets?q=zz&perPage=2&sort=name&order=asc')).json() as {
      data: { name: string }[];
      links: { next: string };
    };
    const rest = (await manager.get(first.links.next.replace('perPage=2', 'perPage=10'))).json() as {
      data: { name: string }[];
    };
    expect([...first.data, ...rest.data].map((widget) => widget.name)).toEqual([
      'zz Bakker',
      'zz de Haan',
      'zz Dekker',
      'zz van Dijk',
      'zz Zwart',
    ]);
  });
});
