import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';

/**
 * Issue 17, point 4: "Functie" finds a part of the job title whatever its case, and "Rechten" finds the employees
 * that have a permission (their own or through a role), at a desk and on a phone.
 */
const jobTitleLabel = () => text('resources.employees.fields.jobTitle');
const permissionsLabel = () => text('resources.employees.fields.permissions');
const VIEW_EMPLOYEES = 'Medewerkers bekijken';

/** The records the list shows: table rows at a desk, cards on a phone. */
function records(page: Page): Locator {
  return page.locator('.list-page tbody tr, .list-page .RaSimpleList-root li');
}

async function expectRecordsMatching(page: Page, pattern: RegExp): Promise<void> {
  await expect(page.locator('.list-page .RaList-noResults')).toHaveCount(0);
  await expect(records(page).first()).toBeVisible();
  await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
  for (const record of await records(page).all()) await expect(record).toContainText(pattern);
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('filters that find', () => {
  test('"PLAN" in Functie finds the planners, "Medewerkers bekijken" in Rechten finds who may view', async ({
    page,
  }) => {
    await signIn(page, '/system/employees');
    await page.getByRole('textbox', { name: jobTitleLabel() }).fill('PLAN');
    await expect(page).toHaveURL(/jobTitle/);
    await expectRecordsMatching(page, /plan/i);
    await screenshot(page, 'filters-job-title');

    await page.goto('/system/employees');
    await chooseOption(page, page.locator('.list-page'), permissionsLabel(), VIEW_EMPLOYEES);
    await expect(page).toHaveURL(/permissions/);
    await expectRecordsMatching(page, /./);
  });

  test('@mobile the same filters from the drawer on a phone', async ({ page }) => {
    await signIn(page, '/system/employees');
    const openDrawer = async () => {
      await page.getByRole('button', { name: new RegExp(`^${text('framework.list.filters')}`) }).click();
      const drawer = page.getByRole('dialog', { name: text('framework.list.filters') });
      await expect(drawer).toBeVisible();
      return drawer;
    };
    let drawer = await openDrawer();
    await drawer.getByRole('textbox', { name: jobTitleLabel() }).fill('PLAN');
    await expect(page).toHaveURL(/jobTitle/);
    await drawer.getByRole('button', { name: text('ra.action.close') }).click();
    await expectRecordsMatching(page, /plan/i);
    await screenshot(page, 'filters-job-title-phone');

    await page.goto('/system/employees');
    drawer = await openDrawer();
    await chooseOption(page, drawer, permissionsLabel(), VIEW_EMPLOYEES);
    await expect(page).toHaveURL(/permissions/);
    await drawer.getByRole('button', { name: text('ra.action.close') }).click();
    await expectRecordsMatching(page, /./);
  });
});
