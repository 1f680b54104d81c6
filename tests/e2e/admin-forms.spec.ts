import { expect, test } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, text, toast } from './support/texts.ts';

test.describe('admin screens: forms of every field kind', () => {
  test('an administrative unit: type from a Dutch select, the server’s 422 under the KVK field', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    await signIn(page, '/system/administrative-units/create');
    await page.getByRole('textbox', { name: 'Naam' }).fill(`Zorggroep Noord ${run}`);
    await page.getByRole('combobox', { name: 'Soort' }).click();
    // Required: no empty choice.
    await expect(page.getByRole('option')).toHaveText(['Zorginstelling', 'Zorgprofessional', 'Intern']);
    await page.getByRole('option', { name: 'Zorginstelling' }).click();
    await page.getByRole('textbox', { name: 'Betalingskenmerk' }).fill(`ZGN-${run}`);
    await page.getByRole('textbox', { name: 'KVK-nummer' }).fill('1234');
    await page.getByRole('textbox', { name: 'Plaats' }).fill('Groningen');
    await page.getByRole('button', { name: text('ra.action.save') }).click();

    const kvk = page.getByRole('textbox', { name: 'KVK-nummer' });
    await expect(kvk).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text('server.fields.rules.kvkNumber'))).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-administrative-units-422');

    await kvk.fill('12345678');
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/administrative-units\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByText('Zorginstelling', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('12345678')).toBeVisible();
    await screenshot(page, 'admin-administrative-units-show');

    await page.getByRole('menuitem', { name: 'Administratieve eenheden' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Zorggroep Noord ${run}`) });
    await expect(row.getByRole('cell', { name: 'Zorginstelling' })).toBeVisible();
    await screenshot(page, 'admin-administrative-units-list');
  });

  test('a facility: its region chosen with an autocomplete, shown as the region’s name with a link', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    await signIn(page);
    await apiCall(page, 'POST', '/regions', { name: `Friesland ${run}` });
    await apiCall(page, 'POST', '/regions', { name: `Drenthe ${run}` });
    await page.goto('/system/facilities/create');
    await page.getByRole('textbox', { name: 'Naam' }).fill(`Zorgcentrum De Linde ${run}`);
    const region = page.getByRole('combobox', { name: 'Regio' });
    await region.fill(`Fries`);
    await page.getByRole('option', { name: `Friesland ${run}` }).click();
    await page.getByRole('textbox', { name: 'Plaats' }).fill('Leeuwarden');
    await screenshot(page, 'admin-facilities-create');
    await page.getByRole('button', { name: text('ra.action.save') }).click();

    await expect(toast(page, 'toasts.added')).toBeVisible();
    const link = page.getByRole('main').getByRole('link', { name: `Friesland ${run}` });
    await expect(link).toBeVisible();
    await screenshot(page, 'admin-facilities-show');
    // The region is given on create only (moving a facility is its own action): not in the edit form.
    await page.getByRole('link', { name: text('ra.action.edit') }).click();
    await expect(page.getByRole('textbox', { name: 'Plaats' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Regio' })).toHaveCount(0);
    await page.goBack();
    await page
      .getByRole('main')
      .getByRole('link', { name: `Friesland ${run}` })
      .click();
    await expect(page).toHaveURL(/\/system\/regions\/[0-9a-f-]{36}$/);
  });
});
