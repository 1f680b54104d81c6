import { expect, test } from '@playwright/test';
import { submitLoginForm } from './support/auth.ts';
import { DEMO_ONBOARDING } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { pageTitle, text } from './support/texts.ts';

test.describe('onboarding', () => {
  test('a user halfway through onboarding lands on its index, sees the step left, and can sign out', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLoginForm(page, { email: DEMO_ONBOARDING.email, password: DEMO_ONBOARDING.password });

    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    await expect(page).toHaveTitle(pageTitle('titles.onboarding'));
    await expect(page.getByRole('heading', { level: 1, name: text('onboarding.heading') })).toBeVisible();
    const steps = page.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const pending = steps.filter({ hasText: text('onboarding.steps.setup_otp') });
    await expect(pending).toContainText(text('onboarding.status.pending'));
    await expect(steps.filter({ hasText: text('onboarding.steps.verify_phone') })).toContainText(
      text('onboarding.status.skipped'),
    );
    await expect(steps.filter({ hasText: text('onboarding.status.completed') })).toHaveCount(3);
    await expect(
      page.getByRole('progressbar', { name: text('onboarding.progress', { done: 4, total: 5 }) }),
    ).toHaveAttribute('aria-valuenow', '80');
    await expect(page.getByText(text('onboarding.help'))).toBeVisible();
    // Pending steps are text: their pages arrive later.
    await expect(page.getByRole('link')).toHaveCount(0);
    await screenshot(page, 'onboarding');

    // The rest of the portal waits until onboarding is done.
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: text('onboarding.heading') })).toBeVisible();

    await page.getByRole('button', { name: text('onboarding.logout') }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/login$/);
  });
});
