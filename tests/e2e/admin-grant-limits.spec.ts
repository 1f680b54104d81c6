import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { apiCall, apiConfirm } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { createOnboardedUser, DEMO_ADMIN } from './support/env.ts';
import { screenshot, screenshotDir } from './support/screenshots.ts';
import { expectNoEnglish, expectNoMessageKeys, text, toast } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/**
 * "Choices you may not grant are disabled with the reason" (docs/security.md): an employee manager holding only
 * manage_employees and view_employees sees every permission and role they do not hold disabled, with why, and
 * their own employee record as read-only with the server's reason.
 */

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** A card of the employee page, by its heading. */
function card(page: Page, titleKey: string): Locator {
  return page.getByRole('region', { name: text(titleKey), exact: true });
}

interface Setup {
  own: string;
  colleague: string;
  superior: string;
}

/**
 * As the demo administrator, in a browser of its own: the manager's own employee record linked to their account,
 * a colleague without an account, a colleague whose account holds "Rollen beheren", and a role the manager may give.
 */
async function setUp(
  browser: Browser,
  run: string,
  managerEmail: string,
  superiorEmail: string,
): Promise<Setup> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, null);
  await apiConfirm(admin, DEMO_ADMIN.password);
  const employee = (firstName: string, email: string) =>
    apiCall<{ id: string }>(admin, 'POST', '/employees', { firstName, lastName: `Grens-${run}`, email });
  const own = await employee('Mila', managerEmail);
  await apiCall(admin, 'POST', `/employees/${own.id}/account`, { linkExisting: true });
  const colleague = await employee('Eva', `eva.${run}@zorgportaal.test`);
  const superior = await employee('Ruben', superiorEmail);
  await apiCall(admin, 'POST', `/employees/${superior.id}/account`, { linkExisting: true });
  await apiCall(admin, 'POST', '/roles', { name: `Teamleider ${run}`, permissions: ['view_employees'] });
  await context.close();
  return { own: own.id, colleague: colleague.id, superior: superior.id };
}

/** The innermost elements that stick out past the right edge of the page (empty: no sideways scrolling). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter(
        (element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
  });
}

/**
 * Screenshots at both sizes (`test-results/screenshots/<name>-<size>.png`), each after a page load at that size
 * (the sidebar opened on the desktop would otherwise cover a phone's screen); the page never scrolls sideways.
 */
async function screenshotsOf(page: Page, name: string, ready: Locator, focus?: Locator): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await resizeTo(page, viewport);
    await page.reload();
    await expect(ready).toBeVisible();
    expect(await overflowing(page), `${name} scrolls sideways at ${size}`).toEqual([]);
    if (focus) {
      await focus.scrollIntoViewIfNeeded();
      await focus.screenshot({ path: path.join(screenshotDir, `${name}-${size}-card.png`) });
    }
    await screenshot(page, `${name}-${size}`);
  }
  await resizeTo(page, VIEWPORTS.desktop);
  await page.reload();
  await expect(ready).toBeVisible();
}

test.describe('grant limits: what you may not grant or change is disabled, with the reason', () => {
  test('an employee manager sees the permissions and roles they lack disabled, and their own record read-only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const managerEmail = `mila.${run}@zorgportaal.test`;
    const superiorEmail = `ruben.${run}@zorgportaal.test`;
    const password = createOnboardedUser(managerEmail, 'Mila Grens', 'manage_employees,view_employees');
    createOnboardedUser(superiorEmail, 'Ruben Grens', 'manage_roles');
    const ids = await setUp(browser, run, managerEmail, superiorEmail);

    await resizeTo(page, VIEWPORTS.desktop);
    await signIn(page, `/system/employees/${ids.colleague}`, { email: managerEmail, password });
    await expect(card(page, 'screens.employees.permissions.title')).toBeVisible();

    // A colleague the manager may change: every write action is there …
    await expect(page.getByRole('link', { name: text('ra.action.edit') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('framework.archive.action') })).toBeVisible();

    // … but of the permissions only their own two can be given; the others are disabled, with the reason.
    const permissions = card(page, 'screens.employees.permissions.title');
    const own = ['manage_employees', 'view_employees'];
    const lacked = PERMISSIONS.filter((permission) => !own.includes(permission));
    const reason = text('framework.grants.notYours', {
      permissions: lacked
        .map((permission) => text(`enums.permissions.${permission}`))
        .sort(new Intl.Collator('nl').compare)
        .join(', '),
    });
    await expect(permissions.getByText(reason)).toBeVisible();
    const manageRoles = permissions.getByRole('checkbox', {
      name: text('enums.permissions.manage_roles'),
      exact: true,
    });
    await expect(manageRoles).toBeDisabled();
    await expect(manageRoles).toHaveAccessibleDescription(reason);
    for (const permission of own) {
      await expect(
        permissions.getByRole('checkbox', { name: text(`enums.permissions.${permission}`), exact: true }),
      ).toBeEnabled();
    }
    await expectNoEnglish(page);
    await expectNoMessageKeys(page);
    await screenshotsOf(page, 'grant-limits-permissions', manageRoles, permissions);

    // "Rollen wijzigen": the roles with a permission they lack are disabled, each saying which; at both sizes.
    const roles = card(page, 'screens.employees.roles.title');
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await resizeTo(page, viewport);
      await page.reload();
      await roles.getByRole('button', { name: text('screens.employees.roles.edit') }).click();
      const field = roles.getByRole('combobox', { name: text('screens.employees.roles.label') });
      await expect(field).toHaveAccessibleDescription(text('screens.employees.roles.notYours'));
      await field.click();
      const administrator = page.getByRole('option', { name: /^Beheerder/ });
      await expect(administrator).toHaveAttribute('aria-disabled', 'true');
      await expect(administrator).toContainText(
        text('screens.employees.roles.lacks', {
          permissions: text('enums.permissions.manage_administrative_units'),
        }),
      );
      await expect(page.getByRole('option', { name: `Teamleider ${run}`, exact: true })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await page.screenshot({ path: path.join(screenshotDir, `grant-limits-roles-${size}.png`) });
      await page.keyboard.press('Escape');
    }
    await resizeTo(page, VIEWPORTS.desktop);

    // A colleague whose account holds "Rollen beheren": not theirs to change at all.
    await page.goto(`/system/employees/${ids.superior}`);
    await expect(page.getByRole('note')).toContainText(
      'Deze medewerker heeft rechten die jij zelf niet hebt. Alleen iemand die al die rechten heeft, kan deze medewerker wijzigen.',
    );

    // Their own record: the server's reason, once, and nothing to change.
    await page.goto(`/system/employees/${ids.own}`);
    const notice = page.getByRole('note');
    await expect(notice).toContainText(text('framework.authority.title', { name: 'medewerker' }));
    await expect(notice).toContainText(text('server.authority.ownRecord'));
    await expect(page.getByText(text('server.authority.ownRecord'))).toHaveCount(1);
    await expect(card(page, 'screens.employees.account.title').getByText(managerEmail)).toBeVisible();
    for (const name of [
      text('ra.action.edit'),
      text('framework.archive.action'),
      text('screens.employees.email.action'),
      text('screens.employees.permissions.save'),
      text('screens.employees.tags.edit'),
      text('screens.employees.roles.edit'),
      text('screens.employees.regions.edit'),
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    for (const checkbox of await card(page, 'screens.employees.permissions.title')
      .getByRole('checkbox')
      .all()) {
      await expect(checkbox).toBeDisabled();
    }
    await expectNoEnglish(page);
    await expectNoMessageKeys(page);
    await screenshotsOf(page, 'grant-limits-own-employee', notice);
  });
});

test.describe('grant limits in the role form', () => {
  test('a role manager gives a new role only their own permissions, and cannot change a role with more', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = Date.now().toString(36);
    const email = `rob.${run}@zorgportaal.test`;
    const password = createOnboardedUser(email, 'Rob Rollen', 'manage_roles,manage_tags');
    await resizeTo(page, VIEWPORTS.desktop);
    await signIn(page, '/system/roles/create', { email, password });

    const group = page.getByRole('group', { name: text('resources.roles.fields.permissions') });
    const lacked = PERMISSIONS.filter((permission) => !['manage_roles', 'manage_tags'].includes(permission));
    const reason = text('framework.grants.notYours', {
      permissions: lacked
        .map((permission) => text(`enums.permissions.${permission}`))
        .sort(new Intl.Collator('nl').compare)
        .join(', '),
    });
    await expect(group.getByText(reason)).toBeVisible();
    const regionsBox = group.getByRole('checkbox', {
      name: text('enums.permissions.manage_regions'),
      exact: true,
    });
    await expect(regionsBox).toBeDisabled();
    await expect(regionsBox).toHaveAccessibleDescription(reason);
    const tagsBox = group.getByRole('checkbox', { name: text('enums.permissions.manage_tags'), exact: true });
    await expect(tagsBox).toBeEnabled();
    await expectNoEnglish(page);
    await screenshotsOf(page, 'grant-limits-role-form', tagsBox);

    await page.getByRole('textbox', { name: text('resources.roles.fields.name') }).fill(`Tagteam ${run}`);
    await tagsBox.check();
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(toast(page, 'toasts.added')).toBeVisible();
    await expect(page.getByRole('link', { name: text('ra.action.edit') })).toBeVisible();

    // "Beheerder" carries every permission: its page and form say why, and offer no save or delete.
    const found = await apiCall<{ id: string; name: string }[]>(page, 'GET', '/roles?q=Beheerder');
    const administrator = found.find((role) => role.name === 'Beheerder')!;
    await page.goto(`/system/roles/${administrator.id}`);
    const notice = page.getByRole('note');
    await expect(notice).toContainText(text('framework.authority.title', { name: 'rol' }));
    await expect(notice).toContainText(
      text('framework.authority.lacksPermissions', {
        name: 'rol',
        permissions: lacked
          .map((permission) => text(`enums.permissions.${permission}`))
          .sort(new Intl.Collator('nl').compare)
          .join(', '),
      }),
    );
    await expect(page.getByRole('link', { name: text('ra.action.edit') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('ra.action.delete') })).toHaveCount(0);
    await screenshotsOf(page, 'grant-limits-role-locked', notice);

    await page.goto(`/system/roles/${administrator.id}/edit`);
    await expect(page.getByRole('note')).toContainText(text('framework.authority.title', { name: 'rol' }));
    await expect(page.getByRole('textbox', { name: text('resources.roles.fields.name') })).not.toBeEditable();
    await expect(page.getByRole('button', { name: text('ra.action.save') })).toHaveCount(0);
  });
});
