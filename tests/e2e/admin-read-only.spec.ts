import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { createOnboardedUser } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { pageTitle, resourceName, text } from './support/texts.ts';

/** Issue 17 point 5: a read permission (view_employees) shows the employees, read-only; the 403 page only for writing. */
async function signInAsViewer(page: Page): Promise<void> {
  const email = `kijker-${Date.now().toString(36)}@zorgportaal.test`;
  const password = createOnboardedUser(email, 'Kim Kijker', 'view_employees');
  await signIn(page, '/dashboard', { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

for (const phone of [false, true]) {
  test(`${phone ? '@mobile ' : ''}view_employees shows the employees in the menu, their list and pages without a way to change them`, async ({
    page,
  }) => {
    await signInAsViewer(page);
    const employees = resourceName('employees');
    if (phone) await page.getByRole('button', { name: text('ra.action.open_menu') }).click();
    await page.getByRole('menuitem', { name: employees, exact: true }).click();
    await expect(page).toHaveURL(/\/system\/employees$/);
    await expect(page.getByRole('link', { name: text('ra.action.create') })).toHaveCount(0);
    // The list itself, not its loading skeleton, in the screenshot.
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `admin-read-only-list${phone ? '-390' : ''}`);

    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
    await expect(page).toHaveURL(/\/system\/employees\/[^/]+$/);
    await expect(page.getByRole('link', { name: text('ra.action.edit') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('framework.archive.action') })).toHaveCount(0);
    // Nor in its cards (they load on their own: wait for them first) ("Tags wijzigen", "E-mailadres wijzigen"), and no notice that explains a refusal.
    await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: text('screens.employees.permissions.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: text('screens.employees.roles.title'), exact: true }),
    ).toBeVisible();
    // The account card is the managers' (its call answers a reader 403): not there, and no error in its place.
    await expect(page.getByRole('main').getByText(text('common.error'))).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('screens.employees.account.title') })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /wijzigen/ })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /wijzigen/ })).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `admin-read-only-show${phone ? '-390' : ''}`);

    // An employee's tags by name, not by id: a reader reads the tags (docs/decisions.md "Reading what you assign").
    const withTags = (
      await apiCall<{ id: string; tags: string[] }[]>(page, 'GET', '/employees?perPage=100')
    ).find((employee) => employee.tags.length > 0)!;
    const tagNames = await Promise.all(
      withTags.tags.map(async (id) => (await apiCall<{ name: string }>(page, 'GET', `/tags/${id}`)).name),
    );
    await page.goto(`/system/employees/${withTags.id}`);
    const tagsCard = page.getByRole('region', { name: 'Tags', exact: true });
    for (const name of tagNames) await expect(tagsCard.getByText(name, { exact: true })).toBeVisible();
    await expect(tagsCard).not.toContainText(withTags.tags[0]!);

    // A region, read through view_employees: its description, not the facilities card (manage_regions'), no error.
    await page.goto('/system/regions');
    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
    await expect(page).toHaveURL(/\/system\/regions\/[^/]+$/);
    await expect(
      page.getByRole('heading', { name: text('screens.regions.description.title') }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(text('common.error'))).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('screens.regions.facilities.title') })).toHaveCount(
      0,
    );
    await expect(page.getByRole('link', { name: text('ra.action.edit') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('screens.regions.description.edit') })).toHaveCount(0);
    await screenshot(page, `admin-read-only-region${phone ? '-390' : ''}`);

    // Writing is where the 403 page belongs.
    await page.goto('/system/employees/create');
    await expect(page.getByRole('heading', { level: 1, name: text('shell.forbidden.title') })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('titles.forbidden'));
  });
}
