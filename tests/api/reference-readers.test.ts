import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createRegion } from '../helpers/employees.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

/**
 * Issue 27: a resource with a reference and a permission of its own works for its own managers without editing the
 * resource it refers to (resources/reference-readers.ts). The fixture names an existing permission that reads no
 * regions (`manage_tags`), so the test app's permission list knows it; a real new resource declares its own.
 */
const badges = defineResource({
  name: 'test-badges',
  singular: 'Badge',
  plural: 'Badges',
  permission: 'manage_tags',
  fields: {
    name: field.text({ required: true, max: 100, sortable: true }),
    region: field.reference('regions', { label: 'Regio' }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createTestBadge', edit: 'editTestBadge' },
});

describe('a reference makes the referenced records readable to who may use the field', () => {
  let ctx: TestContext;
  let manager: ApiClient;
  let regionId: string;

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, badges] });
    await createResourceTable(ctx.database, badges);
    const { client: admin } = await signedInClient(ctx, ['manage_regions']);
    regionId = (await createRegion(admin, 'Twente')).id;
    ({ client: manager } = await signedInClient(ctx, ['manage_tags']));
  });
  afterAll(() => ctx.close());

  it('the badges manager lists the regions for the picker and reads one for a cell', async () => {
    const list = await manager.get('/api/regions?q=Twente');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: { name: string }[] }).data.map((region) => region.name)).toEqual([
      'Twente',
    ]);
    expect((await manager.get(`/api/regions/${regionId}`)).statusCode).toBe(200);
  });

  it('creates a badge with a region, and may still not change regions', async () => {
    const created = await manager.post('/api/test-badges', { name: 'BHV', region: regionId });
    expect(created.statusCode, created.body).toBe(201);
    expect((await manager.patch(`/api/regions/${regionId}`, { name: 'Anders' })).statusCode).toBe(403);
    expect((await manager.post('/api/regions', { name: 'Nieuw' })).statusCode).toBe(403);
  });

  it('gives nothing to who holds neither the resource’s permission nor a reference to it', async () => {
    const { client: stranger } = await signedInClient(ctx, ['manage_branches']);
    expect((await stranger.get('/api/regions')).statusCode).toBe(403);
  });
});
