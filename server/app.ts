import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { App } from './app-types.ts';
import { accountRoutes } from './account/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { apiContract, csrfProtection, httpContract } from './http/contract.ts';
import { toErrorResponse } from './http/error-response.ts';
import { healthRoutes } from './http/health.ts';
import { sessionPlugin } from './http/session.ts';
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
    // Errors Fastify raises before routing (e.g. a malformed URL like /api/%) get the same envelope.
    frameworkErrors: (error, _request, reply) => {
      const response = toErrorResponse(error);
      // The reply's generic route typing is unknown here; it is a plain FastifyReply.
      void (reply as FastifyReply).code(response.statusCode).headers(response.headers).send(response.body);
    },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  // Security headers, error envelope, not-found handling (whole server).
  await app.register(httpContract);
  await app.register(
    async (api) => {
      // Order matters: maintenance → API version → session → anti-forgery → routes.
      await api.register(apiContract);
      await api.register(sessionPlugin);
      await api.register(csrfProtection);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
    },
    { prefix: '/api' },
  );
  if (spaDir) await app.register(spaPlugin, { root: spaDir, appName: config.APP_NAME });
  return app;
}
