import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { text } from './support/texts.ts';

/** The tags list's own request (not a tag's page, not the filters' lookups). */
const TAGS_LIST = /\/api\/tags\?/;

test.describe('lists when something is off (issue 17, point 11)', () => {
  test('a list that fails to load says so with “Opnieuw proberen”, without “no results” or paging', async ({
    page,
  }) => {
    await signIn(page, null);
    await page.route(TAGS_LIST, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Er is iets fout gegaan.' }),
      }),
    );
    await page.goto('/system/tags');
    const main = page.getByRole('main');
    await expect(main.getByText(text('framework.list.loadFailed'), { exact: true })).toBeVisible();
    await expect(main.getByText('Geen resultaten gevonden')).toHaveCount(0);
    await expect(main.getByText(/ van /)).toHaveCount(0);
    await expect(main.getByRole('button', { name: text('ra.navigation.next') })).toHaveCount(0);
    await screenshot(page, 'list-load-failed');

    await page.unroute(TAGS_LIST);
    await main.getByRole('button', { name: text('framework.list.retry') }).click();
    await expect(main.locator('table tbody tr').first()).toBeVisible();
    await expect(main.getByText(text('framework.list.loadFailed'))).toHaveCount(0);
  });

  test('an old link sorting on a field that is no longer sortable falls back to the default sort', async ({
    page,
  }) => {
    await signIn(page, null);
    const sorts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tags') sorts.push(url.searchParams.get('sort') ?? '');
    });
    await page.goto('/system/tags?sort=kleur&order=DESC&page=1&perPage=25');
    const main = page.getByRole('main');
    await expect(main.locator('table tbody tr').first()).toBeVisible();
    await expect(page.getByText('Kies een van de mogelijke waarden.')).toHaveCount(0);
    await expect(page).not.toHaveURL(/sort=kleur/);
    expect(sorts.at(-1)).toBe('name');
    // The column of the default sort shows it.
    await expect(main.locator('th .MuiTableSortLabel-root.Mui-active')).toHaveText(
      text('resources.tags.fields.name'),
    );
  });

  test('a search without results names the resource in lower case', async ({ page }) => {
    await signIn(page, '/system/administrative-units?filter=%7B%22q%22%3A%22zzzqqq%22%7D');
    await expect(
      page.getByText('Geen administratieve eenheden gevonden met de huidige filters.', { exact: true }),
    ).toBeVisible();
    await page.goto('/system/employees?filter=%7B%22q%22%3A%22zzzqqq%22%7D');
    await expect(
      page.getByText('Geen medewerkers gevonden met de huidige filters.', { exact: true }),
    ).toBeVisible();
    await screenshot(page, 'list-no-results');
  });
});
