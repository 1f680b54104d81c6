import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { expectDashboard, signIn } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { latestSignInCodeAt, nextSignInCode } from './support/outbox.ts';
import { text } from './support/texts.ts';

/** Presses Tab until `target` has the focus (at most `most` times): proves it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${most} presses`).toBeFocused();
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

    await tabTo(page, page.getByRole('menuitem', { name: 'Tags' }));
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
