import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { pathOf } from '../http/api-paths.ts';
import { loadSigningKeys } from './keys.ts';
import { endPortalSessionOnLogout } from './logout.ts';
import { CONSENT_PATH, createOAuthProvider, OIDC_PREFIX } from './provider.ts';
import { oauthPurgePlugin } from './purge-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenID Connect provider mounted under /oidc (server/oauth/provider.ts). */
    oauthProvider: Provider;
  }
}

type RawRequest = FastifyRequest['raw'] & { originalUrl?: string };

/**
 * Builds the provider and mounts its Koa app under /oidc. The routes there take the raw request unread (no
 * Fastify body parser: the provider reads form bodies itself) and hand it over with the prefix stripped and
 * `originalUrl` kept, as a Connect mount does, so the provider builds its URLs under the issuer's path.
 * Every call there counts against the per-IP ceiling, as /api calls do. Also sends the consent page and its API
 * without caching and without a Referer (the page's URL holds the uid).
 */
export const oauthPlugin = fp(
  async (app: FastifyInstance) => {
    const jwks = await loadSigningKeys(app.config.OIDC_JWKS, app.database.db);
    const provider = createOAuthProvider({
      db: app.database.db,
      config: app.config,
      appKey: app.appKey,
      jwks,
    });
    endPortalSessionOnLogout(provider, app.database.db, app.config);
    app.decorate('oauthProvider', provider);
    const callback = provider.callback();

    await app.register(async (scope) => {
      scope.addHook('onRequest', scope.perIpCeiling);
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as RawRequest;
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '').slice(OIDC_PREFIX.length) || '/';
        callback(raw, reply.raw);
      };
      scope.all(OIDC_PREFIX, handler);
      scope.all(`${OIDC_PREFIX}/*`, handler);
    });

    app.addHook('onSend', async (request, reply) => {
      const path = pathOf(request.url);
      if (path !== CONSENT_PATH && path !== `/api${CONSENT_PATH}`) return;
      reply.header('Cache-Control', 'no-store');
      reply.header('Referrer-Policy', 'no-referrer');
    });

    await app.register(oauthPurgePlugin);
  },
  { name: 'oauth-provider', dependencies: [] },
);
