import * as client from 'openid-client';
import type { SocialProvider } from './providers.ts';

/** How long discovered metadata is used before it is fetched again (keys and endpoints can move). */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** Seconds to wait for the provider's discovery and token endpoints. */
const TIMEOUT_S = 10;

interface Cached {
  configuration: Promise<client.Configuration>;
  fetchedAt: number;
}

const discovered = new WeakMap<SocialProvider, Cached>();

/** The provider could not be reached or answered nonsense (discovery, the token endpoint). */
export class ProviderUnavailableError extends Error {}

/**
 * The provider's openid-client configuration from OpenID Connect discovery, kept for an hour (and fetched again at
 * once after a failure). The client authenticates with `client_secret_post`, which all three accept (Apple only
 * that); Apple's secret is a fresh signed JWT per token request. Plain http is allowed only for an issuer on this
 * machine (config/social.ts), i.e. a stand-in in tests.
 *
 * Microsoft's multi-tenant issuers (`common`, `organizations`, `consumers`) publish the issuer
 * `https://login.microsoftonline.com/{tenantid}/v2.0`; openid-client recognises login.microsoftonline.com and
 * checks each ID token's `iss` against that template filled with the token's own `tid` (docs/decisions.md).
 */
export function providerConfiguration(provider: SocialProvider): Promise<client.Configuration> {
  const cached = discovered.get(provider);
  if (cached && Date.now() - cached.fetchedAt < METADATA_TTL_MS) return cached.configuration;
  const clientAuth: client.ClientAuth = (_as, metadata, body) => {
    body.set('client_id', metadata.client_id);
    body.set('client_secret', provider.clientSecret());
  };
  const configuration = client
    .discovery(provider.issuer, provider.clientId, undefined, clientAuth, {
      timeout: TIMEOUT_S,
      ...(provider.issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
    })
    .catch((error: unknown) => {
      discovered.delete(provider);
      throw new ProviderUnavailableError(`discovery of ${provider.issuer.href} failed`, { cause: error });
    });
  discovered.set(provider, { configuration, fetchedAt: Date.now() });
  return configuration;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization URL: code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  provider: SocialProvider,
  redirectUri: string,
  checks: AuthorizationChecks,
): Promise<URL> {
  const configuration = await providerConfiguration(provider);
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: provider.scope,
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  });
}

/** Who the provider says signed in: the ID token's `sub`, and its email when it gave one. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
}

/**
 * Redeems the code of an authorization response (`callbackUrl` carries its parameters) at the token endpoint,
 * sending the PKCE verifier, and checks the answer: `state` equal to ours, an ID token from this issuer for this
 * client, unexpired, with our nonce. Throws openid-client's errors (an `error=` response: AuthorizationResponseError).
 */
export async function redeemCode(
  provider: SocialProvider,
  callbackUrl: URL,
  checks: AuthorizationChecks,
): Promise<ProviderIdentity> {
  const configuration = await providerConfiguration(provider);
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token in the token response');
  const email = typeof claims.email === 'string' ? claims.email : null;
  const username = typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
  return { subject: claims.sub, email: email ?? (username?.includes('@') ? username : null) };
}

export const randomState = client.randomState;
export const randomNonce = client.randomNonce;
export const randomCodeVerifier = client.randomPKCECodeVerifier;
