import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { RESOURCES } from '../../resources/index.ts';
import { ROUTES, type AppRoute } from '../../src/routes.ts';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { DEMO_ONBOARDING } from './support/env.ts';
import { expectNoEnglish, expectNoMessageKeys } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The pages of a group in the route table (spec §2): redirects and routes with a parameter left out. */
function pagesOf(group: AppRoute['group']): string[] {
  return ROUTES.filter(
    (route) => route.group === group && !route.redirectTo && !route.path.includes(':'),
  ).map((route) => route.path.replace(/\/\*$/, ''));
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Lazy screens and lists show a spinner first (a progress bar without value): wait until it is gone.
  await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
  // Every page is Dutch: no English sentence, no message key where a text is missing (issue 7).
  await expectNoEnglish(page);
  await expectNoMessageKeys(page);
}

/**
 * axe-core on every page of the route table (issue 7), signed out, onboarding and signed in as the demo
 * administrator (who holds every permission): no serious or critical violation of WCAG 2.1 A/AA, and no English
 * or untranslated text on any of them.
 */
test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test('signed-out pages', async ({ page }) => {
    const found: string[] = [];
    for (const path of [...pagesOf('unauthenticated'), '/password/reset/ongeldige-link', '/bestaat-niet']) {
      await visit(page, path);
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });

  test('onboarding pages', async ({ page }) => {
    await signIn(page, null, DEMO_ONBOARDING);
    const found: string[] = [];
    for (const path of pagesOf('onboarding')) {
      await visit(page, path);
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });

  test('signed-in pages', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, null);
    const found: string[] = [];
    for (const path of pagesOf('authenticated').filter((path) => path !== '/oauth/authorize')) {
      await visit(page, path);
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });
});

/** Every admin page of one resource: list, create, a record's page and edit form, the archive and an archived record. */
async function resourcePages(page: Page): Promise<string[]> {
  const paths: string[] = [];
  for (const resource of RESOURCES) {
    const base = `/system/${resource.name}`;
    const first = async (path: string) =>
      (await apiCall<{ id: string }[]>(page, 'GET', `${path}?perPage=1`))[0]?.id;
    if (resource.operations.includes('list')) paths.push(base);
    if (resource.operations.includes('create')) paths.push(`${base}/create`);
    const id = resource.operations.includes('list') ? await first(`/${resource.name}`) : undefined;
    if (id && resource.operations.includes('show')) paths.push(`${base}/${id}`);
    if (id && resource.operations.includes('edit')) paths.push(`${base}/${id}/edit`);
    if (resource.archivable) {
      paths.push(`/archive/${resource.name}`);
      const archived = await first(`/${resource.name}/archived`);
      if (archived) paths.push(`/archive/${resource.name}/${archived}`);
    }
  }
  return paths;
}

/** Issue 17 point 10: every admin page (each resource's screens, the dashboard, the settings) on a desktop and a phone. */
test.describe('accessibility of the admin (axe-core, WCAG 2.1 A/AA)', () => {
  for (const width of [1440, 390]) {
    test(`every admin page at ${width} px`, async ({ page }) => {
      test.setTimeout(420_000);
      await resizeTo(page, { width, height: width > 600 ? 900 : 844 });
      await signIn(page, null);
      const settings = pagesOf('authenticated').filter((path) => path.startsWith('/settings'));
      const found: string[] = [];
      for (const path of ['/dashboard', ...settings, ...(await resourcePages(page))]) {
        await visit(page, path);
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
    });
  }
});
