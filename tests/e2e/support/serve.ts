/** Starts the real server for the browser journeys on a fresh embedded database (Playwright's webServer). */
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('test-results'))
  throw new Error('serve.ts needs DATA_DIR inside test-results/');
rmSync(dataDir, { recursive: true, force: true });
await import('../../../server/main.ts');
