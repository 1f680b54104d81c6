import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import * as client from 'openid-client';
import { submitLoginForm } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { authenticatorCode, giveSecondStep } from './support/second-step.ts';
import { expectNoEnglish, pageTitle, text } from './support/texts.ts';

/**
 * The OAuth provider in the browser: a third-party app (openid-client, its redirect URI a loopback server of this
 * test) sends a signed-out user to the portal; they sign in with password and authenticator, see the consent
 * page, and approve (the app gets tokens) or deny (the app gets access_denied).
 */

let callbackServer: http.Server;
let redirectUri: string;
let app: client.Configuration;

function createAccount(name: string): { email: string; password: string } {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@zorgportaal.test`;
  const output = runCli('user-create', '--email', email, '--name', name, '--skip-onboarding');
  const password = /Wachtwoord \(alleen nu getoond\): (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`user:create printed no password:\n${output}`);
  return { email, password };
}

test.beforeAll(async ({ baseURL }) => {
  // The app's own page at its redirect URI: it only says it is back (the test reads the URL).
  callbackServer = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      '<!DOCTYPE html><html lang="nl"><title>Roosterapp</title><h1>Terug in Roosterapp</h1></html>',
    );
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
  const output = runCli('oauth-client', '--name', 'Roosterapp', '--redirect-uri', redirectUri);
  const clientId = /Client-ID: (\S+)/.exec(output)?.[1];
  const secret = /Client-secret \(alleen nu getoond\): (\S+)/.exec(output)?.[1];
  if (!clientId || !secret) throw new Error(`oauth:client printed no client:\n${output}`);
  app = await client.discovery(new URL(`${baseURL}/oidc`), clientId, secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => callbackServer.close(resolve));
});

async function startAuthorisation(page: Page, scope: string, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(app, {
    redirect_uri: redirectUri,
    scope,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  await page.goto(url.href);
  return { verifier, state };
}

async function signInWithAuthenticator(
  page: Page,
  account: { email: string; password: string },
  secret: string,
) {
  await expect(page).toHaveURL(/\/login$/);
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/login\/verify-challenge\//);
  await page.getByRole('textbox', { name: /^Cijfer 1 van 6$/ }).click();
  await page.keyboard.type(authenticatorCode(secret));
}

const consentHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: text('oauth.consent.heading', { app: 'Roosterapp' }) });

test.describe('OAuth authorisation', () => {
  test('a signed-out user signs in with password and authenticator, approves, and the app gets tokens', async ({
    page,
  }) => {
    const account = createAccount('Noor Bakker');
    const { secret } = giveSecondStep(account.email);
    const started = await startAuthorisation(page, 'openid profile email offline_access', {
      prompt: 'consent',
    });
    await signInWithAuthenticator(page, account, secret);

    await expect(consentHeading(page)).toBeVisible();
    // Issue 18, point 8: the consent page starts with its heading focused, so it is read out.
    await expect(consentHeading(page)).toBeFocused();
    await expect(page).toHaveURL(/\/oauth\/authorize\?uid=/);
    await expect(page).toHaveTitle(pageTitle('titles.oauthAuthorize'));
    await expect(page.getByRole('checkbox', { name: text('oauth.scopes.email') })).toBeChecked();
    await expect(page.getByText(text('oauth.consent.offlineTitle'))).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'oauth-consent');

    await page.getByRole('button', { name: text('oauth.consent.approve'), exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Terug in Roosterapp' })).toBeVisible();
    const tokens = await client.authorizationCodeGrant(app, new URL(page.url()), {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
    });
    expect(tokens.refresh_token).toBeTruthy();
    const sub = tokens.claims()!.sub;
    const info = await client.fetchUserInfo(app, tokens.access_token, sub);
    expect(info.email).toBe(account.email);
    expect(info.given_name).toBe('Noor');

    // The security settings list the app under "Gekoppelde apps"; withdrawing ends its tokens.
    await page.goto('/settings/security');
    const connected = page.getByRole('region', { name: text('oauth.connected.heading') });
    await expect(connected.getByText('Roosterapp')).toBeVisible();
    await connected
      .getByRole('button', { name: text('oauth.connected.revokeLabel', { app: 'Roosterapp' }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('oauth.connected.revoke'), exact: true })
      .click();
    await expect(connected.getByText(text('oauth.connected.noLonger'))).toBeVisible();
    await expect(client.refreshTokenGrant(app, tokens.refresh_token!)).rejects.toThrow();
  });

  test('another user denies: the app gets access_denied with its state', async ({ page }) => {
    const account = createAccount('Daan Vos');
    const { secret } = giveSecondStep(account.email);
    const started = await startAuthorisation(page, 'openid email');
    await signInWithAuthenticator(page, account, secret);
    await expect(consentHeading(page)).toBeVisible();
    await page.getByRole('button', { name: text('oauth.consent.deny'), exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Terug in Roosterapp' })).toBeVisible();
    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(started.state);
    expect(back.searchParams.get('code')).toBeNull();
  });

  test('a request the portal cannot send back shows the failure text in Dutch', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/oidc/auth?client_id=onbekend&response_type=code&scope=openid`);
    await expect(page.getByRole('heading', { name: text('server.oauth.failedTitle') })).toBeVisible();
    await expect(page.getByText(text('server.oauth.failed'))).toBeVisible();
    await screenshot(page, 'oauth-error');
  });
});
