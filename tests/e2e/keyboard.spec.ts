import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { expectDashboard, signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { latestSignInCodeAt, nextSignInCode } from './support/outbox.ts';
import { text } from './support/texts.ts';

/**
 * Presses Tab (or Shift+Tab, `key`) until `target` has the focus (at most `most` times): proves it is reachable by
 * keyboard.
 */
async function tabTo(
  page: Page,
  target: Locator,
  most = 40,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reachable with ${key} within ${most} presses`).toBeFocused();
}

/**
 * Issue 7: the sign-in journey (password and email code) and an admin edit, completed with the keyboard alone —
 * no click, no fill: Tab to move, typing, Enter to act.
 */
test.describe('keyboard only', () => {
  test('sign in with password and the emailed code', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByRole('textbox', { name: text('login.email'), exact: true }));
    await page.keyboard.type(DEMO_ADMIN.email);
    await tabTo(page, page.getByRole('textbox', { name: text('login.password'), exact: true }));
    await page.keyboard.type(DEMO_ADMIN.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/login\/send-code\/[\w-]+$/);
    // Issue 18, point 8: the new page's heading has the focus (read out), not <body>.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const before = await latestSignInCodeAt(page, DEMO_ADMIN.email);
    await tabTo(page, page.getByRole('button', { name: text('challenge.send'), exact: true }));
    await page.keyboard.press('Enter');
    const firstBox = page.getByRole('textbox', { name: /^Cijfer 1 van 6$/ });
    await expect(firstBox).toBeFocused();
    await page.keyboard.type(await nextSignInCode(page, DEMO_ADMIN.email, before));
    await expectDashboard(page);
  });

  test('edit a tag: from the menu to the list, the record, edit, the name field and save', async ({
    page,
  }) => {
    const name = `Toetsenbord ${Date.now().toString(36)}`;
    await signIn(page);
    await apiCall(page, 'POST', '/tags', { name });

    // Signed in, the focus is on the dashboard's heading (issue 18): the menu is before it.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await tabTo(page, page.getByRole('menuitem', { name: 'Tags' }), 40, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/tags$/);
    const search = page.getByPlaceholder(text('ra.action.search'));
    await tabTo(page, search);
    await page.keyboard.type(name);
    await expect(page.getByRole('cell', { name })).toBeVisible();
    await tabTo(page, page.getByRole('row').filter({ hasText: name }).getByRole('link').first());
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: text('ra.action.edit') }));
    await page.keyboard.press('Enter');

    const field = page.getByRole('textbox', { name: 'Naam' });
    await tabTo(page, field);
    await page.keyboard.press('End');
    await page.keyboard.type(' (bewerkt)');
    await tabTo(page, page.getByRole('button', { name: text('ra.action.save') }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} (bewerkt)`).first()).toBeVisible();
  });
});

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Issue 17 point 10: the skip link, the cursor in a form's first field, and no browser bubbles in English. */
test.describe('keyboard and screen readers in the admin', () => {
  test('the focused skip link "Naar de inhoud" is readable (contrast ≥ 4.5:1)', async ({ page }) => {
    await signIn(page);
    const skip = page.getByRole('button', { name: text('ra.navigation.skip_nav') });
    await tabTo(page, skip);
    const colours = await skip.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
    });
    expect(colours.opacity).toBe('1');
    expect(contrast(colours.color, colours.background)).toBeGreaterThanOrEqual(4.5);
  });

  test('create and edit forms open with the cursor in their first field', async ({ page }) => {
    await signIn(page, '/system/tags/create');
    await expect(page.getByRole('textbox', { name: 'Naam' })).toBeFocused();
    const tag = await apiCall<{ id: string }>(page, 'POST', '/tags', {
      name: `Focus ${Date.now().toString(36)}`,
    });
    await page.goto(`/system/tags/${tag.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Naam' })).toBeFocused();
    await page.goto('/system/employees/create');
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toBeFocused();
  });

  test('"E-mailadres wijzigen" says in Dutch under the field what is wrong, without a browser bubble', async ({
    page,
  }) => {
    await signIn(page);
    const run = Date.now().toString(36);
    const employee = await apiCall<{ id: string }>(page, 'POST', '/employees', {
      firstName: 'Eva',
      lastName: `Adres-${run}`,
      email: `eva.${run}@zorgportaal.test`,
    });
    await page.goto(`/system/employees/${employee.id}`);
    await page.getByRole('button', { name: text('screens.employees.email.action') }).click();
    const dialog = page.getByRole('dialog', { name: text('screens.employees.email.action') });
    const field = dialog.getByRole('textbox', { name: text('screens.employees.email.label') });
    await expect(field).toBeFocused();
    expect(await dialog.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);

    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(text('ra.validation.required'));
    await page.keyboard.type('geen-adres');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(text('ra.validation.email'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
  });
});
