import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './support/auth.ts';
import { pageTitle, text } from './support/texts.ts';

test.describe('route guards', () => {
  test('a signed-out visit to a guarded page goes to /login and returns there, query string included, after sign-in', async ({
    page,
  }) => {
    await page.goto('/dashboard?from=mail');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(pageTitle('titles.login'));
    // The sign-in itself (form and second step) is the sign-in journeys' subject: here the browser gets its
    // session through the API, and the login page, opened again, sends the now signed-in user on.
    await signIn(page, null);
    await page.goto('/login');

    await expectDashboard(page, '/dashboard?from=mail');
    await expect(page).toHaveTitle(pageTitle('titles.dashboard'));
  });

  test('a signed-out visit to / goes to /login and, after sign-in, to the dashboard', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, null);
    await page.goto('/login');

    await expectDashboard(page);
  });

  test('a signed-in user visiting /login is sent on to the dashboard', async ({ page }) => {
    await signIn(page);

    await page.goto('/login');

    await expectDashboard(page);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toHaveCount(0);
  });

  test('the /open/* redirects land on their targets for a signed-in user', async ({ page }) => {
    await signIn(page);

    for (const [from, to] of [
      ['/open/account', '/settings/account'],
      ['/open/security', '/settings/security'],
      ['/open/change-password', '/settings/security'],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
    }
  });

  test('/password redirects to /password/forgot for a signed-out visitor', async ({ page }) => {
    await page.goto('/password');

    await expect(page).toHaveURL((url) => url.pathname === '/password/forgot');
  });
});
