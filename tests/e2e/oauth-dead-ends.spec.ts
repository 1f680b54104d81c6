import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as client from 'openid-client';
import { submitLoginForm } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { authenticatorCode, giveSecondStep } from './support/second-step.ts';
import { APP_NAME, expectNoEnglish, pageTitle, text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/**
 * Issue 18, points 2 and 11: no OAuth page is a dead end. Back after a consent, an old or made-up request, a
 * wrong redirect_uri and the provider's logout pages all say what happened in the product's Dutch and lead on —
 * back to the app (its registered site) when it is known, and to the portal. And `npm run oauth:client`
 * announces the issuer the server really has.
 */

let callbackServer: http.Server;
let appHome: string;
let redirectUri: string;
let app: client.Configuration;
let cliOutput: string;

test.beforeAll(async ({ baseURL }) => {
  callbackServer = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!DOCTYPE html><html lang="nl"><title>Planapp</title><h1>Terug in Planapp</h1></html>');
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  appHome = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/`;
  redirectUri = `${appHome}callback`;
  cliOutput = runCli('oauth-client', '--name', 'Planapp', '--redirect-uri', redirectUri);
  const clientId = /Client-ID: (\S+)/.exec(cliOutput)?.[1];
  const secret = /Client-secret \(alleen nu getoond\): (\S+)/.exec(cliOutput)?.[1];
  if (!clientId || !secret) throw new Error(`oauth:client printed no client:\n${cliOutput}`);
  app = await client.discovery(new URL(`${baseURL}/oidc`), clientId, secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => callbackServer.close(resolve));
});

function createAccount(name: string): { email: string; password: string } {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@zorgportaal.test`;
  const output = runCli('user-create', '--email', email, '--name', name, '--skip-onboarding');
  const password = /Wachtwoord \(alleen nu getoond\): (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`user:create printed no password:\n${output}`);
  return { email, password };
}

async function authorizationUrl(extra: Record<string, string> = {}): Promise<URL> {
  return client.buildAuthorizationUrl(app, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    state: client.randomState(),
    code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
    ...extra,
  });
}

/** Starts an authorisation signed out, signs in with password and authenticator: the consent page. */
async function signInThroughTheApp(page: Page, name: string): Promise<void> {
  const account = createAccount(name);
  const { secret } = giveSecondStep(account.email);
  await page.goto((await authorizationUrl({ prompt: 'consent' })).href);
  await expect(page).toHaveURL(/\/login$/);
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/login\/verify-challenge\//);
  await page.getByRole('textbox', { name: /^Cijfer 1 van 6$/ }).click();
  await page.keyboard.type(authenticatorCode(secret));
  await expect(
    page.getByRole('heading', { level: 1, name: text('oauth.consent.heading', { app: 'Planapp' }) }),
  ).toBeVisible();
}

/** No serious or critical WCAG 2.1 A/AA violation (as tests/e2e/accessibility.spec.ts counts them). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Screenshots at 1440 and 390 px; on the phone nothing may scroll sideways. */
async function lookAt(page: Page, name: string): Promise<void> {
  await resizeTo(page, { width: 1440, height: 900 });
  await screenshot(page, `${name}-1440`);
  await resizeTo(page, { width: 390, height: 844 });
  // Polled: right after a resize a toast placed for the wide window may still stand outside the narrow one.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-390`);
  await resizeTo(page, { width: 1280, height: 720 });
}

const failedHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: text('oauth.consent.failedTitle') });
const backToApp = (page: Page) =>
  page.getByRole('link', { name: text('oauth.consent.backToApp', { app: 'Planapp' }) });
const toPortal = (page: Page) =>
  page.getByRole('link', { name: text('oauth.consent.toPortal', { app: APP_NAME }) });
const retry = (page: Page) => page.getByRole('button', { name: text('oauth.consent.retry') });

test.describe('OAuth: no dead ends', () => {
  test('Back after approving: the used request leads back to the app and to the portal, not to a retry', async ({
    page,
  }) => {
    await signInThroughTheApp(page, 'Lotte Smit');
    await page.getByRole('button', { name: text('oauth.consent.approve'), exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Terug in Planapp' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/oauth\/authorize\?uid=/);
    await expect(failedHeading(page)).toBeVisible();
    await expect(page.getByText(text('oauth.consent.stale'))).toBeVisible();
    await expect(retry(page)).toHaveCount(0);
    await expect(backToApp(page)).toHaveAttribute('href', appHome);
    await expect(toPortal(page)).toHaveAttribute('href', '/');
    await expectNoEnglish(page);
    await expectAccessible(page);
    await lookAt(page, 'oauth-consent-used');

    await backToApp(page).click();
    await expect(page).toHaveURL(appHome);
    await expect(page.getByRole('heading', { name: 'Terug in Planapp' })).toBeVisible();
    await page.goBack();
    await expect(failedHeading(page)).toBeVisible();
    await toPortal(page).click();
    await expect(page).toHaveTitle(pageTitle('titles.dashboard'));

    // Issue 18, point 10: withdrawing the only app says "no longer", not "not yet".
    await page.goto('/settings/security');
    const connected = page.getByRole('region', { name: text('oauth.connected.heading') });
    await connected
      .getByRole('button', { name: text('oauth.connected.revokeLabel', { app: 'Planapp' }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('oauth.connected.revoke'), exact: true })
      .click();
    await expect(connected.getByText(text('oauth.connected.noLonger'))).toBeVisible();
    await expect(connected.getByText(text('oauth.connected.empty'))).toHaveCount(0);
    await expectAccessible(page);
    await connected.scrollIntoViewIfNeeded();
    await lookAt(page, 'oauth-connected-no-longer');
  });

  test('an old or made-up request, and one without uid: no retry, the portal is the way on', async ({
    page,
  }) => {
    await signInThroughTheApp(page, 'Bram Kok');
    for (const search of ['?uid=al-lang-verlopen', '']) {
      await page.goto(`/oauth/authorize${search}`);
      await expect(failedHeading(page)).toBeVisible();
      await expect(page.getByText(text('oauth.consent.stale'))).toBeVisible();
      await expect(retry(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Terug naar/ })).toHaveCount(0);
      await expect(toPortal(page)).toHaveAttribute('href', '/');
    }
    await expectAccessible(page);
    await lookAt(page, 'oauth-consent-unknown');
    await toPortal(page).click();
    await expect(page).toHaveTitle(pageTitle('titles.dashboard'));
  });

  test('a wrong redirect_uri: the provider’s page is Dutch, in the product’s style, and leads on', async ({
    page,
  }) => {
    const url = await authorizationUrl();
    url.searchParams.set('redirect_uri', 'https://kwaad.example/vang');
    const response = await page.goto(url.href);
    expect(response?.status()).toBe(400);
    await expect(
      page.getByRole('heading', { level: 1, name: text('server.oauth.failedTitle') }),
    ).toBeVisible();
    await expect(page.getByText(text('server.oauth.failed'))).toBeVisible();
    await expect(page).toHaveTitle(`${text('server.oauth.failedTitle')} – ${APP_NAME}`);
    const back = page.getByRole('link', { name: text('server.oauth.backToApp', { app: 'Planapp' }) });
    await expect(back).toHaveAttribute('href', appHome);
    const portal = page.getByRole('link', { name: text('server.oauth.toPortal', { app: APP_NAME }) });
    await expect(portal).toHaveAttribute('href', '/');
    // The sign-in card's look: the theme's background and brand colour.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(244, 246, 248)',
    );
    expect(await back.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(31, 95, 139)',
    );
    await expectNoEnglish(page);
    await expectAccessible(page);
    await lookAt(page, 'oauth-provider-error');
    await portal.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the provider’s logout pages are Dutch and end with a way to the portal', async ({ page }) => {
    await signInThroughTheApp(page, 'Iris Mulder');
    await page.getByRole('button', { name: text('oauth.consent.approve'), exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Terug in Planapp' })).toBeVisible();
    await page.goto('/oidc/session/end');
    await expect(
      page.getByRole('heading', { level: 1, name: text('server.oauth.logoutTitle') }),
    ).toBeVisible();
    await expect(page.getByText(text('server.oauth.logoutQuestion', { app: APP_NAME }))).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await lookAt(page, 'oauth-logout');

    await page.getByRole('button', { name: text('server.oauth.logoutYes') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('server.oauth.loggedOutTitle') }),
    ).toBeVisible();
    await expect(page.getByText(text('server.oauth.loggedOut'), { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await lookAt(page, 'oauth-logged-out');
    await page.getByRole('link', { name: text('server.oauth.toPortal', { app: APP_NAME }) }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('npm run oauth:client announces the issuer the server has, not its own default', async ({
    baseURL,
  }) => {
    expect(cliOutput).toContain(`Issuer: ${app.serverMetadata().issuer}\n`);
    expect(app.serverMetadata().issuer).toBe(`${baseURL}/oidc`);
  });
});
