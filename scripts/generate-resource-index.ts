/** Writes the generated resource lists (see scripts/resource-index.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles, ROOT } from './resource-index.ts';

for (const [file, text] of Object.entries(await generatedFiles())) {
  writeFileSync(path.join(ROOT, file), text);
  console.log(`${file} bijgewerkt.`);
}
