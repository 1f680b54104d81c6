import type { AnyResource } from '../../resources/define.ts';
import type { App } from '../../server/app-types.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { apiContract, csrfProtection } from '../../server/http/contract.ts';
import { createTestDatabase } from './database.ts';
import { testSession } from './test-session.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs after the app is built and before `ready()`: register test-only routes here. */
  beforeReady?: (app: App) => Promise<void> | void;
  /** Build on this database instead of a fresh one (e.g. two instances on one database); close() leaves it open. */
  database?: Database;
  /** Serve a built SPA from this directory (as `main.ts` does with dist/). */
  spaDir?: string;
  /** Admin resources to serve instead of resources/index.ts (e.g. the shared list plus a test fixture). */
  resources?: readonly AnyResource[];
}

/** What a production test app gets for SMTP_URL and MAIL_FROM unless the test gives its own. */
export const PRODUCTION_MAIL = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Zorgportaal <noreply@zorgportaal.test>',
};

/** Builds the real app on a fresh migrated database (PGlite, or PostgreSQL when TEST_DB=postgres). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Production requires mail: a mail server that is not there (the discard port; nothing connects until a send).
    ...(env.NODE_ENV === 'production' ? PRODUCTION_MAIL : {}),
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, spaDir: options.spaDir, resources: options.resources });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Header with which a request in an API test scope pretends to belong to a session (its id). */
export const TEST_SESSION_HEADER = 'x-test-session';

/**
 * Registers test-only routes under `prefix` (below /api) with the same API contract as the real /api scope:
 * rate limits, maintenance, version header, XSRF check, and a stand-in session taken from the
 * `x-test-session` header (so a test can play two sessions). Use inside `beforeReady`.
 */
export async function registerApiTestScope(
  app: App,
  prefix: string,
  routes: (scope: App) => Promise<void> | void,
): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(apiContract);
      if (!scope.hasRequestDecorator('session')) scope.decorateRequest('session', null);
      scope.addHook('onRequest', async (request) => {
        const id = request.headers[TEST_SESSION_HEADER];
        request.session = typeof id === 'string' ? testSession(id) : null;
      });
      await scope.register(csrfProtection);
      await routes(scope);
    },
    { prefix },
  );
}
