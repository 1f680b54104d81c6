import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { recordApiCalls } from './support/network.ts';
import { outboxFor } from './support/outbox.ts';
import { screenshot } from './support/screenshots.ts';
import { text, toast } from './support/texts.ts';

function card(page: Page, titleKey: string): Locator {
  return page.getByRole('region', { name: text(titleKey), exact: true });
}

/** A new employee to change, made through the API. */
async function newEmployee(page: Page): Promise<string> {
  const run = Date.now().toString(36);
  const employee = await apiCall<{ id: string }>(page, 'POST', '/employees', {
    firstName: 'Sanne',
    lastName: `Mulder-${run}`,
    email: `sanne.${run}@zorgportaal.test`,
  });
  return employee.id;
}

const confirmation = (page: Page) => page.getByRole('dialog', { name: text('confirmation.title') });

test.describe('re-confirmation ("sudo mode")', () => {
  test('changing an employee’s permissions asks who you are, then saves without clicking again', async ({
    page,
  }) => {
    // Signed in with password and email code: signing in is not a confirmation.
    await signIn(page, null);
    const id = await newEmployee(page);
    await page.goto(`/system/employees/${id}`);
    const calls = recordApiCalls(page);

    const permissions = card(page, 'screens.employees.permissions.title');
    await permissions
      .getByRole('checkbox', { name: text('enums.permissions.view_employees'), exact: true })
      .check();
    await permissions.getByRole('button', { name: text('screens.employees.permissions.save') }).click();

    // The dialog of the strongest method the admin has (the password), with the others as links.
    const dialog = confirmation(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text('confirmation.intro.password'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: text('confirmation.switchTo.email') })).toBeVisible();
    // A write may be given up: the dialog is closable.
    await expect(dialog.getByRole('button', { name: text('common.close') })).toBeVisible();
    const password = dialog.getByRole('textbox', { name: text('confirmation.password'), exact: true });
    await password.fill('niet mijn wachtwoord');
    await dialog.getByRole('button', { name: text('confirmation.submit') }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('');
    await screenshot(page, 'confirmation-password');
    await password.fill(DEMO_ADMIN.password);
    await dialog.getByRole('button', { name: text('confirmation.submit') }).click();

    // The original request went again by itself and the change is saved.
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'toasts.saved')).toBeVisible();
    await expect(
      permissions.getByRole('button', { name: text('screens.employees.permissions.save') }),
    ).toBeDisabled();
    const saves = calls.filter((call) => call.path === `/employees/${id}/update-permissions`);
    expect(saves.map((call) => call.status)).toEqual([423, 200]);
    const detail = await apiCall<{ permissions: string[] }>(page, 'GET', `/employees/${id}`);
    expect(detail.permissions).toContain('view_employees');

    // Within the next 15 minutes another sensitive change (the roles) needs no dialog.
    const roles = card(page, 'screens.employees.roles.title');
    await roles.getByRole('button', { name: text('screens.employees.roles.edit') }).click();
    await roles.getByRole('combobox', { name: text('screens.employees.roles.label') }).click();
    await page.getByRole('option', { name: 'Planner', exact: true }).click();
    await roles.getByRole('button', { name: text('ra.action.save') }).click();
    await expect
      .poll(() =>
        calls
          .filter((call) => call.method === 'PUT' && call.path === `/employees/${id}/roles`)
          .map((call) => call.status),
      )
      .toEqual([200]);
    await expect(roles.getByText('Planner')).toBeVisible();
    await expect(confirmation(page)).toHaveCount(0);
  });

  test('closing the dialog gives the change up; confirming by an emailed code works too', async ({
    page,
  }) => {
    await signIn(page, null);
    const id = await newEmployee(page);
    await page.goto(`/system/employees/${id}`);
    const permissions = card(page, 'screens.employees.permissions.title');
    const checkbox = permissions.getByRole('checkbox', {
      name: text('enums.permissions.manage_tags'),
      exact: true,
    });
    const save = permissions.getByRole('button', { name: text('screens.employees.permissions.save') });
    await checkbox.check();
    await save.click();
    await confirmation(page)
      .getByRole('button', { name: text('common.close') })
      .click();
    await expect(confirmation(page)).toBeHidden();
    expect((await apiCall<{ permissions: string[] }>(page, 'GET', `/employees/${id}`)).permissions).toEqual(
      [],
    );

    // Again, now with a code by email: sent when chosen, with the resend countdown.
    await save.click();
    const dialog = confirmation(page);
    await expect(
      dialog.getByRole('textbox', { name: text('confirmation.password'), exact: true }),
    ).toHaveValue('');
    const before = Date.now() - 1000;
    await dialog.getByRole('button', { name: text('confirmation.switchTo.email') }).click();
    await expect(dialog.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    let code = '';
    await expect
      .poll(async () => {
        const newest = (await outboxFor(page, DEMO_ADMIN.email)).find(
          (message) => message.template === 'verificationCode',
        );
        if (!newest || Date.parse(newest.createdAt) <= before) return null;
        code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
        return code || null;
      })
      .not.toBeNull();
    await screenshot(page, 'confirmation-email');
    await dialog.getByRole('textbox', { name: /^Cijfer 1 van 6$/ }).click();
    await page.keyboard.type(code);
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'toasts.saved')).toBeVisible();
    expect((await apiCall<{ permissions: string[] }>(page, 'GET', `/employees/${id}`)).permissions).toEqual([
      'manage_tags',
    ]);
  });
});
