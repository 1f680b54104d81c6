import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { tags } from '../../resources/tags.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDatabase } from '../helpers/database.ts';

// Issue 27: two resources with one name were found only by Fastify at start ("Method 'GET' already declared for
// route '/api/tags'"), without saying which definitions clash. The admin routes refuse them first, by name.
describe('the admin routes refuse two resources with one name', () => {
  it('stops the server at start with the name that is used twice', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      const twin = { ...tags, plural: { nl: 'Labels', en: 'Labels' } };
      const start = async () => {
        const app = await buildApp({ config, database, resources: [...RESOURCES, twin] });
        try {
          await app.ready();
        } finally {
          await app.close();
        }
      };
      await expect(start()).rejects.toThrow(
        new Error('Two resources are named "tags": give each resource a name of its own'),
      );
    } finally {
      await database.close();
    }
  });
});
