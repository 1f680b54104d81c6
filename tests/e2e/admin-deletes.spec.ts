import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { recordAlerts, recordApiCalls, type ApiExchange } from './support/network.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, text, toast } from './support/texts.ts';

/**
 * Issue 17 points 2, 3 and 11: a delete takes you away without reading the deleted record again (no 404, no red
 * "Dit item bestaat niet (meer)."), a child goes back to its parent's page, and a record still in use says by what
 * before anyone confirms.
 */

interface Named {
  id: string;
  name: string;
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The confirm dialog of the record's page, opened by its "Verwijderen". */
async function openDeleteDialog(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: text('ra.action.delete'), exact: true })
    .click();
  return page.getByRole('dialog', { name: text('ui.confirmTitle') });
}

/** No read of `id` after its DELETE, and no 404 at all. */
function expectNotReadAgain(calls: ApiExchange[], id: string): void {
  const deleted = calls.findIndex((call) => call.method === 'DELETE' && call.path.includes(id));
  expect(deleted, JSON.stringify(calls)).toBeGreaterThanOrEqual(0);
  expect(calls.slice(deleted + 1).filter((call) => call.path.includes(id))).toEqual([]);
  expect(calls.filter((call) => call.status === 404)).toEqual([]);
}

async function createBranchWithProfiles(page: Page): Promise<{ branch: Named; profiles: [Named, Named] }> {
  const tag = suffix();
  const branch = await apiCall<Named>(page, 'POST', '/branches', { name: `Branche ${tag}` });
  const profiles = [];
  for (const name of [`Avonddienst ${tag}`, `Nachtdienst ${tag}`]) {
    profiles.push(await apiCall<Named>(page, 'POST', `/branches/${branch.id}/expertise-profiles`, { name }));
  }
  return { branch, profiles: profiles as [Named, Named] };
}

function profileList(page: Page) {
  return page.getByRole('list', { name: text('screens.profiles.title') });
}

for (const phone of [false, true]) {
  const title = (name: string) => `${phone ? '@mobile ' : ''}${name}`;
  const shot = (name: string) => `admin-deletes-${name}${phone ? '-390' : ''}`;

  test(
    title('deleting a tag from its page says "Verwijderd" and reads nothing of it again'),
    async ({ page }) => {
      const alerts = await recordAlerts(page);
      await signIn(page);
      const tag = await apiCall<Named>(page, 'POST', '/tags', { name: `Weekend ${suffix()}` });
      await page.goto(`/system/tags/${tag.id}`);
      await expect(page.getByText(tag.name).first()).toBeVisible();
      const calls = recordApiCalls(page);

      const dialog = await openDeleteDialog(page);
      await expect(dialog).toContainText(text('framework.delete.confirm', { title: tag.name }));
      await screenshot(page, shot('confirm'));
      await dialog.getByRole('button', { name: text('ra.action.delete') }).click();

      await expect(toast(page, 'toasts.deleted')).toBeVisible();
      await expect(page).toHaveURL(/\/system\/tags$/);
      await expect(page.getByRole('main').getByText(tag.name)).toHaveCount(0);
      expectNotReadAgain(calls, tag.id);
      expect((await alerts()).filter((alert) => alert.includes('bestaat niet'))).toEqual([]);
      await expectNoEnglish(page);
    },
  );

  test(
    title('deleting an expertise profile from its page returns to its branch with its profiles'),
    async ({ page }) => {
      await signIn(page);
      const { branch, profiles } = await createBranchWithProfiles(page);
      const [gone, kept] = profiles;
      await page.goto(`/system/expertise-profiles/${gone.id}`);
      await expect(page.getByText(gone.name).first()).toBeVisible();
      const calls = recordApiCalls(page);

      const dialog = await openDeleteDialog(page);
      await dialog.getByRole('button', { name: text('ra.action.delete') }).click();

      await expect(toast(page, 'toasts.deleted')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/system/branches/${branch.id}$`));
      await expect(profileList(page).getByRole('link', { name: kept.name })).toBeVisible();
      await expect(profileList(page).getByRole('link', { name: gone.name })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: text('shell.notFound.title') })).toHaveCount(0);
      expectNotReadAgain(calls, gone.id);
      await expectNoEnglish(page);
      await screenshot(page, shot('profile-back-on-branch'));
    },
  );

  test(title('deleting an expertise profile on its branch’s page keeps the page'), async ({ page }) => {
    await signIn(page);
    const { branch, profiles } = await createBranchWithProfiles(page);
    const [gone, kept] = profiles;
    await page.goto(`/system/branches/${branch.id}`);
    await expect(profileList(page).getByRole('link', { name: gone.name })).toBeVisible();
    const calls = recordApiCalls(page);

    await page.getByRole('button', { name: text('screens.profiles.deleteOf', { name: gone.name }) }).click();
    const dialog = page.getByRole('dialog', { name: text('ui.confirmTitle') });
    await dialog.getByRole('button', { name: text('ra.action.delete') }).click();

    await expect(toast(page, 'toasts.deleted')).toBeVisible();
    await expect(profileList(page).getByRole('link', { name: gone.name })).toHaveCount(0);
    await expect(profileList(page).getByRole('link', { name: kept.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/system/branches/${branch.id}$`));
    await expect(page.getByRole('heading', { name: text('shell.notFound.title') })).toHaveCount(0);
    expectNotReadAgain(calls, gone.id);
  });

  test(title('a region and a role in use say by what, and cannot be deleted'), async ({ page }) => {
    await signIn(page);
    const tag = suffix();
    const region = await apiCall<Named>(page, 'POST', '/regions', { name: `Achterhoek ${tag}` });
    const role = await apiCall<Named>(page, 'POST', '/roles', { name: `Invaller ${tag}` });
    await apiCall(page, 'POST', '/facilities', {
      name: `De Es ${tag}`,
      region: region.id,
      city: 'Doetinchem',
    });
    for (const lastName of ['Bakker', 'Visser']) {
      const employee = await apiCall<Named>(page, 'POST', '/employees', {
        firstName: 'Chantal',
        lastName,
        email: `${lastName.toLowerCase()}-${tag}@zorgportaal.test`,
      });
      await apiCall(page, 'POST', `/employees/${employee.id}/update-region`, {
        regions: [{ region: region.id, role: role.id, primary: true }],
      });
    }

    for (const [path, record, usedBy] of [
      ['regions', region, '2 medewerkers en 1 zorginstelling'],
      ['roles', role, '2 medewerkers'],
    ] as const) {
      await page.goto(`/system/${path}/${record.id}`);
      await expect(page.getByText(record.name).first()).toBeVisible();
      const dialog = await openDeleteDialog(page);
      await expect(dialog).toContainText(text('framework.delete.inUse', { title: record.name, usedBy }));
      await expect(dialog).not.toContainText('definitief verwijderd');
      await expect(dialog.getByRole('button', { name: text('ra.action.delete') })).toBeDisabled();
      await screenshot(page, shot(`${path}-in-use`));
      await dialog.getByRole('button', { name: text('common.cancel') }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
