import { parse } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { pathOf } from '../http/api-paths.ts';
import { unstorableTextPaths } from '../http/unstorable-text.ts';
import { recordIssuer } from './issuer-record.ts';
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

/** What the provider reads besides the request itself: its mount's URL, and a form body already read. */
type RawRequest = FastifyRequest['raw'] & { originalUrl?: string; body?: Buffer };

/** oidc-provider's own limit for a request body. */
const PROVIDER_BODY_LIMIT = 56 * 1024;

/** The answer to a parameter holding text the database cannot store, in the form of the provider's own errors. */
const UNSTORABLE_PARAMETER = {
  error: 'invalid_request',
  error_description: 'parameters must not contain a NUL character or a lone surrogate',
};

/**
 * Whether the request's path, query or form body holds text the database cannot store (a NUL …): the provider
 * would take it to its storage as an id or in a payload and answer 500 (server/http/unstorable-text.ts).
 */
function carriesUnstorableText(request: FastifyRequest): boolean {
  const form = Buffer.isBuffer(request.body) ? parse(request.body.toString()) : undefined;
  return [request.params, request.query, form].some((part) => unstorableTextPaths(part).length > 0);
}

/**
 * The provider (Koa with `proxy` on) takes the client's host, protocol and address from X-Forwarded-Host, -Proto
 * and -For. They are replaced by what Fastify made of the request under TRUST_PROXY (server/config/trust-proxy.ts),
 * so a forged header counts as little here as in /api, and a trusted proxy's exactly as much.
 */
function forwardAsFastifySees(request: FastifyRequest): void {
  const { host, protocol, ip } = request;
  const { headers } = request.raw;
  headers['x-forwarded-host'] = host;
  headers['x-forwarded-proto'] = protocol;
  headers['x-forwarded-for'] = ip;
}

/**
 * Builds the provider and mounts its Koa app under /oidc. The routes there hand the raw request over with the
 * prefix stripped and `originalUrl` kept, as a Connect mount does, so the provider builds its URLs under the
 * issuer's path, and with X-Forwarded-* as Fastify sees them. A form body is read here, so that it is checked like
 * the path and query (a NUL is an `invalid_request`, never a 500), and handed over as read: the provider parses
 * it as it would have parsed the stream (it warns once per process that a body was read upstream); any other
 * body is left unread for the provider.
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
    await recordIssuer(app.database.db, `${app.config.APP_URL}${OIDC_PREFIX}`);
    endPortalSessionOnLogout(provider, app.database.db, app.config);
    app.decorate('oauthProvider', provider);
    const callback = provider.callback();

    await app.register(async (scope) => {
      scope.addHook('onRequest', scope.perIpCeiling);
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        if (carriesUnstorableText(request)) {
          void reply.code(400).header('Cache-Control', 'no-store').send(UNSTORABLE_PARAMETER);
          return;
        }
        reply.hijack();
        forwardAsFastifySees(request);
        const raw = request.raw as RawRequest;
        if (Buffer.isBuffer(request.body)) raw.body = request.body;
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
