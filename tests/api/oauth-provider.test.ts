import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../server/oauth/clients.ts';
import type { TestContext } from '../helpers/app.ts';
import { OAuthBrowser } from '../helpers/oauth-browser.ts';
import {
  listeningTestApp,
  startAuthorization,
  type StartedAuthorization,
} from '../helpers/oauth-provider-app.ts';
import { createUser } from '../helpers/users.ts';

/**
 * The provider end to end: openid-client (v6) is the third-party app, the real server listens on loopback, and
 * a fetch-based browser signs in to the portal and answers the consent API as the SPA does.
 */

const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const LOGOUT_URI = 'http://127.0.0.1:9/logged-out';
const FAILED = 'Het koppelen van de app is niet gelukt.';

let ctx: TestContext;
let origin: string;
let app: client.Configuration;
let publicApp: client.Configuration;
let clientId: string;

beforeAll(async () => {
  ({ ctx, origin } = await listeningTestApp());
  const registered = await createClient(ctx.database.db, {
    name: 'Roosterapp',
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [LOGOUT_URI],
  });
  clientId = registered.client.id;
  const publicClient = await createClient(ctx.database.db, {
    name: 'Zakapp',
    redirectUris: [REDIRECT_URI],
    public: true,
  });
  const issuer = new URL(`${origin}/oidc`);
  const options = { execute: [client.allowInsecureRequests] };
  app = await client.discovery(issuer, clientId, registered.secret ?? '', undefined, options);
  publicApp = await client.discovery(issuer, publicClient.client.id, undefined, client.None(), options);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

function start(
  config: client.Configuration = app,
  scope = 'openid profile email',
  extra: Record<string, string> = {},
): Promise<StartedAuthorization> {
  return startAuthorization(config, REDIRECT_URI, scope, extra);
}

async function signedIn(): Promise<{ browser: OAuthBrowser; userId: string; email: string }> {
  const user = await createUser(ctx.database.db, { firstname: 'Sanne', lastname: 'de Vries' });
  const browser = new OAuthBrowser(origin);
  await browser.signIn(ctx.database.db, user.email);
  return { browser, userId: user.id, email: user.email };
}

async function uidOf(browser: OAuthBrowser, started: StartedAuthorization): Promise<string> {
  const landed = await browser.follow(started.url, REDIRECT_URI);
  if (!('uid' in landed)) throw new Error(`expected the consent page, got ${JSON.stringify(landed)}`);
  return landed.uid;
}

/** Answers the consent page and follows the same-origin redirect to the app; gives the app's callback URL. */
async function answer(
  browser: OAuthBrowser,
  uid: string,
  decision: 'approve' | 'deny',
  scopes?: string[],
): Promise<URL> {
  const posted = await browser.api('POST', '/api/oauth/authorize', { uid, decision, scopes });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  const redirectTo = new URL(posted.body.data.redirectTo as string);
  expect(redirectTo.origin).toBe(origin);
  const landed = await browser.follow(redirectTo, REDIRECT_URI);
  if (!('callback' in landed)) throw new Error(`expected the app's callback, got ${JSON.stringify(landed)}`);
  return landed.callback;
}

async function authorize(
  browser: OAuthBrowser,
  config: client.Configuration = app,
  scope = 'openid profile email',
  extra: Record<string, string> = {},
) {
  const started = await start(config, scope, extra);
  const callback = await answer(browser, await uidOf(browser, started), 'approve');
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: started.verifier,
    expectedState: started.state,
    expectedNonce: started.nonce,
  });
  return { started, callback, tokens };
}

describe('OAuth provider (openid-client against the real server)', () => {
  it('serves discovery under /oidc with PKCE S256 and the scopes', async () => {
    const metadata = app.serverMetadata();
    expect(metadata.issuer).toBe(`${origin}/oidc`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'phone', 'offline_access']),
    );
    expect(metadata.end_session_endpoint).toBe(`${origin}/oidc/session/end`);
    expect(metadata.introspection_endpoint).toBeDefined();
    expect(metadata.revocation_endpoint).toBeDefined();
  });

  it('code + PKCE: a signed-in user approves and the app gets tokens and userinfo', async () => {
    const { browser, userId, email } = await signedIn();
    const started = await start();
    const uid = await uidOf(browser, started);
    const read = await browser.api('GET', `/api/oauth/authorize?uid=${uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      uid,
      user: { name: 'Sanne de Vries', email },
      client: { id: clientId, name: 'Roosterapp', url: 'http://127.0.0.1:9/' },
      scopes: [
        { scope: 'openid', granted: false },
        { scope: 'profile', granted: false },
        { scope: 'email', granted: false },
      ],
    });
    const callback = await answer(browser, uid, 'approve');
    const tokens = await client.authorizationCodeGrant(app, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    expect(tokens.claims()?.sub).toBe(userId);
    const info = await client.fetchUserInfo(app, tokens.access_token, userId);
    expect(info).toMatchObject({
      sub: userId,
      email,
      email_verified: true,
      given_name: 'Sanne',
      family_name: 'de Vries',
      name: 'Sanne de Vries',
    });
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('asks again only for what is new: a second request for granted scopes needs no consent', async () => {
    const { browser } = await signedIn();
    await authorize(browser, app, 'openid profile');
    const again = await browser.follow((await start(app, 'openid profile')).url, REDIRECT_URI);
    expect('callback' in again && again.callback.searchParams.get('code')).toBeTruthy();
    const more = await start(app, 'openid profile email');
    const uid = await uidOf(browser, more);
    const read = await browser.api('GET', `/api/oauth/authorize?uid=${uid}`);
    expect(read.body.data.scopes).toEqual([
      { scope: 'openid', granted: true },
      { scope: 'profile', granted: true },
      { scope: 'email', granted: false },
    ]);
  });

  it('refresh tokens rotate, and reusing a used one revokes the grant', async () => {
    const { browser } = await signedIn();
    const { tokens } = await authorize(browser, app, 'openid offline_access', { prompt: 'consent' });
    const first = tokens.refresh_token!;
    expect(first).toBeTruthy();
    const rotated = await client.refreshTokenGrant(app, first);
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first);
    await expect(client.refreshTokenGrant(app, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The reuse ended the whole grant: the newest refresh token and the access token are dead too.
    await expect(client.refreshTokenGrant(app, rotated.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await client.tokenIntrospection(app, rotated.access_token)).active).toBe(false);
  });

  it('introspection describes a live token; revocation ends it', async () => {
    const { browser, userId } = await signedIn();
    const { tokens } = await authorize(browser);
    const live = await client.tokenIntrospection(app, tokens.access_token);
    expect(live).toMatchObject({ active: true, sub: userId, client_id: clientId });
    expect(String(live.scope).split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    await client.tokenRevocation(app, tokens.access_token);
    expect((await client.tokenIntrospection(app, tokens.access_token)).active).toBe(false);
    await expect(client.fetchUserInfo(app, tokens.access_token, userId)).rejects.toThrow();
  });

  it('deny answers access_denied with the state', async () => {
    const { browser } = await signedIn();
    const started = await start();
    const callback = await answer(browser, await uidOf(browser, started), 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(started.state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses a request without PKCE (back to the app with invalid_request)', async () => {
    const { browser } = await signedIn();
    const url = client.buildAuthorizationUrl(app, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: 'zonder-pkce',
    });
    const landed = await browser.follow(url, REDIRECT_URI);
    expect('callback' in landed).toBe(true);
    if (!('callback' in landed)) return;
    expect(landed.callback.searchParams.get('error')).toBe('invalid_request');
    expect(landed.callback.searchParams.get('state')).toBe('zonder-pkce');
    expect(landed.callback.searchParams.get('code')).toBeNull();
  });

  it('refuses a wrong redirect_uri with a page of its own, never a redirect', async () => {
    const { browser } = await signedIn();
    for (const redirectUri of ['http://127.0.0.1:9/elders', `${REDIRECT_URI}/`, `${REDIRECT_URI}?x=1`]) {
      const url = (await start()).url;
      url.searchParams.set('redirect_uri', redirectUri);
      const response = await browser.send(url);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain(FAILED);
      expect(html).toContain('lang="nl"');
    }
  });

  it('a code works once: replaying it fails and revokes what it gave', async () => {
    const { browser } = await signedIn();
    const { started, callback, tokens } = await authorize(browser);
    await expect(
      client.authorizationCodeGrant(app, callback, {
        pkceCodeVerifier: started.verifier,
        expectedState: started.state,
        expectedNonce: started.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await client.tokenIntrospection(app, tokens.access_token)).active).toBe(false);
  });

  it('a code needs the verifier of its challenge', async () => {
    const { browser } = await signedIn();
    const started = await start();
    const callback = await answer(browser, await uidOf(browser, started), 'approve');
    await expect(
      client.authorizationCodeGrant(app, callback, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: started.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('another user signing in on the same browser never gets the previous user’s code', async () => {
    const { browser, userId: first } = await signedIn();
    await authorize(browser);
    expect((await browser.api('POST', '/api/auth/logout')).status).toBeLessThan(300);
    // Signed out of the portal, the provider's remembered session gives nothing: the browser goes to the consent page.
    const signedOut = await browser.follow((await start()).url, REDIRECT_URI);
    expect('uid' in signedOut).toBe(true);
    const other = await createUser(ctx.database.db, { firstname: 'Kees' });
    await browser.signIn(ctx.database.db, other.email);
    const started = await start();
    const uid = await uidOf(browser, started);
    const read = await browser.api('GET', `/api/oauth/authorize?uid=${uid}`);
    expect(read.body.data.scopes.every((entry: { granted: boolean }) => !entry.granted)).toBe(true);
    const callback = await answer(browser, uid, 'approve');
    const tokens = await client.authorizationCodeGrant(app, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    expect(tokens.claims()?.sub).toBe(other.id);
    expect(tokens.claims()?.sub).not.toBe(first);
  });

  it('refuses a stale or foreign uid', async () => {
    const { browser } = await signedIn();
    const old = await uidOf(browser, await start());
    const current = await uidOf(browser, await start());
    expect(current).not.toBe(old);
    for (const uid of [old, 'verzonnen-uid']) {
      const read = await browser.api('GET', `/api/oauth/authorize?uid=${uid}`);
      expect(read.status).toBe(422);
      expect(read.body.errors.uid).toHaveLength(1);
      const posted = await browser.api('POST', '/api/oauth/authorize', { uid, decision: 'approve' });
      expect(posted.status).toBe(422);
    }
    // Another browser (another user) cannot answer this browser's request either.
    const { browser: stranger } = await signedIn();
    const posted = await stranger.api('POST', '/api/oauth/authorize', { uid: current, decision: 'approve' });
    expect(posted.status).toBe(422);
  });

  it('the user may narrow the scopes at consent', async () => {
    const { browser, userId } = await signedIn();
    const started = await start(app, 'openid profile email');
    const callback = await answer(browser, await uidOf(browser, started), 'approve', ['openid', 'profile']);
    const tokens = await client.authorizationCodeGrant(app, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    expect(tokens.scope?.split(' ').sort()).toEqual(['openid', 'profile']);
    const info = await client.fetchUserInfo(app, tokens.access_token, userId);
    expect(info.given_name).toBe('Sanne');
    expect(info.email).toBeUndefined();
    const bad = await browser.api('POST', '/api/oauth/authorize', {
      uid: await uidOf(browser, await start(app, 'openid email', { prompt: 'consent' })),
      decision: 'approve',
      scopes: ['email'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.scopes).toHaveLength(1);
  });

  it('public clients work with PKCE and no secret', async () => {
    const { browser, userId } = await signedIn();
    const { tokens } = await authorize(browser, publicApp, 'openid offline_access', { prompt: 'consent' });
    expect(tokens.claims()?.sub).toBe(userId);
    const rotated = await client.refreshTokenGrant(publicApp, tokens.refresh_token!);
    expect(rotated.access_token).toBeTruthy();
  });

  it('RP-initiated logout ends the provider session and the portal session', async () => {
    const { browser } = await signedIn();
    const { tokens } = await authorize(browser);
    const url = client.buildEndSessionUrl(app, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: LOGOUT_URI,
      state: 'tot-ziens',
    });
    const page = await browser.send(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Wil je uitloggen bij Roosterapp?');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action && xsrf).toBeTruthy();
    const confirmed = await browser.send(new URL(action!, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    const location = new URL(confirmed.headers.get('location') ?? '', origin);
    expect(location.href.startsWith(LOGOUT_URI)).toBe(true);
    expect(location.searchParams.get('state')).toBe('tot-ziens');
    expect((await browser.api('GET', '/api/user')).status).toBe(401);
  });

  it('an authorisation without a portal session goes to the consent page, whose API needs sign-in', async () => {
    const browser = new OAuthBrowser(origin);
    const uid = await uidOf(browser, await start());
    const read = await browser.api('GET', `/api/oauth/authorize?uid=${uid}`);
    expect(read.status).toBe(401);
    const posted = await browser.api('POST', '/api/oauth/authorize', { uid, decision: 'approve' });
    expect(posted.status).toBe(401);
  });

  it('sends the consent page and its API without caching or referrer', async () => {
    const { browser } = await signedIn();
    const uid = await uidOf(browser, await start());
    const response = await browser.send(`/api/oauth/authorize?uid=${uid}`, {
      headers: { accept: 'application/json', 'x-api-version': '2025.1' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('users list their connected apps and withdraw one, which ends its tokens', async () => {
    const { browser } = await signedIn();
    const { tokens } = await authorize(browser, app, 'openid email offline_access', { prompt: 'consent' });
    const listed = await browser.api('GET', '/api/user/oauth-grants');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const [connected] = listed.body.data;
    expect(connected).toMatchObject({
      client: { id: clientId, name: 'Roosterapp' },
      scopes: ['openid', 'email', 'offline_access'],
    });
    const { browser: stranger } = await signedIn();
    expect((await stranger.api('DELETE', `/api/user/oauth-grants/${connected.id}`)).status).toBe(404);
    expect((await browser.api('DELETE', `/api/user/oauth-grants/${connected.id}`)).status).toBe(204);
    expect((await browser.api('GET', '/api/user/oauth-grants')).body.data).toEqual([]);
    expect((await client.tokenIntrospection(app, tokens.access_token)).active).toBe(false);
    await expect(client.refreshTokenGrant(app, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await new OAuthBrowser(origin).api('GET', '/api/user/oauth-grants')).status).toBe(401);
  });
});
