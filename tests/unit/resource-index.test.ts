import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverResources, generatedFiles, ROOT } from '../../scripts/resource-index.ts';

describe('resource discovery (docs/architecture.md "Resource definitions": one definition file per resource)', () => {
  it('finds every definition exported from resources/', async () => {
    const found = await discoverResources();
    expect(found).toContainEqual({ file: 'tags.ts', exportName: 'tags' });
    expect(found.map((resource) => resource.file)).not.toContain('define.ts');
  });

  it('keeps the generated lists current (run `npm run db:generate` after adding a resource)', async () => {
    for (const [file, text] of Object.entries(await generatedFiles())) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toBe(text);
    }
  });
});
