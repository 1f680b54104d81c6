import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { demoCredentials } from './seed/demo-credentials.ts';
import { seedDemo } from './seed/demo.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const spaDir = path.resolve(import.meta.dirname, '..', 'dist');
  const app = await buildApp({ config, database, spaDir });
  if (config.SEED_DEMO) await seedDemo(database.db, app.log);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  process.stdout.write(`\n  ${config.APP_NAME} draait op ${config.APP_URL}\n\n`);
  const demo = await demoCredentials(database.db);
  if (demo) {
    process.stdout.write(`  Demo-beheerder:  ${demo.email}\n  Wachtwoord:      ${demo.password}\n\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
