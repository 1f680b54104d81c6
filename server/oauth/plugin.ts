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
 * The provider (Koa with `proxy` on) builds every URL it names (discovery, which shared caches keep for five
 * minutes; the JWKS link; the logout form; the resume URL of an interaction) from the request's host and protocol,
 * which it reads from X-Forwarded-Host and -Proto. Those are set to APP_URL's here, whatever the client or a proxy
 * sent and whatever TRUST_PROXY says: the issuer is APP_URL's, so its endpoints are too (issue 26). The client's
 * address (X-Forwarded-For) is what Fastify made of it under TRUST_PROXY (server/config/trust-proxy.ts), so a forged
 * one counts as little here as in /api, and a trusted proxy's exactly as much.
 */
function forwardAsAppUrl(request: FastifyRequest, appUrl: URL): void {
  const { headers } = request.raw;
  headers['x-forwarded-host'] = appUrl.host;
  headers['x-forwarded-proto'] = appUrl.protocol.slice(0, -1);
  headers['x-forwarded-for'] = request.ip;
}

/**
 * Builds the provider and mounts its Koa app under /oidc. The routes there hand the raw request over with the
 * prefix stripped and `originalUrl` kept, as a Connect mount does, so the provider builds its URLs under the
 * issuer's path, and with APP_URL's host and protocol (`forwardAsAppUrl`). A form body is read here, so that it is checked like
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
    const appUrl = new URL(app.config.APP_URL);

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
        forwardAsAppUrl(request, appUrl);
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
