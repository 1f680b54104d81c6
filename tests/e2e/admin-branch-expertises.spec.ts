import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { englishTextPatterns, expectNoEnglish, text, toast } from './support/texts.ts';

/** A dialog hides the page's main content from the accessibility tree: check its own text instead. */
async function expectNoEnglishIn(dialog: Locator): Promise<void> {
  const visible = await dialog.innerText();
  expect(
    englishTextPatterns().filter((pattern) => pattern.test(visible)),
    visible,
  ).toEqual([]);
}

/** The numbered expertises of the branch page, as "1. Wondzorg". */
async function expertiseOrder(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Expertises' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim());
}

async function addExpertise(page: Page, name: string, before?: string): Promise<void> {
  await page.getByRole('button', { name: 'Expertise toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Expertise toevoegen' });
  await dialog.getByRole('textbox', { name: 'Naam' }).fill(name);
  if (before) {
    await dialog.getByRole('combobox', { name: 'Vóór expertise' }).click();
    await page.getByRole('option', { name: before }).click();
    await expect(dialog.getByRole('radio', { name: 'Vóór expertise …' })).toBeChecked();
    await screenshot(page, 'admin-branch-expertises-add-before');
  }
  await dialog.getByRole('textbox', { name: 'Naam' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'toasts.added').first()).toBeVisible();
}

async function expectOrder(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => expertiseOrder(page)).toEqual(names.map((name, index) => `${index + 1}. ${name}`));
}

test.describe('admin screens: a branch’s ordered expertises and profiles', () => {
  test('add expertises before another and as last, move one, choose a profile’s expertises', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36);
    const branch = `Branche ${suffix}`;
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Branches' }).click();
    await expect(page).toHaveURL(/\/system\/branches$/);
    await page
      .getByRole('link', { name: new RegExp(`^(${text('ra.action.create')}|Branche toevoegen)$`) })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Naam' }).fill(branch);
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/system\/branches\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Deze branche heeft nog geen expertises.')).toBeVisible();
    await expect(page.getByText('Deze branche heeft nog geen expertiseprofielen.')).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-branch-expertises-empty');

    const [wound, palliative, dementia, medication] = [
      'Wondzorg',
      'Palliatieve zorg',
      'Dementie',
      'Medicatie',
    ].map((name) => `${name} ${suffix}`) as [string, string, string, string];
    await addExpertise(page, wound);
    await addExpertise(page, palliative);
    await addExpertise(page, dementia);
    await expectOrder(page, [wound, palliative, dementia]);

    // Before the second.
    await addExpertise(page, medication, `2. ${palliative}`);
    await expectOrder(page, [wound, medication, palliative, dementia]);

    // A name the branch has already, whatever its case: the server's message under the field.
    await page.getByRole('button', { name: 'Expertise toevoegen' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Expertise toevoegen' });
    await duplicate.getByRole('textbox', { name: 'Naam' }).fill(wound.toUpperCase());
    await duplicate.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(duplicate.getByText('Deze waarde bestaat al. Kies een andere.')).toBeVisible();
    await screenshot(page, 'admin-branch-expertises-duplicate');
    await duplicate.getByRole('button', { name: text('ra.action.cancel') }).click();

    // The first to last.
    await page.getByRole('button', { name: `‘${wound}’ verplaatsen` }).click();
    const move = page.getByRole('dialog', { name: `‘${wound}’ verplaatsen` });
    await move.getByRole('radio', { name: 'Als laatste' }).check();
    await expectNoEnglishIn(move);
    await screenshot(page, 'admin-branch-expertises-move');
    await move.getByRole('button', { name: 'Verplaatsen' }).click();
    await expect(move).toBeHidden();
    await expect(toast(page, 'toasts.updated').first()).toBeVisible();
    await expectOrder(page, [medication, palliative, dementia, wound]);

    // A profile with two of them.
    await page.getByRole('button', { name: 'Profiel toevoegen' }).click();
    const add = page.getByRole('dialog', { name: 'Profiel toevoegen' });
    await add.getByRole('textbox', { name: 'Naam' }).fill(`Basis ${suffix}`);
    await add.getByRole('button', { name: text('ra.action.save') }).click();
    const profile: Locator = page.getByRole('listitem', { name: `Basis ${suffix}` });
    await expect(profile.getByText('Nog geen expertises gekozen.')).toBeVisible();
    await profile.getByRole('button', { name: 'Expertises kiezen' }).click();
    const choose = page.getByRole('dialog', { name: `Expertises van ‘Basis ${suffix}’` });
    await choose.getByRole('checkbox', { name: `4. ${wound}` }).check();
    await choose.getByRole('checkbox', { name: `2. ${palliative}` }).check();
    await expectNoEnglishIn(choose);
    await screenshot(page, 'admin-branch-expertises-choose');
    await choose.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(choose).toBeHidden();
    await expect(profile.getByText(palliative, { exact: true })).toBeVisible();
    await expect(profile.getByText(wound, { exact: true })).toBeVisible();
    await expect(profile.getByText(dementia, { exact: true })).toHaveCount(0);
    await expectNoEnglish(page);
    await screenshot(page, 'admin-branch-expertises-show');

    // The profile's own page links back to the branch and shows the same expertises.
    await profile.getByRole('link', { name: `Basis ${suffix}` }).click();
    await expect(page).toHaveURL(/\/system\/expertise-profiles\/[0-9a-f-]{36}$/);
    await expect(page.getByText(wound, { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-branch-expertises-profile');
    await page.getByRole('link', { name: branch }).click();
    await expect(page).toHaveURL(/\/system\/branches\/[0-9a-f-]{36}$/);

    // An expertise's own page moves it too.
    await page.getByRole('link', { name: medication }).click();
    await expect(page).toHaveURL(/\/system\/expertises\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: branch })).toBeVisible();
    await page.getByRole('button', { name: 'Verplaatsen' }).click();
    const moveHere = page.getByRole('dialog', { name: `‘${medication}’ verplaatsen` });
    await moveHere.getByRole('combobox', { name: 'Vóór expertise' }).click();
    await page.getByRole('option', { name: `4. ${wound}` }).click();
    await moveHere.getByRole('button', { name: 'Verplaatsen' }).click();
    await expect(moveHere).toBeHidden();
    await expect(page.getByRole('main')).toContainText(/Volgorde\s*3/);
    await expectNoEnglish(page);
    await screenshot(page, 'admin-branch-expertises-expertise');
    await page.getByRole('link', { name: branch }).click();
    await expectOrder(page, [palliative, dementia, medication, wound]);
  });
});
