import { expect, test, type Page } from '@playwright/test';
import { API_VERSION } from '../../src/api/constants.ts';
import { expectDashboard, signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { pageTitle, text } from './support/texts.ts';

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: text('shell.notFound.title') })).toBeVisible();
  await expect(page.getByText(text('shell.notFound.message'))).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('titles.notFound'));
}

test.describe('404', () => {
  test('an unknown path shows “Pagina niet gevonden” to a signed-out visitor; home leads to sign-in', async ({
    page,
  }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet');
    // The SPA's history fallback serves the app; the app shows the 404 page.
    expect(response?.status()).toBe(200);

    await expectNotFoundPage(page);
    await expect(page).toHaveURL(/\/deze-pagina-bestaat-niet$/);
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: text('shell.notFound.home') }).click();
    // Home is the dashboard, which a signed-out visitor may not see yet.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
  });

  test('an unknown path shows “Pagina niet gevonden” to a signed-in user; home leads to the dashboard', async ({
    page,
  }) => {
    await signIn(page);

    await page.goto('/iets/dat/niet/bestaat');

    await expectNotFoundPage(page);
    await screenshot(page, 'not-found-signed-in');
    await page.getByRole('link', { name: text('shell.notFound.home') }).click();
    await expectDashboard(page);
    await expect(page).toHaveTitle(pageTitle('titles.dashboard'));
  });

  test('an unknown /api path answers a JSON 404', async ({ request }) => {
    const response = await request.get('/api/bestaat-niet', {
      headers: { Accept: 'application/json', 'X-Api-Version': API_VERSION },
    });

    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: text('server.notFound') });
  });
});
