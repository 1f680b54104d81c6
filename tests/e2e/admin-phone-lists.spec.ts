import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { RESOURCE_MANIFEST } from '../../resources/manifest.ts';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/** Every resource with a list, and the lists of the screens: `/system/<name>`, and `/archive/<name>` when archivable. */
const LISTED = RESOURCE_MANIFEST.filter((definition) => definition.operations.includes('list'));
const LIST_PATHS = [
  ...LISTED.map((definition) => `/system/${definition.name}`),
  ...LISTED.filter((definition) => definition.archivable).map((definition) => `/archive/${definition.name}`),
];

/** How far the page reaches past the right edge of the screen (0: nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The list has settled: its cards (or table), its empty state or its "no results" text, and no spinner. */
async function listSettled(page: Page): Promise<void> {
  await expect(
    page.locator('.list-page .RaSimpleList-root, .list-page table, .list-page .RaList-noResults').first(),
  ).toBeVisible();
  await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
}

/** A page of a record or a form has settled: its main content shows, no spinner. */
async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now (as tests/e2e/accessibility.spec.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const width of [360, 390]) {
  test.describe(`lists on a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`@mobile every list is a card list and no page scrolls sideways (${width} px)`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, null);
      const wide: string[] = [];
      for (const path of LIST_PATHS) {
        await page.goto(path);
        await listSettled(page);
        await expect(page.locator('.list-page table'), path).toHaveCount(0);
        if ((await sidewaysOverflow(page)) > 0) wide.push(`${path}: ${await sidewaysOverflow(page)} px`);
        await screenshot(page, `phone-list-${width}${path.replaceAll('/', '-')}`);
      }
      for (const definition of LISTED) {
        const list = `/system/${definition.name}`;
        const [first] = await apiCall<{ id: string }[]>(page, 'GET', `/${definition.name}?perPage=1`);
        const pages = [
          ...(first && definition.operations.includes('show') ? [`${list}/${first.id}`] : []),
          ...(first && definition.operations.includes('edit') ? [`${list}/${first.id}/edit`] : []),
          ...(definition.operations.includes('create') ? [`${list}/create`] : []),
        ];
        for (const path of pages) {
          await page.goto(path);
          await pageSettled(page);
          if ((await sidewaysOverflow(page)) > 0) wide.push(`${path}: ${await sidewaysOverflow(page)} px`);
        }
      }
      expect(wide).toEqual([]);
    });

    test(`@mobile a card names the record and opens it (${width} px)`, async ({ page }) => {
      await signIn(page, '/system/administrative-units');
      await listSettled(page);
      const [first] = await apiCall<{ id: string; name: string }[]>(
        page,
        'GET',
        '/administrative-units?perPage=1&sort=name&order=asc',
      );
      const card = page.locator('.RaSimpleList-root a').first();
      await expect(card).toContainText(first!.name);
      await expect(card).toBeInViewport({ ratio: 1 });
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/system/administrative-units/${first!.id}$`));
    });
  });
}

test.describe('list tools on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@mobile search stays, filters open in a drawer with their count, export and create are reachable', async ({
    page,
  }) => {
    await signIn(page, '/system/employees');
    await listSettled(page);
    await expect(page.getByPlaceholder(text('ra.action.search'))).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: text('ra.action.create') })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: text('ra.action.export') })).toBeInViewport({ ratio: 1 });
    // The filters themselves are not on the page until the drawer opens.
    const jobTitle = page.getByRole('textbox', { name: text('resources.employees.fields.jobTitle') });
    await expect(jobTitle).toHaveCount(0);
    const filtersButton = page.getByRole('button', { name: text('framework.list.filters'), exact: true });
    await expect(filtersButton).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'phone-employees-tools');
    expect(await seriousViolations(page)).toEqual([]);

    await filtersButton.click();
    const drawer = page.getByRole('dialog', { name: text('framework.list.filters') });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: text('resources.employees.fields.jobTitle') }).fill('Planner');
    await expect(page).toHaveURL(/jobTitle/);
    await screenshot(page, 'phone-employees-filters-drawer');
    await drawer.getByRole('button', { name: text('ra.action.close') }).click();
    await expect(drawer).toBeHidden();

    const counted = page.getByRole('button', {
      name: text('framework.list.filtersActive', { count: 1 }),
      exact: true,
    });
    await expect(counted).toBeVisible();
    await expect(counted).toContainText('1');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-employees-filtered');
  });

  test('@mobile the pagination fits the phone', async ({ page }) => {
    await signIn(page, '/system/employees');
    await listSettled(page);
    const next = page.getByRole('button', { name: text('ra.navigation.next') });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/^1-25 van /)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('lists on a desktop', () => {
  test('a list is still a table with its filters inline, no drawer', async ({ page }) => {
    await resizeTo(page, { width: 1440, height: 900 });
    await signIn(page, '/system/employees');
    await listSettled(page);
    await expect(page.locator('.list-page table')).toBeVisible();
    await expect(page.locator('.RaSimpleList-root')).toHaveCount(0);
    await expect(
      page.getByRole('columnheader', { name: text('resources.employees.fields.jobTitle') }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: text('resources.employees.fields.jobTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: text('framework.list.filters'), exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByRole('link', { name: text('ra.action.create') })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desktop-employees-list');
  });
});
