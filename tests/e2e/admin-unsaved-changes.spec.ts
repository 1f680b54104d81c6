import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';

function question(page: Page) {
  return page.getByRole('dialog', { name: text('shell.unsavedChanges.title') });
}

/**
 * Issue 17 point 6: an employee's edit form with a changed "Functie" asks in Dutch before a menu item or the
 * browser's back button leaves it; "Blijven" keeps the change, "Pagina verlaten" leaves; closing the tab gets the
 * browser's own question; saving does not ask.
 */
test.describe('unsaved changes', () => {
  test('an employee’s Functie: menu item and back button ask, stay keeps the value, leave leaves', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const run = Date.now().toString(36);
    const employee = await apiCall<{ id: string }>(page, 'POST', '/employees', {
      firstName: 'Wim',
      lastName: `Verlaat-${run}`,
      email: `wim.${run}@zorgportaal.test`,
    });
    await page.goto(`/system/employees/${employee.id}`);
    await page.getByRole('link', { name: text('ra.action.edit') }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const editUrl = page.url();
    const jobTitle = page.getByRole('textbox', { name: 'Functie' });
    await jobTitle.fill('Wijkverpleegkundige');

    await page.getByRole('menuitem', { name: 'Tags' }).click();
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText(text('ra.message.unsaved_changes'));
    await screenshot(page, `unsaved-changes-${test.info().project.name}`);
    await question(page)
      .getByRole('button', { name: text('shell.unsavedChanges.stay') })
      .click();
    await expect(question(page)).toBeHidden();
    expect(page.url()).toBe(editUrl);
    await expect(jobTitle).toHaveValue('Wijkverpleegkundige');

    // The back button: the address returns to the form while the question is open.
    await page.goBack();
    await expect(question(page)).toBeVisible();
    await expect(page).toHaveURL(editUrl);
    await question(page)
      .getByRole('button', { name: text('shell.unsavedChanges.stay') })
      .click();
    await expect(jobTitle).toHaveValue('Wijkverpleegkundige');

    await page.getByRole('menuitem', { name: 'Tags' }).click();
    await question(page)
      .getByRole('button', { name: text('shell.unsavedChanges.leave') })
      .click();
    await expect(page).toHaveURL(/\/system\/tags$/);
    const saved = await apiCall<{ jobTitle: string | null }>(page, 'GET', `/employees/${employee.id}`);
    expect(saved.jobTitle ?? null).toBeNull();
  });

  test('saving does not ask; closing the tab with unsaved changes gets the browser’s question', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, '/system/tags/create');
    const name = page.getByRole('textbox', { name: 'Naam' });
    await name.fill(`Opslaan ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/system\/tags\/[0-9a-f-]{36}$/);
    await expect(question(page)).toHaveCount(0);

    await page.goto('/system/tags/create');
    await page.getByRole('textbox', { name: 'Naam' }).fill('Niet bewaard');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });
});
