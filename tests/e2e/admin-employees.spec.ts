import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, text, toast } from './support/texts.ts';

/** A card of the employee page, by its heading. */
function card(page: Page, titleKey: string): Locator {
  return page.getByRole('region', { name: text(titleKey), exact: true });
}

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('admin screens: an employee’s detail page', () => {
  test('tags, regions with roles and the primary region, permissions, archive with a reason and restore', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = Date.now().toString(36);
    const lastName = `Bakker-${run}`;
    await signIn(page, '/system/employees/create');
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Ilse');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill(lastName);
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(`ilse.${run}@zorgportaal.test`);
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/employees\/[0-9a-f-]{36}$/);

    // Tags: chips, changed with an autocomplete.
    const tags = card(page, 'screens.employees.tags.title');
    await expect(tags.getByText(text('screens.employees.tags.empty'))).toBeVisible();
    await tags.getByRole('button', { name: text('screens.employees.tags.edit') }).click();
    await tags.getByRole('combobox', { name: text('screens.employees.tags.label') }).click();
    await page.getByRole('option', { name: 'BHV-diploma' }).click();
    await tags.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.saved')).toBeVisible();
    await expect(tags.getByText('BHV-diploma')).toBeVisible();

    // Regions: two rows with a role each, the second one primary.
    const regions = card(page, 'screens.employees.regions.title');
    await expect(regions.getByText(text('screens.employees.regions.empty'))).toBeVisible();
    await regions.getByRole('button', { name: text('screens.employees.regions.edit') }).click();
    const regionLabel = text('screens.employees.regions.region');
    const roleLabel = text('screens.employees.regions.role');
    await regions.getByRole('button', { name: text('screens.employees.regions.add') }).click();
    const first = regions.getByRole('group', { name: text('screens.employees.regions.row', { number: 1 }) });
    await choose(page, first, regionLabel, 'Amsterdam-Amstelland');
    await choose(page, first, roleLabel, 'Planner');
    await regions.getByRole('button', { name: text('screens.employees.regions.add') }).click();
    const second = regions.getByRole('group', { name: text('screens.employees.regions.row', { number: 2 }) });
    await choose(page, second, regionLabel, 'Utrecht en Eemland');
    await choose(page, second, roleLabel, 'Recruiter');
    await second.getByRole('radio', { name: text('screens.employees.regions.primary') }).check();
    await regions.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.saved')).toBeVisible();
    const utrecht = regions.getByRole('row', { name: /Utrecht en Eemland/ });
    await expect(utrecht).toContainText('Recruiter');
    await expect(utrecht).toContainText(text('screens.employees.regions.primary'));
    const amsterdam = regions.getByRole('row', { name: /Amsterdam-Amstelland/ });
    await expect(amsterdam).toContainText('Planner');
    await expect(amsterdam).not.toContainText(text('screens.employees.regions.primary'));

    // Permissions: ticked and saved.
    const permissions = card(page, 'screens.employees.permissions.title');
    await permissions
      .getByRole('checkbox', { name: text('enums.permissions.view_employees'), exact: true })
      .check();
    await permissions.getByRole('button', { name: text('screens.employees.permissions.save') }).click();
    // Changing permissions needs a recent confirmation (docs/self-service.md): the admin's password.
    const confirm = page.getByRole('dialog', { name: text('confirmation.title') });
    await confirm
      .getByRole('textbox', { name: text('confirmation.password'), exact: true })
      .fill(DEMO_ADMIN.password);
    await confirm.getByRole('button', { name: text('confirmation.submit') }).click();
    await expect(toast(page, 'toasts.saved')).toBeVisible();
    await expect(
      permissions.getByRole('button', { name: text('screens.employees.permissions.save') }),
    ).toBeDisabled();

    // A new email address: the current one is refused with the server's message, a new one saved.
    await page.getByRole('button', { name: text('screens.employees.email.action') }).click();
    const emailDialog = page.getByRole('dialog', { name: text('screens.employees.email.action') });
    const emailField = emailDialog.getByRole('textbox', { name: text('screens.employees.email.label') });
    await emailField.fill(`ilse.${run}@zorgportaal.test`);
    await emailDialog.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(emailDialog.getByText('Dit is al het e-mailadres van deze medewerker.')).toBeVisible();
    await emailField.fill(`i.bakker.${run}@zorgportaal.test`);
    await emailDialog.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(emailDialog).toBeHidden();
    await expect(page.getByText(`i.bakker.${run}@zorgportaal.test`)).toBeVisible();

    // The user account: none yet, then made.
    const account = card(page, 'screens.employees.account.title');
    await expect(account).toContainText(text('screens.employees.account.none'));
    await account.getByRole('button', { name: text('screens.employees.account.create') }).click();
    await expect(toast(page, 'screens.employees.account.created')).toBeVisible();
    await expect(account).toContainText(`i.bakker.${run}@zorgportaal.test`);
    await expect(account).toContainText(text('screens.employees.account.neverSignedIn'));

    // The history names what happened, newest first.
    const history = card(page, 'screens.employees.history.title');
    await expect(
      history.getByText(text('screens.employees.history.actions.editEmployeePermissions')),
    ).toBeVisible();
    await expect(
      history.getByText(text('screens.employees.history.actions.editEmployeeRegions')),
    ).toBeVisible();
    await expect(history.getByText(text('screens.employees.history.actions.createEmployee'))).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText(
      text('screens.employees.history.actions.createEmployeeAccount'),
    );
    await expectNoEnglish(page);
    await screenshot(page, 'admin-employee-detail');

    // Archive with a reason.
    await page.getByRole('button', { name: text('framework.archive.action') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text('ui.reason') }).fill('Verhuisd naar het buitenland');
    await dialog.getByRole('button', { name: text('framework.archive.action') }).click();
    await expect(toast(page, 'toasts.archived')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/employees$/);

    // The archive: reason, archived at, archived by (the demo administrator).
    await page.goto('/archive/employees');
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row.getByRole('cell', { name: 'Verhuisd naar het buitenland' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Demi de Vries' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /\d{4}/ }).first()).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-employee-archive');

    // Restore after confirmation; back in the list.
    await row.getByRole('button', { name: text('framework.restore.action') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('framework.restore.action') })
      .click();
    await expect(toast(page, 'toasts.restored')).toBeVisible();
    await expect(page.getByRole('cell', { name: lastName })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Medewerkers', exact: true }).click();
    await page.getByPlaceholder(text('ra.action.search')).fill(lastName);
    await expect(page.getByRole('cell', { name: lastName })).toBeVisible();
  });
});
