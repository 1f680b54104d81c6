import { expect, test } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { englishTextPatterns, expectNoEnglish, text, toast } from './support/texts.ts';

test.describe('admin screens: a region’s description card and facilities', () => {
  test('edit the description in its card, then move a facility to another region from its page', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    const first = `Zeeuws-Vlaanderen ${run}`;
    const second = `Noord-Beveland ${run}`;
    const facility = `Zorgcentrum De Schelde ${run}`;
    await signIn(page);
    const other = await apiCall<{ id: string }>(page, 'POST', '/regions', { name: second });

    // A region with a description, added through its form.
    await page.goto('/system/regions/create');
    await page.getByRole('textbox', { name: 'Naam' }).fill(first);
    await page.getByRole('textbox', { name: 'Beschrijving' }).fill('Het zuiden van Zeeland.\nMet Terneuzen.');
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/regions\/[0-9a-f-]{36}$/);
    const regionUrl = page.url();

    // The description is a card of its own, lines kept; the region has no facilities yet.
    const card = page.getByRole('region', { name: text('screens.regions.description.title') });
    await expect(card).toContainText('Het zuiden van Zeeland.');
    await expect(card).toContainText('Met Terneuzen.');
    const list = page.getByRole('region', { name: text('screens.regions.facilities.title') });
    await expect(list.getByText(text('screens.regions.facilities.empty'))).toBeVisible();

    // Edit the description in the card's dialog.
    await card.getByRole('button', { name: text('screens.regions.description.edit') }).click();
    const dialog = page.getByRole('dialog', {
      name: text('screens.regions.description.dialogTitle', { name: first }),
    });
    await dialog
      .getByRole('textbox', { name: 'Beschrijving' })
      .fill('Zeeuws-Vlaanderen, ten zuiden van de Westerschelde.\nMet Terneuzen en Hulst.');
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await expect(toast(page, 'toasts.updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Met Terneuzen en Hulst.');

    // A facility in that region: listed in the region's card, linked to its page.
    const regionId = regionUrl.split('/').pop()!;
    await apiCall(page, 'POST', '/facilities', { name: facility, region: regionId, city: 'Terneuzen' });
    await page.reload();
    await expect(list.getByRole('link', { name: facility })).toBeVisible();
    await expect(list.getByRole('cell', { name: 'Terneuzen' })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-regions-facilities-region');

    // Move it from its own page.
    await list.getByRole('link', { name: facility }).click();
    await expect(page).toHaveURL(/\/system\/facilities\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: text('screens.facilities.move.action') }).click();
    const move = page.getByRole('dialog', { name: text('screens.facilities.move.title') });
    await expect(move).toContainText(first);
    await move.getByRole('combobox', { name: text('screens.facilities.move.region') }).click();
    await expect(page.getByRole('option', { name: first })).toHaveCount(0);
    await page.getByRole('option', { name: second }).click();
    // The page behind the dialog is hidden from the accessibility tree: check the dialog's own text.
    const dialogText = await move.innerText();
    expect(englishTextPatterns().filter((pattern) => pattern.test(dialogText))).toEqual([]);
    await screenshot(page, 'admin-regions-facilities-move-dialog');
    await move.getByRole('button', { name: text('screens.facilities.move.confirm') }).click();
    await expect(page.getByText(text('screens.facilities.move.done', { region: second }))).toBeVisible();
    await expect(move).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: second })).toBeVisible();

    // In the other region's list now, gone from the first.
    await page.getByRole('main').getByRole('link', { name: second }).click();
    await expect(page).toHaveURL(new RegExp(`/system/regions/${other.id}$`));
    await expect(list.getByRole('link', { name: facility })).toBeVisible();
    await page.goto(regionUrl);
    await expect(list.getByText(text('screens.regions.facilities.empty'))).toBeVisible();
    await expect(list.getByRole('link', { name: facility })).toHaveCount(0);
  });
});
