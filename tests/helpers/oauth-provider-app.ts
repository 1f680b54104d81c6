import * as client from 'openid-client';
import { createClient, type NewClientInput } from '../../server/oauth/clients.ts';
import { createTestApp, type TestContext } from './app.ts';
import { freePort } from './free-port.ts';

/**
 * A test app listening over real HTTP on a free port, its `APP_URL` its own origin (the OAuth provider's issuer is
 * `${origin}/oidc`), with `TRUST_PROXY` so each OAuthBrowser keeps its own client IP.
 */
export async function listeningTestApp(
  env: Record<string, string> = {},
): Promise<{ ctx: TestContext; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp({ APP_URL: origin, TRUST_PROXY: 'true', ...env });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ctx, origin };
}

/** A confidential client registered in the app's database, as openid-client sees it through discovery. */
export async function discoveredClient(
  ctx: TestContext,
  origin: string,
  input: NewClientInput,
): Promise<{ app: client.Configuration; clientId: string; secret: string }> {
  const registered = await createClient(ctx.database.db, input);
  const secret = registered.secret ?? '';
  const app = await client.discovery(new URL(`${origin}/oidc`), registered.client.id, secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
  return { app, clientId: registered.client.id, secret };
}

/** An authorization request as a client starts it: the URL to open, with the PKCE verifier, state and nonce to check. */
export interface StartedAuthorization {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

/** Builds an authorization request (code flow with PKCE S256, a state and a nonce) for `redirectUri`. */
export async function startAuthorization(
  config: client.Configuration,
  redirectUri: string,
  scope: string,
  extra: Record<string, string> = {},
): Promise<StartedAuthorization> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url, verifier, state, nonce };
}
