import { expect, test, type Page } from '@playwright/test';
import { completeEmailCodeStep, greeting, SESSION_COOKIE, submitLoginForm } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { latestOutboxMail, resetLinkPath } from './support/outbox.ts';
import { screenshot } from './support/screenshots.ts';
import { APP_NAME, expectNoEnglish, pageTitle, text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

const NEW_PASSWORD = 'Kwalleboot-Trapgat-Zonnig-7';

/** A fresh account with onboarding done (so a sign-in lands on the dashboard); answers its password. */
function createAccount(email: string, name: string): string {
  const output = runCli('user-create', '--email', email, '--name', name, '--skip-onboarding');
  const match = /Wachtwoord \(alleen nu getoond\): (\S+)/.exec(output);
  if (!match?.[1]) throw new Error(`user:create printed no password:\n${output}`);
  return match[1];
}

const field = (page: Page, key: string) => page.getByRole('textbox', { name: text(key), exact: true });

test.describe('forgotten password', () => {
  test('forgot → link from the outbox → new password → sign in with it; the old password and the link are spent', async ({
    page,
  }) => {
    const email = `roos.hendriks.${Date.now()}@zorgportaal.test`;
    const oldPassword = createAccount(email, 'Roos Hendriks');

    // Bare /password goes to the forgot page (spec §2).
    await page.goto('/password');
    await expect(page).toHaveURL(/\/password\/forgot$/);
    await expect(page).toHaveTitle(pageTitle('titles.forgotPassword'));
    await expect(
      page.getByRole('heading', { level: 1, name: text('password.forgot.heading') }),
    ).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'password-forgot');

    await field(page, 'password.forgot.email').fill(email);
    await page.getByRole('button', { name: text('password.forgot.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('password.sent.heading') })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    await expect(page.getByRole('link', { name: text('password.forgot.backToLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoEnglish(page);
    await screenshot(page, 'password-forgot-sent');

    const mail = latestOutboxMail(email, 'passwordReset');
    expect(mail?.subject).toBe(text('server.mail.passwordReset.subject', { app: APP_NAME }));
    const link = resetLinkPath(email);

    await page.goto(link);
    await expect(page).toHaveTitle(pageTitle('titles.resetPassword'));
    await expect(page.getByRole('heading', { level: 1, name: text('password.reset.heading') })).toBeVisible();

    // Another address than the link's account, a weak password and a different confirmation: Dutch, per field.
    await field(page, 'password.reset.email').fill('iemand.anders@zorgportaal.test');
    await field(page, 'password.reset.password').fill('wachtwoord');
    await field(page, 'password.reset.passwordConfirmation').fill('wachtwoord1');
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(field(page, 'password.reset.email')).toHaveAccessibleDescription(
      text('server.password.reset.emailMismatch'),
    );
    await expect(field(page, 'password.reset.passwordConfirmation')).toHaveAccessibleDescription(
      text('server.password.confirmationMismatch'),
    );
    await expectNoEnglish(page);
    await screenshot(page, 'password-reset-errors');

    await field(page, 'password.reset.email').fill(email);
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(field(page, 'password.reset.password')).toHaveAccessibleDescription(
      new RegExp(text('server.password.tooWeak').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    // A strong one: the meter (zxcvbn, loaded now) says so.
    await field(page, 'password.reset.password').fill(NEW_PASSWORD);
    await field(page, 'password.reset.passwordConfirmation').fill(NEW_PASSWORD);
    await expect(page.getByRole('status').filter({ hasText: text('password.strength.label') })).toHaveText(
      `${text('password.strength.label')}: ${text('password.strength.veryStrong')}`,
    );
    await screenshot(page, 'password-reset');
    await page.getByRole('button', { name: text('password.reset.submit') }).click();

    // To sign-in, not signed in, with a success toast.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text('password.reset.done'))).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    await screenshot(page, 'password-reset-done');

    await submitLoginForm(page, { email, password: oldPassword });
    await expect(field(page, 'login.email')).toHaveAccessibleDescription(
      text('server.login.invalidCredentials'),
    );
    // The reset never skips the second step: the email code comes next.
    await submitLoginForm(page, { email, password: NEW_PASSWORD });
    await completeEmailCodeStep(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: greeting('Roos') })).toBeVisible();

    // The link worked once: opened again, it says so at once, without the form (issue 18).
    await page.context().clearCookies();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: text('password.reset.linkInvalidHeading') }),
    ).toBeVisible();
    await expect(page.getByText(text('server.password.reset.tokenInvalid'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('password.reset.requestNew') })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
    await expect(field(page, 'password.reset.password')).toHaveCount(0);
    await screenshot(page, 'password-reset-link-used');
  });

  test('an unknown address gets the same "check your inbox" and no mail', async ({ page }) => {
    const email = `niemand.${Date.now()}@zorgportaal.test`;
    await page.goto('/password/forgot');
    await field(page, 'password.forgot.email').fill(email);
    await page.getByRole('button', { name: text('password.forgot.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('password.sent.heading') })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    expect(latestOutboxMail(email)).toBeNull();
  });

  test('the password screens at 390 px wide', async ({ page }) => {
    await resizeTo(page, { width: 390, height: 844 });
    await page.goto('/password/forgot');
    await expect(
      page.getByRole('heading', { level: 1, name: text('password.forgot.heading') }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'password-forgot-390');

    // A real account with a long address: its link opens the form (a dead link shows no form, issue 18).
    const email = `een.heel.lang.adres.${Date.now()}@zorgportaal.test`;
    createAccount(email, 'Lang Adres');
    await field(page, 'password.forgot.email').fill(email);
    await page.getByRole('button', { name: text('password.forgot.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('password.sent.heading') })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'password-forgot-sent-390');

    await expect.poll(() => latestOutboxMail(email, 'passwordReset')).not.toBeNull();
    await page.goto(resetLinkPath(email));
    await field(page, 'password.reset.email').fill(email);
    await field(page, 'password.reset.password').fill('zomer2024');
    await expect(page.getByRole('status').filter({ hasText: text('password.strength.label') })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'password-reset-390');
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(field(page, 'password.reset.passwordConfirmation')).toHaveAccessibleDescription(
      text('password.reset.confirmationRequired'),
    );
    await screenshot(page, 'password-reset-errors-390');
  });
});

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
