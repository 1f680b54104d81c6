import Provider, { interactionPolicy, type KoaContext } from 'oidc-provider';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { oauthArtifacts } from '../db/schema/index.ts';
import { OAUTH_SCOPES } from '../../contract/enums.ts';
import { accountFinder, SCOPE_CLAIMS } from './claims.ts';
import { databaseAdapter } from './adapter.ts';
import { clientSecretMatches } from './clients.ts';
import { cookieKeys, type Jwks } from './keys.ts';
import { clientHomeUrl } from './client-home.ts';
import { errorPage, loggedOutPage, logoutPage, type PageClient } from './pages.ts';
import { portalUserOf } from './session-binding.ts';

/** Where the provider lives below APP_URL (docs/architecture.md "OAuth 2 / OpenID Connect provider"). */
export const OIDC_PREFIX = '/oidc';

/** The SPA's consent page, where the provider sends the browser for every interaction. */
export const CONSENT_PATH = '/oauth/authorize';

/**
 * How long discovery and the signing keys may be kept, by the apps and by shared caches: they change only with a
 * deploy or a key rotation, and an app that meets a key it does not know fetches the keys again.
 */
const PUBLIC_METADATA_CACHE_CONTROL = 'public, max-age=300';

/** The provider's routes (its names) that answer PUBLIC_METADATA_CACHE_CONTROL when they succeed. */
const PUBLIC_METADATA_ROUTES = new Set(['discovery', 'jwks']);

/** Koa's header setter, which our declaration of oidc-provider (oidc-provider.d.ts) leaves out. */
type KoaContextWithSet = KoaContext & { set(field: string, value: string): void };

export const TTL = {
  AccessToken: 60 * 60,
  /** ≤ 10 min, single use (the provider consumes a code and revokes the grant when it comes back). */
  AuthorizationCode: 10 * 60,
  IdToken: 60 * 60,
  /** Room to sign in (with the second step) between the app's request and the consent. */
  Interaction: 30 * 60,
  Session: 12 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
  RefreshToken: 30 * 24 * 60 * 60,
};

export interface OAuthProviderOptions {
  db: Db;
  config: Pick<Config, 'APP_URL' | 'APP_NAME'>;
  appKey: Buffer;
  jwks: Jwks;
}

/** The id of a user's grant for a client (the newest one that has not expired), or undefined. */
export async function grantIdOf(db: Db, accountId: string, clientId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: oauthArtifacts.id })
    .from(oauthArtifacts)
    .where(
      and(
        eq(oauthArtifacts.model, 'Grant'),
        eq(oauthArtifacts.accountId, accountId),
        sql`${oauthArtifacts.payload}->>'clientId' = ${clientId}`,
        sql`(${oauthArtifacts.expiresAt} is null or ${oauthArtifacts.expiresAt} > now())`,
      ),
    )
    .orderBy(sql`${oauthArtifacts.payload}->>'iat' desc`)
    .limit(1);
  return row?.id;
}

/**
 * The OpenID Connect provider (oidc-provider 9): code flow with PKCE S256 for every client, refresh tokens with
 * rotation, revocation, introspection, userinfo, discovery and RP-initiated logout; storage on our database.
 *
 * Its session is bound to ours: the login prompt is required whenever the provider's session does not name the
 * user of the portal session that came with the request (none, expired, or another user signed in on the same
 * browser), so a code is only ever issued to the person signed in to the portal now.
 */
export function createOAuthProvider({ db, config, appKey, jwks }: OAuthProviderOptions): Provider {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.push(
    new Check(
      'portal_session',
      'the portal session is gone or belongs to another user',
      'login_required',
      async (ctx) => {
        const portal = await portalUserOf(db, config, ctx.req);
        return portal === null || portal.userId !== ctx.oidc?.session?.accountId;
      },
    ),
  );

  const provider = new Provider(`${config.APP_URL}${OIDC_PREFIX}`, {
    adapter: databaseAdapter(db),
    findAccount: accountFinder(db),
    scopes: [...OAUTH_SCOPES],
    claims: Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([scope, claims]) => [scope, [...claims]])),
    responseTypes: ['code'],
    // Exact redirect-URI matching, and the URI is always named (no "the only registered one" default).
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      // An app may look into and revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: ownTokenOnly },
      introspection: { enabled: true, allowedPolicy: ownTokenOnly },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContext, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form, ctx.oidc?.client?.clientName, config.APP_NAME);
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(config.APP_NAME, pageClientOf(ctx));
        },
      },
    },
    ttl: TTL,
    interactions: {
      policy,
      url: (_ctx: KoaContext, interaction: { uid: string }) =>
        `${CONSENT_PATH}?uid=${encodeURIComponent(interaction.uid)}`,
    },
    cookies: {
      keys: cookieKeys(appKey),
      long: { httpOnly: true, sameSite: 'lax' },
      // The interaction cookie must reach /api/oauth/authorize, not only the consent page's path.
      short: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    jwks,
    async loadExistingGrant(ctx: ExistingGrantContext) {
      const { oidc } = ctx;
      const accountId = oidc.session.accountId;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const known = grantId ? await provider.Grant.find(grantId) : undefined;
      if (known && known.accountId === accountId) return known;
      if (!accountId) return undefined;
      const stored = await grantIdOf(db, accountId, oidc.client.clientId);
      return stored ? provider.Grant.find(stored) : undefined;
    },
    renderError: async (ctx: KoaContext) => {
      ctx.type = 'html';
      ctx.body = errorPage(config.APP_NAME, pageClientOf(ctx));
    },
  });
  // X-Forwarded-* are believed only because server/oauth/plugin.ts sets them: host and protocol to APP_URL's (the
  // URLs the provider builds), the address to what Fastify made of it under TRUST_PROXY. Whatever the client sent
  // is gone by then.
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 200 && PUBLIC_METADATA_ROUTES.has(ctx.oidc?.route ?? '')) {
      (ctx as KoaContextWithSet).set('Cache-Control', PUBLIC_METADATA_CACHE_CONTROL);
    }
  });
  // Client secrets are stored hashed (server/oauth/clients.ts): the metadata's client_secret is the hash.
  provider.Client.prototype.compareClientSecret = function compareClientSecret(actual) {
    return clientSecretMatches(this.clientSecret, actual);
  };
  return provider;
}

/** The app the provider resolved for this request (only a registered one), as its pages name it. */
function pageClientOf(ctx: KoaContext): PageClient | undefined {
  const client = ctx.oidc?.client;
  if (!client?.clientName) return undefined;
  return { name: client.clientName, home: clientHomeUrl(client.redirectUris ?? []) };
}

function ownTokenOnly(_ctx: unknown, client: { clientId: string }, token: { clientId?: string }): boolean {
  return token.clientId === client.clientId;
}

/** What `loadExistingGrant` reads of oidc-provider's context. */
interface ExistingGrantContext {
  oidc: {
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    result?: { consent?: { grantId?: string } };
  };
}
