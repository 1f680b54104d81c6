import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server/translate.ts';
import { loadConfig } from '../../server/config.ts';
import { issuerForCommand } from '../../server/cli/oauth-client-issuer.ts';
import type { TestContext } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { OAuthBrowser } from '../helpers/oauth-browser.ts';
import { discoveredClient, listeningTestApp } from '../helpers/oauth-provider-app.ts';
import { createUser } from '../helpers/users.ts';

/**
 * Issue 18, points 2 and 11: the provider's own pages (its errors, the logout pages) give a next step in the
 * product's Dutch, the consent API names where the app lives, and `npm run oauth:client` announces the issuer
 * the server really uses.
 */

const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const APP_HOME = 'http://127.0.0.1:9/';

let ctx: TestContext;
let origin: string;
let app: client.Configuration;

beforeAll(async () => {
  ({ ctx, origin } = await listeningTestApp());
  ({ app } = await discoveredClient(ctx, origin, {
    name: 'Rooster<app> & co',
    redirectUris: [REDIRECT_URI, 'https://rooster.example/second'],
  }));
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function authorizationUrl(redirectUri = REDIRECT_URI): Promise<URL> {
  const url = client.buildAuthorizationUrl(app, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email',
    state: client.randomState(),
    code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
  });
  url.searchParams.set('redirect_uri', redirectUri);
  return url;
}

/** The anchors of a page: text → href (HTML entities left as sent). */
function links(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2], match[1]]),
  );
}

const escaped = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

describe('the provider’s own pages', () => {
  it('a wrong redirect_uri: the Dutch failure page leads back to the app’s registered site and to the portal', async () => {
    const browser = new OAuthBrowser(origin);
    const response = await browser.send(await authorizationUrl('https://kwaad.example/vang'));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(`<h1 id="page-title">${translate('server.oauth.failedTitle')}</h1>`);
    expect(links(html)).toEqual({
      [escaped(translate('server.oauth.backToApp', { app: 'Rooster<app> & co' }))]: APP_HOME,
      [translate('server.oauth.toPortal', { app: 'Zorgportaal' })]: '/',
    });
    expect(html).not.toContain('kwaad.example');
    expect(html).not.toContain('<app>');
  });

  it('an unknown app: only the way to the portal', async () => {
    const browser = new OAuthBrowser(origin);
    const response = await browser.send('/oidc/auth?client_id=onbekend&response_type=code&scope=openid');
    expect(response.status).toBe(400);
    expect(links(await response.text())).toEqual({
      [translate('server.oauth.toPortal', { app: 'Zorgportaal' })]: '/',
    });
  });

  it('the page after logging out says what ended and leads on', async () => {
    const browser = new OAuthBrowser(origin);
    const all = await (await browser.send('/oidc/session/end/success')).text();
    expect(all).toContain(`<h1 id="page-title">${translate('server.oauth.loggedOutTitle')}</h1>`);
    expect(all).toContain(`<p>${translate('server.oauth.loggedOut')}</p>`);
    expect(links(all)).toEqual({ [translate('server.oauth.toPortal', { app: 'Zorgportaal' })]: '/' });

    // "Nee, ingelogd blijven": only the app's session ended; the provider names the app.
    const oneApp = await (
      await browser.send(`/oidc/session/end/success?client_id=${app.clientMetadata().client_id}`)
    ).text();
    expect(oneApp).toContain(
      `<p>${escaped(translate('server.oauth.loggedOutOfApp', { client: 'Rooster<app> & co', app: 'Zorgportaal' }))}</p>`,
    );
    expect(links(oneApp)).toEqual({
      [escaped(translate('server.oauth.backToApp', { app: 'Rooster<app> & co' }))]: APP_HOME,
      [translate('server.oauth.toPortal', { app: 'Zorgportaal' })]: '/',
    });
  });

  it('the consent request names where the app lives: its first registered redirect URI’s origin', async () => {
    const user = await createUser(ctx.database.db, { firstname: 'Sanne', lastname: 'de Vries' });
    const browser = new OAuthBrowser(origin);
    await browser.signIn(ctx.database.db, user.email);
    const landed = await browser.follow(await authorizationUrl(), REDIRECT_URI);
    if (!('uid' in landed)) throw new Error(`expected the consent page, got ${JSON.stringify(landed)}`);
    const read = await browser.api('GET', `/api/oauth/authorize?uid=${landed.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data.client).toEqual({
      id: app.clientMetadata().client_id,
      name: 'Rooster<app> & co',
      url: APP_HOME,
    });
  });
});

describe('npm run oauth:client', () => {
  it('announces the issuer of the server that last started on this database, whatever its own APP_URL', async () => {
    const withoutAppUrl = loadConfig({ NODE_ENV: 'test' });
    expect(withoutAppUrl.APP_URL).toBe('http://localhost:8080');
    expect(await issuerForCommand(ctx.database.db, withoutAppUrl)).toEqual({ issuer: `${origin}/oidc` });
    const otherAppUrl = loadConfig({ NODE_ENV: 'test', APP_URL: 'https://elders.example' });
    expect(await issuerForCommand(ctx.database.db, otherAppUrl)).toEqual({
      issuer: `${origin}/oidc`,
      warning: translate('server.oauth.cli.issuerDiffers', {
        configured: 'https://elders.example/oidc',
        issuer: `${origin}/oidc`,
      }),
    });
  });

  it('before any server started on the database: this shell’s APP_URL, said to be so', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'https://zorg.example' });
      expect(await issuerForCommand(database.db, config)).toEqual({
        issuer: 'https://zorg.example/oidc',
        warning: translate('server.oauth.cli.issuerNotRecorded'),
      });
    } finally {
      await database.close();
    }
  });
});
