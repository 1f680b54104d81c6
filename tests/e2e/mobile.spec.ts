import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';

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
});
