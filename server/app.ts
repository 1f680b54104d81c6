import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { App } from './app-types.ts';
import { healthRoutes } from './http/health.ts';
import { spaPlugin } from './http/spa.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Directory of the built SPA; when absent the server serves the API only. */
  spaDir?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Builds the Fastify instance: used by `main.ts` and by the tests. */
export async function buildApp({ config, database, spaDir }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );
  if (spaDir) await app.register(spaPlugin, { root: spaDir });
  return app;
}
