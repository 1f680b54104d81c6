import { expect, test } from '@playwright/test';
import {
  completeEmailCodeStep,
  expectDashboard,
  expectSessionEnded,
  greeting,
  sessionToken,
  SESSION_COOKIE,
  signOutThroughUserMenu,
  submitLoginForm,
} from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { APP_NAME, expectNoEnglish, pageTitle, text } from './support/texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('sign-in', () => {
  test('the sign-in page is Dutch; a wrong password shows the server’s error under the email field', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(pageTitle('titles.login'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(
      page.getByRole('heading', { level: 1, name: text('login.heading', { app: APP_NAME }) }),
    ).toBeVisible();
    await expect(page.getByText(text('login.intro'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: text('login.remember') })).not.toBeChecked();
    // "Wachtwoord vergeten?" and the other way to sign in; social sign-in for the providers the server has
    // configured (the e2e server: a stand-in for Google).
    await expect(page.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: text('login.forgotPassword') })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
    await expect(page.getByRole('link', { name: text('login.withEmailCode') })).toHaveAttribute(
      'href',
      '/login/email',
    );
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Apple|Microsoft/ })).toHaveCount(0);
    // A calm heading: one line in the card.
    const lines = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await expectNoEnglish(page);
    await screenshot(page, 'login');

    await submitLoginForm(page, { password: 'Niet-het-goede-wachtwoord-1' });

    const email = page.getByRole('textbox', { name: text('login.email'), exact: true });
    await expect(email).toHaveAccessibleDescription(text('server.login.invalidCredentials'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text('server.login.invalidCredentials'))).toBeVisible();
    // The email stays, the password is cleared for the next try, and nobody is signed in.
    await expect(email).toHaveValue(DEMO_ADMIN.email);
    await expect(page.getByRole('textbox', { name: text('login.password'), exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(pageTitle('titles.login'));
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    await screenshot(page, 'login-with-error');
  });

  test('empty fields get Dutch messages, never the browser’s English validation', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: text('login.submit'), exact: true }).click();

    const email = page.getByRole('textbox', { name: text('login.email'), exact: true });
    await expect(email).toHaveAccessibleDescription(text('login.emailRequired'));
    await expect(
      page.getByRole('textbox', { name: text('login.password'), exact: true }),
    ).toHaveAccessibleDescription(text('login.passwordRequired'));
    // These messages prove the form was submitted: with the browser's validation on, its English bubble
    // ("Please fill out this field.") would have stopped the submit.
    expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);

    // A malformed address reaches the server, whose Dutch message is shown.
    await email.fill('beheerder');
    await page.getByRole('textbox', { name: text('login.password'), exact: true }).fill('iets');
    await page.getByRole('button', { name: text('login.submit'), exact: true }).click();
    await expect(email).toHaveAccessibleDescription(text('server.login.invalidCredentials'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo administrator signs in to a Dutch dashboard and signs out through the user menu', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await submitLoginForm(page);
    await completeEmailCodeStep(page, DEMO_ADMIN.email);

    await expectDashboard(page);
    await expect(page).toHaveTitle(pageTitle('titles.dashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting());
    await expect(page.getByText(text('dashboard.intro'))).toBeVisible();
    await expect(page.getByText(text('dashboard.users'), { exact: true })).toBeVisible();
    await expect(page.getByText(text('dashboard.activeSessions'), { exact: true })).toBeVisible();
    await expect(page.getByText(text('dashboard.thisDevice'))).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'dashboard-desktop');
    const token = await sessionToken(page);

    await signOutThroughUserMenu(page);

    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(pageTitle('titles.login'));
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
    // The session is really gone: not only in this tab's memory, also on the server.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: text('login.email'), exact: true })).toBeVisible();
    await expectSessionEnded(request, token);
  });

  test('“Ingelogd blijven” gives a session cookie that lasts 30 days', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, { remember: true });
    await completeEmailCodeStep(page, DEMO_ADMIN.email);
    await expectDashboard(page);

    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    const expiresInMs = (cookie?.expires ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(30 * DAY_MS - 5 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
  });

  test('without “Ingelogd blijven” the session cookie ends with the browser', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, { remember: false });
    await completeEmailCodeStep(page, DEMO_ADMIN.email);
    await expectDashboard(page);

    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.expires).toBe(-1);
    expect(cookie?.httpOnly).toBe(true);
  });
});
