import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { APP_NAME, expectNoEnglish, resourceName, text, toast } from './support/texts.ts';

test.describe('admin screens: an empty result', () => {
  test('a search that finds nothing says so in Dutch (the empty state itself: tests/ui)', async ({
    page,
  }) => {
    await signIn(page);
    // The demo data fills every list; a search that finds nothing shows the filtered empty text instead.
    await page.getByRole('menuitem', { name: 'Branches' }).click();
    await expect(page).toHaveURL(/\/system\/branches$/);
    await page.getByPlaceholder(text('ra.action.search')).fill('geen-branche-heet-zo');
    await expect(page.getByText('Geen branches gevonden met de huidige filters.')).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-empty-list');
  });
});

test.describe('admin screens: regions', () => {
  test('create a region with a description, edit its name in the form and its description in its card', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36);
    await signIn(page);
    await page.getByRole('menuitem', { name: "Regio's" }).click();
    await expect(page).toHaveURL(/\/system\/regions$/);
    await expect(page).toHaveTitle(`${resourceName('regions')} – ${APP_NAME}`);

    // The list's "Toevoegen", or the empty state's "Regio toevoegen" when no region exists yet.
    await page
      .getByRole('link', { name: new RegExp(`^(${text('ra.action.create')}|Regio toevoegen)$`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/system\/regions\/create$/);
    await page.getByRole('textbox', { name: 'Naam' }).fill(`Utrecht ${suffix}`);
    await page
      .getByRole('textbox', { name: 'Beschrijving' })
      .fill('Stad en provincie Utrecht.\nMet Amersfoort.');
    await screenshot(page, 'admin-regions-create');
    await page.getByRole('button', { name: text('ra.action.save') }).click();

    await expect(toast(page, 'toasts.added')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/regions\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Utrecht ${suffix}`).first()).toBeVisible();
    await expect(page.getByText('Met Amersfoort.')).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-regions-show');

    await page.getByRole('link', { name: text('ra.action.edit') }).click();
    await expect(page).toHaveURL(/\/system\/regions\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('textbox', { name: 'Naam' }).fill(`Utrecht-Amersfoort ${suffix}`);
    // The description has its own card and dialog on the region's page: the form has the name only.
    await expect(page.getByRole('textbox', { name: 'Beschrijving' })).toHaveCount(0);
    await expectNoEnglish(page);
    await screenshot(page, 'admin-regions-edit');
    await page.getByRole('button', { name: text('ra.action.save') }).click();

    await expect(toast(page, 'toasts.updated')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/regions\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Utrecht-Amersfoort ${suffix}`).first()).toBeVisible();
    await page.getByRole('button', { name: text('screens.regions.description.edit') }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Beschrijving' })
      .fill('De regio rond Utrecht en Amersfoort.');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('common.save') })
      .click();
    await expect(page.getByText('De regio rond Utrecht en Amersfoort.')).toBeVisible();

    await page.getByRole('menuitem', { name: "Regio's" }).click();
    await expect(page.getByRole('cell', { name: `Utrecht-Amersfoort ${suffix}` })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-regions-list');
  });
});
