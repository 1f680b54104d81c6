import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import type { AnyResource } from '../resources/define.ts';
import type { App } from './app-types.ts';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { devOutboxRoute } from './notify/outbox-route.ts';
import { authRoutes } from './auth/sign-in/routes.ts';
import { passkeyAuthRoutes } from './auth/passkeys/routes.ts';
import { passwordResetRoutes } from './auth/password-reset/routes.ts';
import { securityRoutes } from './security/routes.ts';
import { sessionPurgePlugin } from './auth/sessions/session-purge-plugin.ts';
import { socialFormPostRoute } from './auth/social/form-post-route.ts';
import { socialRoutes } from './auth/social/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { onboardingGate, publicRoutes } from './http/access.ts';
import { apiContract, csrfProtection, httpContract } from './http/contract.ts';
import { toErrorResponse } from './http/error-response.ts';
import { healthRoutes } from './http/health.ts';
import { notFound } from './http/not-found.ts';
import { recordRoutes } from './http/route-list.ts';
import { sessionPlugin } from './http/session.ts';
import { spaPlugin } from './http/spa.ts';
import { outboxPage } from './notify/outbox-page.ts';
import { oauthPlugin } from './oauth/plugin.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { notifyPlugin } from './notify/plugin.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The admin resources to serve (default: resources/index.ts); tests add fixture definitions. */
  resources?: readonly AnyResource[] | undefined;
  /** Directory of the built SPA (with index.html); when absent the server serves the API only. */
  spaDir?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Builds the Fastify instance: used by `main.ts` and by the tests. */
export async function buildApp({ config, database, spaDir, resources }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
      // A person running the product in a terminal reads lines, not JSON; production and pipes keep JSON.
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
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
  recordRoutes(app);

  await app.register(notifyPlugin);
  // Security headers, error envelope, OpenAPI (whole server).
  await app.register(httpContract);
  // The OpenID Connect provider under /oidc (its own body parsing), before the /api scope that uses it.
  await app.register(oauthPlugin);
  await app.register(
    async (api) => {
      // Order matters: maintenance → API version → session → anti-forgery → onboarding → routes.
      await api.register(apiContract);
      await api.register(sessionPlugin);
      await api.register(csrfProtection);
      api.addHook('preValidation', onboardingGate);
      await api.register(publicRoutes(healthRoutes));
      await api.register(publicRoutes(authRoutes));
      await api.register(publicRoutes(passkeyAuthRoutes));
      await api.register(publicRoutes(passwordResetRoutes));
      await api.register(publicRoutes(socialRoutes));
      await api.register(accountRoutes);
      await api.register(securityRoutes);
      await api.register(adminRoutes, resources ? { resources } : {});
      await api.register(dashboardRoutes);
      await api.register(oauthRoutes);
      // Codes for browser journeys and local trying; never in production (docs/architecture.md "Delivery of codes").
      if (!config.production) await api.register(publicRoutes(devOutboxRoute));
      // Set inside the scope, so an unknown /api path passes the same hooks (maintenance, per-IP ceiling,
      // version check …) before its JSON 404.
      api.setNotFoundHandler(notFound);
    },
    { prefix: '/api' },
  );
  await app.register(sessionPurgePlugin);
  // The development outbox page (404 in production); before the SPA, whose history fallback would answer it.
  await app.register(outboxPage);
  // Apple's answer is a cross-site form POST to the page's own path: turned into a GET of it (no /api, no XSRF).
  await app.register(socialFormPostRoute);
  // Every other path: the SPA (assets, public files, index.html as history fallback), or JSON 404 without it.
  if (spaDir) await app.register(spaPlugin, { root: spaDir, appName: config.APP_NAME });
  else app.setNotFoundHandler(notFound);
  return app;
}
