import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The node projects run their files in one worker without a fresh module graph per file: the API's files spent more
 * time importing the server than testing it (Vitest in CI: 1 422 s isolated, 699 s not). Each file still builds its
 * own app on its own database copy, so the files share modules, not state they could disturb. The UI's files stay
 * isolated: the SPA keeps module-level state (stores, caches), and without isolation a list test failed.
 */
const isolate = false;

/** API tests that need a running Redis: only with REDIS_URL (Redis is optional, like PostgreSQL). */
const REDIS_TESTS = 'tests/api/**/*.redis.test.ts';

const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    isolate,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.REDIS_URL ? [] : [REDIS_TESTS])],
    globalSetup: ['tests/helpers/template-db.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', isolate, environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      serverProject('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('api-postgres', 'postgres')] : []),
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/helpers/ui-setup.ts'],
        },
      },
    ],
  },
});
