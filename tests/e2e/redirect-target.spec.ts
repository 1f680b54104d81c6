import { expect, test, type Page } from '@playwright/test';
import { greeting, signOutThroughUserMenu } from './support/auth.ts';
import { createOnboardedUser } from './support/env.ts';
import { signInThroughForm } from './support/sessions-checks.ts';
import { text } from './support/texts.ts';

const DEEP_PAGE = '/settings/account';

function newUser(first: string) {
  const email = `${first.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@zorgportaal.test`;
  return { email, first, password: createOnboardedUser(email, `${first} Visser`, '') };
}

async function expectOwnDashboard(page: Page, first: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: greeting(first) })).toBeVisible();
}

/** Issue 18 point 9: on a shared computer the next person must not land on the previous person's page. */
test.describe('the remembered target belongs to the user who was sent away', () => {
  test('A logs out and presses Back; B signs in on that browser and lands on B’s own dashboard', async ({
    page,
  }) => {
    const a = newUser('Anna');
    const b = newUser('Bram');

    await page.goto(DEEP_PAGE);
    await signInThroughForm(page, a.email, a.password);
    await expect(page).toHaveURL(new RegExp(`${DEEP_PAGE}$`));

    await signOutThroughUserMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    // Back on a signed-in page: the guard sends the visitor to sign in again (and remembers the page for A).
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();

    await signInThroughForm(page, b.email, b.password);
    await expectOwnDashboard(page, b.first);
    expect(await page.evaluate(() => localStorage.getItem('zorgportaal.redirectedFrom'))).toBeNull();
  });

  test('A, sent to sign in from a deep page, returns there; B after A was sent away goes home', async ({
    page,
  }) => {
    const a = newUser('Anna');
    const b = newUser('Bram');

    await page.goto(DEEP_PAGE);
    await signInThroughForm(page, a.email, a.password);
    await expect(page).toHaveURL(new RegExp(`${DEEP_PAGE}$`));

    // A's session ends elsewhere (its cookie no longer works); the next page load sends A to sign in.
    await page.context().clearCookies({ name: 'zp_session' });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, a.email, a.password);
    await expect(page).toHaveURL(new RegExp(`${DEEP_PAGE}$`));

    await page.context().clearCookies({ name: 'zp_session' });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, b.email, b.password);
    await expectOwnDashboard(page, b.first);
  });
});
