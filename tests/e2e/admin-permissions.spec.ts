import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { createOnboardedUser } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { pageTitle, text, toast } from './support/texts.ts';

test.describe('admin screens and permissions', () => {
  test('a user with only manage_tags sees only Tags, manages a tag, and gets the 403 page on /system/employees', async ({
    page,
  }) => {
    const email = `tags-${Date.now().toString(36)}@zorgportaal.test`;
    const password = createOnboardedUser(email, 'Teun Tagger', 'manage_tags');

    await signIn(page, '/dashboard', { email, password });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The menu: the dashboard and Tags, nothing else.
    const menu = page.getByRole('menuitem');
    await expect(menu).toHaveText([text('shell.menu.dashboard'), 'Tags']);

    // Manage a tag: add, rename, delete.
    const name = `Scholing ${Date.now().toString(36)}`;
    await menu.filter({ hasText: 'Tags' }).click();
    await page
      .getByRole('link', { name: text('ra.action.create') })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Naam' }).fill(name);
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await page.getByRole('link', { name: text('ra.action.edit') }).click();
    await page.getByRole('textbox', { name: 'Naam' }).fill(`${name} (vervallen)`);
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.updated')).toBeVisible();
    await expect(page.getByRole('main').getByText(`${name} (vervallen)`)).toBeVisible();
    await page.getByRole('button', { name: text('ra.action.delete') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: text('ui.confirmTitle') })).toBeVisible();
    await screenshot(page, 'admin-tags-delete-confirm');
    await dialog.getByRole('button', { name: text('ra.action.delete') }).click();
    await expect(toast(page, 'toasts.deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/tags$/);
    await expect(page.getByRole('cell', { name: `${name} (vervallen)` })).toHaveCount(0);

    // Employees: the Dutch 403 page inside the layout.
    await page.goto('/system/employees');
    await expect(page.getByRole('heading', { level: 1, name: text('shell.forbidden.title') })).toBeVisible();
    await expect(page.getByText(text('shell.forbidden.message'))).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('titles.forbidden'));
    await expect(page.getByRole('menuitem', { name: 'Tags' })).toBeVisible();
    await screenshot(page, 'admin-forbidden');
    await page.getByRole('link', { name: text('shell.forbidden.home') }).click();
    await expectDashboardOf(page);
  });
});

/** The restricted user's dashboard (no portal figures). */
async function expectDashboardOf(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(text('dashboard.recentSessions'))).toBeVisible();
}
