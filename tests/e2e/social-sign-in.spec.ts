// Needs SocialButtons on /login (the integrator's wiring: docs/sign-in.md "Social sign-in"); the second journey
// only checks the URL of the second step, whose page comes with the sign-in pages.
import { expect, test } from '@playwright/test';
import { SESSION_COOKIE } from './support/auth.ts';
import { DEMO_ADMIN, DEMO_ONBOARDING } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { linkGoogleAccount, signInAtStandIn } from './support/social.ts';
import { APP_NAME, expectNoEnglish, pageTitle, text } from './support/texts.ts';

// The e2e server signs in with Google against a stand-in provider (tests/e2e/support/serve.ts): a real
// OpenID Connect provider on a loopback port with its own sign-in page, where the account typed is the `sub`.
const googleButton = () => text('social.signInWith', { provider: 'Google' });

test.describe('sign-in with Google', () => {
  test('a linked user clicks “Inloggen met Google”, signs in at the provider and lands signed in', async ({
    page,
  }) => {
    linkGoogleAccount(DEMO_ONBOARDING.email, 'fleur-google');
    await page.goto('/login');
    const button = page.getByRole('button', { name: googleButton() });
    await expect(button).toBeVisible();
    await screenshot(page, 'login-with-social-buttons');
    await button.click();

    // At the provider: its own page, on its own origin.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await signInAtStandIn(page, 'fleur-google');

    // Back through /o/oauth2-callback into the portal: Fleur has no second step yet, so onboarding.
    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: text('onboarding.heading') })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('titles.onboarding'));
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.httpOnly).toBe(true);
  });

  test('a linked user with a second step is sent on to it, not signed in yet', async ({ page }) => {
    linkGoogleAccount(DEMO_ADMIN.email, 'demi-google');
    await page.goto('/login');
    await page.getByRole('button', { name: googleButton() }).click();
    await signInAtStandIn(page, 'demi-google');

    await expect(page).toHaveURL(/\/login\/send-code\/[A-Za-z0-9_-]{22}$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    expect(cookies.map((cookie) => cookie.name)).toContain('zp_challenge');
  });

  test('a Google account linked to nobody gets Google’s own message and a way back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: googleButton() }).click();
    await signInAtStandIn(page, 'niemand-bij-zorgportaal');

    const message = text('server.social.notLinked.google', { app: APP_NAME });
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('heading', { level: 1, name: text('social.failed') })).toBeVisible();
    // The code and state left the address bar.
    await expect(page).toHaveURL((url) => url.pathname === '/o/oauth2-callback' && url.search === '');
    await expect(page).toHaveTitle(pageTitle('titles.oauthCallback'));
    await expectNoEnglish(page);
    await screenshot(page, 'social-not-linked');

    await page.getByRole('link', { name: text('social.backToLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
  });

  test('cancelling at the provider says so', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: googleButton() }).click();
    await signInAtStandIn(page, null);
    await expect(page.getByRole('alert')).toHaveText(text('server.social.cancelled', { provider: 'Google' }));
    await expect(page).toHaveURL((url) => url.pathname === '/o/oauth2-callback' && url.search === '');
  });
});
