import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { prepareServer } from './prepare-server.ts';
import { demoCredentials } from './seed/demo-credentials.ts';
import { describeStartError, showsStack } from './start-error.ts';

// SPA_DIST_DIR: another build folder (tests that build side by side in one checkout).
const distDir = path.resolve(import.meta.dirname, '..', process.env.SPA_DIST_DIR ?? 'dist');

/** Set once the configuration is read: the start-error message names its values. */
let config: Config | undefined;

async function main(): Promise<void> {
  config = loadConfig();
  const { app, database } = await prepareServer(config, distDir);

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
  if (error instanceof ConfigError || !config) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  } else {
    process.stderr.write(`${describeStartError(error, config)}\n`);
    if (showsStack(config.LOG_LEVEL) && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
  }
  process.exit(1);
});
