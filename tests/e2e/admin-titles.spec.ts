import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiConfirm } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { APP_NAME, expectNoEnglish, resourceName, text, toast } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/** Issue 17 points 7, 9 and 11: records named by their template, pages titled as Dutch does, the archive. */

interface Employee {
  id: string;
  firstName: string;
  lastName: string;
}

const titled = (title: string) => `${title} – ${APP_NAME}`;
const singular = (name: string) => resourceName(name, 'singular').toLowerCase();

async function newEmployee(page: Page, firstName: string, lastName: string): Promise<Employee> {
  const email = `${firstName}.${lastName}@zorgportaal.test`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
  return apiCall<Employee>(page, 'POST', '/employees', { firstName, lastName, email });
}

async function archived(page: Page, employee: Employee, reason: string): Promise<void> {
  await apiConfirm(page, DEMO_ADMIN.password);
  await apiCall(page, 'DELETE', `/employees/${employee.id}`, { reason });
}

async function expectTitle(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveTitle(titled(title));
  await expect(page.getByRole('banner')).toContainText(title);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width!);
}

test.describe('page titles and record names', () => {
  test('list, create, record, edit and archive pages of employees and tags have their Dutch titles', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    await signIn(page, '/dashboard');
    const chantal = await newEmployee(page, 'Chantal', `Bakker-${run}`);
    const name = `Chantal Bakker-${run}`;
    const tag = await apiCall<{ id: string; name: string }>(page, 'POST', '/tags', {
      name: `Nachtdienst ${run}`,
    });

    await expectTitle(page, '/system/employees', resourceName('employees'));
    await expectTitle(
      page,
      '/system/employees/create',
      text('framework.titles.new', { name: singular('employees') }),
    );
    expect(text('framework.titles.new', { name: singular('employees') })).toBe('Nieuwe medewerker');
    await expectTitle(page, `/system/employees/${chantal.id}`, name);
    await screenshot(page, 'admin-titles-employee');
    await expectTitle(
      page,
      `/system/employees/${chantal.id}/edit`,
      text('framework.titles.edit', { title: name }),
    );
    await expectTitle(
      page,
      '/archive/employees',
      text('framework.archive.title', { name: resourceName('employees').toLowerCase() }),
    );

    await expectTitle(page, '/system/tags', resourceName('tags'));
    await expectTitle(page, '/system/tags/create', text('framework.titles.new', { name: singular('tags') }));
    await expectTitle(page, `/system/tags/${tag.id}`, tag.name);
    await expectTitle(
      page,
      `/system/tags/${tag.id}/edit`,
      text('framework.titles.edit', { title: tag.name }),
    );

    // The archive dialog names the employee by first and last name.
    await page.goto(`/system/employees/${chantal.id}`);
    await page.getByRole('button', { name: text('framework.archive.action') }).click();
    await expect(page.getByRole('dialog')).toContainText(text('framework.archive.confirm', { title: name }));
  });

  test('the archive sorts by "Gearchiveerd op"; an archived employee opens read-only and is restored', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    await signIn(page, '/dashboard');
    const first = await newEmployee(page, 'Fenna', `Eerst-${run}`);
    const second = await newEmployee(page, 'Daan', `Later-${run}`);
    await archived(page, first, 'Verhuisd');
    await archived(page, second, 'Uit dienst per 1 december');

    await page.goto('/archive/employees');
    const main = page.getByRole('main');
    const sortByDate = main
      .getByRole('columnheader', { name: text('framework.archive.archivedAt') })
      .getByRole('button');
    const rowIndex = async (lastName: string) => {
      const rows = await main.getByRole('row').allTextContents();
      return rows.findIndex((row) => row.includes(lastName));
    };
    await sortByDate.click();
    await expect(page).toHaveURL(/sort=archivedAt.*order=ASC|order=ASC.*sort=archivedAt/);
    await expect(main.getByRole('row', { name: new RegExp(second.lastName) })).toBeVisible();
    expect(await rowIndex(first.lastName)).toBeLessThan(await rowIndex(second.lastName));
    await sortByDate.click();
    await expect(page).toHaveURL(/order=DESC/);
    await expect(main.getByRole('row').nth(1)).toContainText(second.lastName);
    expect(await rowIndex(second.lastName)).toBeLessThan(await rowIndex(first.lastName));
    await screenshot(page, 'admin-titles-archive-sorted');

    // The row opens the archived record: its fields, why, when and by whom; no edit or archive.
    await main.getByRole('row', { name: new RegExp(second.lastName) }).click();
    await expect(page).toHaveURL(new RegExp(`/archive/employees/${second.id}$`));
    const name = `Daan ${second.lastName}`;
    await expect(page).toHaveTitle(titled(text('framework.archive.recordTitle', { title: name })));
    const archiving = main.getByRole('region', { name: text('framework.archive.record') });
    await expect(archiving).toContainText('Uit dienst per 1 december');
    await expect(archiving).toContainText(/\d{4}/);
    await expect(main).toContainText(second.lastName);
    await expect(page.getByRole('link', { name: text('ra.action.edit') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('framework.archive.action') })).toHaveCount(0);
    await expectNoEnglish(page);
    await screenshot(page, 'admin-titles-archived-employee');

    await page.getByRole('button', { name: text('framework.restore.action') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      text('framework.restore.confirm', { title: name, name: resourceName('employees').toLowerCase() }),
    );
    await dialog.getByRole('button', { name: text('framework.restore.action') }).click();
    await expect(toast(page, 'toasts.restored')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/system/employees/${second.id}$`));
    await expect(page).toHaveTitle(titled(name));
    await expect(page.getByRole('button', { name: text('framework.archive.action') })).toBeVisible();
  });

  test('@mobile an archived employee’s page and a record with a long unbroken name fit a phone', async ({
    page,
  }) => {
    await resizeTo(page, { width: 390, height: 844 });
    const run = Date.now().toString(36);
    await signIn(page, '/dashboard');
    const employee = await newEmployee(page, 'Noor', `Visser-${run}`);
    await archived(page, employee, 'Langdurig afwezig, terug te verwachten in het voorjaar');
    await page.goto(`/archive/employees/${employee.id}`);
    await expect(page.getByRole('region', { name: text('framework.archive.record') })).toContainText(
      'Langdurig afwezig',
    );
    await expect(page.getByRole('button', { name: text('framework.restore.action') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-titles-archived-employee-390');

    const long = `Zorgcoördinatiewerkzaamhedenoverleggroep${run}`.repeat(2);
    const tag = await apiCall<{ id: string }>(page, 'POST', '/tags', { name: long });
    await page.goto(`/system/tags/${tag.id}`);
    const value = page.getByRole('main').getByText(long, { exact: true });
    await expect(value).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-titles-long-name-390');
  });
});
