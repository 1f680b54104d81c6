import path from 'node:path';
import type { App } from './app-types.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { builtSpaDir } from './http/spa-files.ts';
import { seedDemo } from './seed/demo.ts';

export interface PreparedServer {
  app: App;
  database: Database;
}

/**
 * Everything `npm start` does before listening: open and migrate the database, build the app — with the SPA
 * when `distDir` holds a build (a fresh clone has none: `npm run dev` serves it through Vite) — and seed the demo
 * data on an empty database when SEED_DEMO is on.
 */
export async function prepareServer(config: Config, distDir: string): Promise<PreparedServer> {
  const database = await openDatabase(config, { statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS });
  try {
    await migrateDatabase(database);
    const spaDir = builtSpaDir(distDir);
    const app = await buildApp({ config, database, spaDir });
    database.onStoreEvent = (event, error) => {
      if (event === 'restarted') app.log.warn('the embedded database process ended and was started again');
      else app.log.error({ err: error }, 'the embedded database could not be started again; trying again');
    };
    if (!spaDir) {
      app.log.info(
        `No built SPA (${path.join(distDir, 'index.html')} is missing): serving the API only. ` +
          'In development Vite serves the SPA (npm run dev); run `npm run build` to serve it from here.',
      );
    }
    if (config.SEED_DEMO) await seedDemo(database.db, app.log);
    return { app, database };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
