import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, text } from './support/texts.ts';

test.describe('admin screens: the tags list', () => {
  test('search, sort by name both ways, and download the CSV export', async ({ page }) => {
    const run = Date.now().toString(36);
    const names = [
      'Avonddienst',
      'Bereikbaarheidsdienst',
      'Nachtdienst',
      'Weekenddienst',
      'Zorg; "extra"',
    ].map((name) => `${name} ${run}`);
    await signIn(page);
    for (const name of names) await apiCall(page, 'POST', '/tags', { name });

    await page.getByRole('menuitem', { name: 'Tags' }).click();
    await expect(page).toHaveURL(/\/system\/tags$/);
    const cells = page.getByRole('cell').filter({ hasText: run });
    await expect(cells).toHaveText(names);
    await expectNoEnglish(page);
    await screenshot(page, 'admin-tags-list');

    // Search (q): only the matching tag.
    await page.getByPlaceholder(text('ra.action.search')).fill(`nacht`);
    await expect(cells).toHaveText([`Nachtdienst ${run}`]);
    await expect(page).toHaveURL(/filter=.*nacht/);
    await page.getByPlaceholder(text('ra.action.search')).fill('');
    await expect(cells).toHaveText(names);

    // Sort: the name column, descending, then ascending again.
    await page.getByRole('columnheader', { name: 'Naam' }).getByRole('button').click();
    await expect(cells).toHaveText([...names].reverse());
    await page.getByRole('columnheader', { name: 'Naam' }).getByRole('button').click();
    await expect(cells).toHaveText(names);

    // Export: every tag, Dutch header, `;` between cells, quotes where needed.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('ra.action.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tags-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Naam');
    expect(lines).toContain(`Nachtdienst ${run}`);
    expect(lines).toContain(`"Zorg; ""extra"" ${run}"`);
  });
});
