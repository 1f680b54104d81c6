import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { confirmWithPassword } from './support/settings.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, text, toast } from './support/texts.ts';

const permission = (name: string) => text(`enums.permissions.${name}`);

test.describe('admin screens: roles', () => {
  test('create a role with permissions (Dutch labels) and change them', async ({ page }) => {
    const name = `Planner ${Date.now().toString(36)}`;
    await signIn(page, '/system/roles/create');
    await expect(page.getByRole('textbox', { name: 'Naam' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Naam' }).fill(name);
    await page.getByRole('checkbox', { name: permission('manage_tags'), exact: true }).check();
    await page.getByRole('checkbox', { name: permission('view_employees'), exact: true }).check();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-roles-create');
    await page.getByRole('button', { name: text('ra.action.save') }).click();

    await expect(toast(page, 'toasts.added')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/roles\/[0-9a-f-]{36}$/);
    const main = page.getByRole('main');
    await expect(main.getByText(permission('manage_tags'), { exact: true })).toBeVisible();
    await expect(main.getByText(permission('view_employees'), { exact: true })).toBeVisible();
    await expect(main.getByText(permission('manage_roles'), { exact: true })).toHaveCount(0);
    await screenshot(page, 'admin-roles-show');

    await page.getByRole('link', { name: text('ra.action.edit') }).click();
    await expect(page.getByRole('checkbox', { name: permission('manage_tags'), exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: permission('manage_tags'), exact: true }).uncheck();
    await page.getByRole('checkbox', { name: permission('manage_roles'), exact: true }).check();
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    // Changing a role's permissions changes what its holders may do: the administrator confirms who they are.
    await confirmWithPassword(page, DEMO_ADMIN.password);

    await expect(toast(page, 'toasts.updated')).toBeVisible();
    await expect(main.getByText(permission('manage_roles'), { exact: true })).toBeVisible();
    await expect(main.getByText(permission('view_employees'), { exact: true })).toBeVisible();
    await expect(main.getByText(permission('manage_tags'), { exact: true })).toHaveCount(0);

    // The list shows the role with its permissions in Dutch.
    await page.getByRole('menuitem', { name: 'Rollen' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText(permission('manage_roles'), { exact: true })).toBeVisible();
    await screenshot(page, 'admin-roles-list');
  });
});
