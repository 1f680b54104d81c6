import { expect, test, type Page } from '@playwright/test';
import { expectNoEnglish, text } from './support/texts.ts';
import { greeting, submitLoginForm } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { attackFailures } from './support/sign-in-failures.ts';
import { authenticatorCode, giveSecondStep } from './support/second-step.ts';

/**
 * The second step with an authenticator app and with backup codes (docs/sign-in.md), and the throttle's message,
 * against the real server. Each journey has its own account (`npm run user:create -- --skip-onboarding`) with an
 * authenticator and backup codes given as the security settings will (support/second-step.ts); the journey
 * computes the app's codes from the secret with otpauth.
 */

function createAccount(name: string): { email: string; password: string; firstname: string } {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@zorgportaal.test`;
  const output = runCli('user-create', '--email', email, '--name', name, '--skip-onboarding');
  const password = /Wachtwoord \(alleen nu getoond\): (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`user:create printed no password:\n${output}`);
  return { email, password, firstname: name.split(' ')[0]! };
}

const heading = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: text(key) });
const toast = (page: Page, message: string | RegExp) =>
  page.getByRole('region', { name: text('ui.notifications') }).getByText(message);

test.describe('sign-in with an authenticator or a backup code', () => {
  test('password, then the authenticator app’s code: the dashboard', async ({ page }) => {
    const account = createAccount('Lotte Smit');
    const { secret } = giveSecondStep(account.email);

    await page.goto('/login');
    await submitLoginForm(page, account);
    await expect(page).toHaveURL(/\/login\/verify-challenge\/[\w-]{22}$/);
    await expect(heading(page, 'challenge.heading.totp')).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'second-step-authenticator');

    await page.getByRole('textbox', { name: /^Cijfer 1 van 6$/ }).click();
    await page.keyboard.type(authenticatorCode(secret));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: greeting(account.firstname) })).toBeVisible();
  });

  test('switching to a backup code signs in, and warns when 3 or fewer are left', async ({ page }) => {
    const account = createAccount('Bram Visser');
    const { backupCodes } = giveSecondStep(account.email, 3);

    await page.goto('/login');
    await submitLoginForm(page, account);
    await expect(heading(page, 'challenge.heading.totp')).toBeVisible();
    // The other methods: the email code, the backup code (the password was the first step).
    await expect(page.getByRole('link', { name: text('challenge.switchTo.email') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('challenge.switchTo.password') })).toHaveCount(0);
    await page.getByRole('link', { name: text('challenge.switchTo.backup_code') }).click();
    await expect(heading(page, 'challenge.heading.backup_code')).toBeVisible();
    await expect(page).toHaveURL(/\?method=backup_code$/);
    await screenshot(page, 'second-step-backup-code');

    // Typed as people do: upper case, with spaces.
    const field = page.getByRole('textbox', { name: text('challenge.backupCode'), exact: true });
    await field.fill(` ${backupCodes[0]!.toUpperCase()} `);
    await page.getByRole('button', { name: text('challenge.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, /Je hebt nog 2 back-upcodes over\./)).toBeVisible();
    await screenshot(page, 'second-step-backup-codes-left');
  });

  test('too many wrong passwords: the rate-limited message, and no sign-in', async ({ page }) => {
    const account = createAccount('Iris Mulder');
    await page.goto('/login');
    // Five failures an hour are free (docs/sign-in.md); after them each try waits 2^(n−5) s.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLoginForm(page, { email: account.email, password: `Niet-goed-${attempt}-wachtwoord` });
      await expect(
        page.getByRole('textbox', { name: text('login.email'), exact: true }),
      ).toHaveAccessibleDescription(text('server.login.invalidCredentials'));
    }
    // Five more from elsewhere make the wait 32 s, so the right password below is throttled however slow the
    // machine is (after the fifth alone the window is 1 s).
    attackFailures(account.email, 5);
    await submitLoginForm(page, account);
    await expect(toast(page, text('errors.rateLimited'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-rate-limited');
  });
});
