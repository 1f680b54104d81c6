import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyResource } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { manifestEntryOf } from '../../resources/manifest-entry.ts';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { checkedRegistry } from '../../resources/registry.ts';
import { ROOT } from '../../scripts/resource-index.ts';
import { MANIFEST_FILES, renderManifestFiles } from '../../scripts/resource-manifest.ts';
import { buildAdminModel } from '../../src/framework/admin-model.ts';
import { resourceRoutesOf } from '../../src/framework/resource-routes.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

/**
 * docs/adding-a-resource.md promises a resource in one file: its example, taken from the doc's own code block
 * (the one starting `// resources/departments.ts`), must appear in the API, the OpenAPI document, the route table
 * and the permission list.
 */
function docExample(): string {
  const doc = readFileSync(path.join(ROOT, 'docs/adding-a-resource.md'), 'utf8');
  const block = /```ts\n(\/\/ resources\/departments\.ts\n[\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/adding-a-resource.md has no `// resources/departments.ts` code block');
  return block;
}

async function loadDocExample(): Promise<{ definition: AnyResource; cleanUp: () => void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'doc-example-'));
  const file = path.join(folder, 'departments.ts');
  const define = pathToFileURL(path.join(ROOT, 'resources/define.ts')).href;
  writeFileSync(file, docExample().replaceAll("'./define.ts'", `'${define}'`));
  const module = (await import(pathToFileURL(file).href)) as { departments: AnyResource };
  return { definition: module.departments, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * The shared resources with the example in place of any of its name: following the doc adds
 * `resources/departments.ts`, and this file must keep passing then (issue 27).
 */
const withExample = (example: AnyResource): AnyResource[] => [
  ...RESOURCES.filter((resource) => resource.name !== example.name),
  example,
];

describe('the example of docs/adding-a-resource.md, built from the doc itself', () => {
  let ctx: TestContext;
  let departments: AnyResource;
  let cleanUp: () => void;

  beforeAll(async () => {
    ({ definition: departments, cleanUp } = await loadDocExample());
    ctx = await createTestApp({}, { resources: withExample(departments) });
    // Once the example is a real resource its migration has made the table already.
    if (!RESOURCES.some((resource) => resource.name === departments.name)) {
      await createResourceTable(ctx.database, departments);
    }
  });
  afterAll(async () => {
    await ctx.close();
    cleanUp();
  });

  it('is a definition with its Dutch texts, default, pattern and a permission of its own', () => {
    expect(departments).toMatchObject({
      name: 'departments',
      singular: { nl: 'Afdeling' },
      plural: { nl: 'Afdelingen' },
      permission: 'manage_departments',
      icon: 'ApartmentOutlined',
    });
    expect(departments.fields.active!.default).toBe(true);
    expect(departments.fields.costCentre!.schema.safeParse('12a').error?.issues[0]?.message).toBe(
      'Vul vier tot zes cijfers in.',
    );
  });

  it('is served by the API: 401 signed out, 403 for a user holding every permission there was before', async () => {
    expect((await new ApiClient(ctx.app).get('/api/departments')).statusCode).toBe(401);
    const before = PERMISSIONS.filter((permission) => permission !== departments.permission);
    const { client } = await signedInClient(ctx, before);
    const refused = await client.get('/api/departments');
    expect(refused.statusCode).toBe(403);
  });

  it('is described in the OpenAPI document with its fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/departments', '/api/departments/{id}']),
    );
    const body = JSON.stringify(document.paths['/api/departments']!.post!.requestBody);
    for (const field of ['name', 'region', 'costCentre', 'active']) expect(body).toContain(`"${field}"`);
  });

  it('gets its routes, its permission and its menu icon from db:generate', () => {
    const model = buildAdminModel([manifestEntryOf(departments)]);
    expect(resourceRoutesOf(model).map((route) => route.path)).toEqual([
      '/system/departments/create',
      '/system/departments/:id/edit',
      '/system/departments/*',
    ]);
    const files = renderManifestFiles(withExample(departments), ROOT);
    expect(files[MANIFEST_FILES.permissions]).toContain('"manage_departments"');
    expect(files[MANIFEST_FILES.docs]).toContain('| `manage_departments` | Afdelingen beheren |');
    expect(files[MANIFEST_FILES.icons]).toContain('ApartmentOutlined: icon(');
  });

  it('makes the regions it refers to readable to its own managers, without editing resources/regions.ts', () => {
    const regions = checkedRegistry(withExample(departments)).find(
      (resource) => resource.name === 'regions',
    )!;
    expect(regions.readPermissions).toContain('manage_departments');
    const model = buildAdminModel(checkedRegistry(withExample(departments)).map((d) => manifestEntryOf(d)));
    expect(
      model.resources.find((resource) => resource.definition.name === 'regions')?.definition.readPermissions,
    ).toContain('manage_departments');
  });
});
