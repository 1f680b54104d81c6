import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { createOnboardedUser } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, resourceName, text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/** Issue 17 point 8: a dashboard worth opening, per permission, at desktop and phone size. */

interface Dashboard {
  headcount?: {
    active: number;
    archivedThisMonth: number;
    withoutRegion: { count: number; more: boolean };
    withoutRole: { count: number; more: boolean };
  };
  facilitiesPerRegion?: { id: string; name: string; facilities: number }[];
  latestChanges?: { recordId: string; resource: string }[];
}

const dutch = new Intl.NumberFormat('nl-NL');
const card = (page: Page, key: string) => page.getByRole('region', { name: text(key), exact: true });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth!);
}

for (const phone of [false, true]) {
  const size = phone ? { width: 390, height: 844 } : { width: 1440, height: 900 };
  const suffix = phone ? '-390' : '-1440';

  test(`${phone ? '@mobile ' : ''}the demo administrator sees headcount, regions, latest changes and quick links matching the API`, async ({
    page,
  }) => {
    await resizeTo(page, size);
    await signIn(page);
    const tag = await apiCall<{ id: string; name: string }>(page, 'POST', '/tags', {
      name: `Dashboard ${Date.now().toString(36)}`,
    });
    await page.reload();
    const data = await apiCall<Dashboard>(page, 'GET', '/dashboard');

    const headcount = card(page, 'dashboard.headcount.title');
    const active = `${text('dashboard.headcount.active')}: ${dutch.format(data.headcount!.active)}`;
    await expect(headcount.getByRole('link', { name: active })).toHaveAttribute('href', '/system/employees');
    await expect(
      headcount.getByRole('link', {
        name: `${text('dashboard.headcount.archivedThisMonth')}: ${dutch.format(data.headcount!.archivedThisMonth)}`,
      }),
    ).toHaveAttribute('href', '/archive/employees');
    const withoutRegion = data.headcount!.withoutRegion;
    await expect(headcount).toContainText(
      `${text('dashboard.headcount.withoutRegion')}${
        withoutRegion.more
          ? text('dashboard.moreThan', { count: dutch.format(withoutRegion.count) })
          : dutch.format(withoutRegion.count)
      }`,
    );

    const regions = card(page, 'dashboard.regions.title');
    const rows = regions.getByRole('row');
    await expect(rows).toHaveCount(data.facilitiesPerRegion!.length + 1);
    const first = data.facilitiesPerRegion![0]!;
    await expect(rows.nth(1)).toHaveText(`${first.name}${dutch.format(first.facilities)}`);
    await expect(regions.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/system/regions/${first.id}`,
    );

    const changes = card(page, 'dashboard.changes.title');
    await expect(changes.getByRole('listitem')).toHaveCount(data.latestChanges!.length);
    const created = text('dashboard.changes.kinds.create', {
      record: text('dashboard.changes.record', {
        resource: resourceName('tags', 'singular'),
        name: tag.name,
      }),
    });
    await expect(changes.getByRole('link', { name: created })).toHaveAttribute(
      'href',
      `/system/tags/${tag.id}`,
    );

    const quickLinks = card(page, 'dashboard.quickLinks.title');
    await expect(quickLinks.getByRole('link', { name: resourceName('tags'), exact: true })).toHaveAttribute(
      'href',
      '/system/tags',
    );
    await expect(
      quickLinks.getByRole('link', { name: resourceName('employees'), exact: true }),
    ).toBeVisible();

    await expectNoEnglish(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `dashboard-admin${suffix}`);

    await changes.getByRole('link', { name: created }).click();
    await expect(page).toHaveURL(new RegExp(`/system/tags/${tag.id}$`));
  });

  test(`${phone ? '@mobile ' : ''}a user who manages only tags sees only their cards`, async ({ page }) => {
    await resizeTo(page, size);
    const email = `tags-${phone ? 'm' : 'd'}-${Date.now().toString(36)}@zorgportaal.test`;
    const password = createOnboardedUser(email, 'Tess Tags', 'manage_tags');
    await signIn(page, '/dashboard', { email, password });
    const data = await apiCall<Dashboard & Record<string, unknown>>(page, 'GET', '/dashboard');
    expect(Object.keys(data).sort()).toEqual(['lastSignIn', 'latestChanges', 'recentSessions', 'user']);

    const quickLinks = card(page, 'dashboard.quickLinks.title');
    await expect(quickLinks.getByRole('link')).toHaveText([resourceName('tags')]);
    await expect(card(page, 'dashboard.changes.title')).toBeVisible();
    await expect(card(page, 'dashboard.headcount.title')).toHaveCount(0);
    await expect(card(page, 'dashboard.regions.title')).toHaveCount(0);
    await expect(page.getByText(text('dashboard.users'), { exact: true })).toHaveCount(0);
    const changes = card(page, 'dashboard.changes.title');
    if (data.latestChanges!.length === 0) {
      await expect(changes).toContainText(text('dashboard.changes.empty'));
    } else {
      await expect(changes.getByRole('listitem')).toHaveCount(data.latestChanges!.length);
    }

    await expectNoSidewaysScroll(page);
    await screenshot(page, `dashboard-tags-only${suffix}`);
  });
}
