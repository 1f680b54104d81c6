import { expect, test } from '@playwright/test';
import { signIn, signOutThroughUserMenu } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text, toast } from './support/texts.ts';

test.describe('small screens', () => {
  test('@mobile the menu is a drawer opened by the app bar’s menu button', async ({ page, isMobile }) => {
    expect(isMobile).toBe(true);
    await signIn(page);
    await screenshot(page, 'dashboard-mobile');
    const dashboardItem = page.getByRole('menuitem', { name: text('shell.menu.dashboard') });
    // Closed at first: the sidebar is off screen.
    await expect(dashboardItem).not.toBeInViewport();

    await page.getByRole('button', { name: text('ra.action.open_menu') }).click();

    await expect(dashboardItem).toBeInViewport();
    await screenshot(page, 'dashboard-mobile-menu');
    await dashboardItem.click();
    // A choice closes the drawer again.
    await expect(dashboardItem).not.toBeInViewport();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('@mobile the user menu fits on the phone’s app bar and signs out', async ({ page }) => {
    await signIn(page);
    const userMenu = page.getByRole('button', { name: text('ra.auth.user_menu') });
    await expect(userMenu).toBeInViewport({ ratio: 1 });
    // Nothing in the app bar sticks out past the right edge of the screen.
    const overflow = await page
      .locator('.RaAppBar-toolbar')
      .evaluate((toolbar) => toolbar.scrollWidth - toolbar.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await signOutThroughUserMenu(page);

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
    await screenshot(page, 'login-mobile');
  });
});

test.describe('small screens: admin screens', () => {
  test('@mobile a list, a record and a form fit the phone', async ({ page }) => {
    await signIn(page, '/system/tags/create');
    await page.getByRole('textbox', { name: 'Naam' }).fill(`Mobiel ${Date.now().toString(36)}`);
    await screenshot(page, 'admin-tags-create-mobile');
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await screenshot(page, 'admin-tags-show-mobile');
    await page.goto('/system/tags');
    await expect(page.getByText(/^Mobiel /).first()).toBeVisible();
    await screenshot(page, 'admin-tags-list-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
