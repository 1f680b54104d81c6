import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { confirmWithPassword } from './support/settings.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, pageTitle, resourceName, text, toast } from './support/texts.ts';

test.describe('admin screens: archive and restore', () => {
  test('an employee is archived with a reason, listed in the archive, and restored after confirmation', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    const lastName = `Jansen-${run}`;
    await signIn(page, '/system/employees/create');
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Fenna');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill(lastName);
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(`fenna.${run}@zorgportaal.test`);
    await page.getByRole('textbox', { name: 'Functie' }).fill('Planner');
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await screenshot(page, 'admin-employees-show');

    // Archive: the reason is required.
    await page.getByRole('button', { name: text('framework.archive.action') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: text('ui.confirmTitle') })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: text('framework.archive.action') });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: text('ui.reason') }).fill('Uit dienst per 1 december');
    await screenshot(page, 'admin-employees-archive-confirm');
    await confirm.click();
    // Archiving an employee changes what their account may do: the administrator confirms who they are first.
    await confirmWithPassword(page, DEMO_ADMIN.password);
    await expect(toast(page, 'toasts.archived')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/employees$/);
    await page.getByPlaceholder(text('ra.action.search')).fill(lastName);
    await expect(page.getByText('Geen medewerkers gevonden met de huidige filters.')).toBeVisible();

    // The archive listing: reason, archived at, archived by.
    await page.getByRole('menuitem', { name: 'Archief medewerkers' }).click();
    await expect(page).toHaveURL(/\/archive\/employees$/);
    await expect(page).toHaveTitle(
      pageTitle('framework.archive.title').replace('%{name}', resourceName('employees').toLowerCase()),
    );
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row.getByRole('cell', { name: 'Uit dienst per 1 december' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /\d{4}/ }).first()).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-employees-archive');

    // Restore after confirmation.
    await row.getByRole('button', { name: text('framework.restore.action') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('framework.restore.action') })
      .click();
    await expect(toast(page, 'toasts.restored')).toBeVisible();
    await expect(page.getByRole('cell', { name: lastName })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Medewerkers', exact: true }).click();
    // The demo data lists ~190 employees: find the restored one by name.
    await page.getByPlaceholder(text('ra.action.search')).fill(lastName);
    await expect(page.getByRole('cell', { name: lastName })).toBeVisible();
  });
});
