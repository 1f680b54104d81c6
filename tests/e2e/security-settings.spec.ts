import { expect, test, type Browser, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { signIn } from './support/auth.ts';
import { signInAtStandIn } from './support/social.ts';
import { screenshot } from './support/screenshots.ts';
import { confirmWithPassword, createSettingsUser, settingsText as s, typeCode } from './support/settings.ts';
import { expectNoEnglish, pageTitle } from './support/texts.ts';

const NEW_PASSWORD = 'Fietsbel-Kruimel-Dakgoot-42';

async function newSignedInPage(browser: Browser, user: { email: string; password: string }, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, path, user);
  return page;
}

/** The other browser's session has ended: its next page load lands on the sign-in page. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('security settings', () => {
  test('the index summarises and links; change the password; the new one signs in', async ({
    page,
    browser,
  }) => {
    const user = createSettingsUser('Lotte Smit');
    await signIn(page, '/settings/security', user);
    await expect(page).toHaveTitle(pageTitle('titles.security'));
    await expect(page.getByRole('heading', { level: 1, name: s('settings.security.heading') })).toBeVisible();
    await expect(page.getByRole('region', { name: s('settings.security.providers.heading') })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'settings-security');

    await page.getByRole('link', { name: s('settings.security.password.change') }).click();
    await expect(page).toHaveURL(/\/settings\/security\/update-password$/);
    await expect(page).toHaveTitle(pageTitle('titles.updatePassword'));
    await page.getByRole('textbox', { name: s('settings.security.password.current') }).fill(user.password);
    await page
      .getByRole('textbox', { name: s('settings.security.password.new'), exact: true })
      .fill(NEW_PASSWORD);
    await page
      .getByRole('textbox', { name: s('settings.security.password.confirmation') })
      .fill(NEW_PASSWORD);
    await expect(page.getByText(new RegExp(`^${s('password.strength.label')}`))).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'settings-update-password');
    await page.getByRole('button', { name: s('settings.security.password.save') }).click();
    await expect(page.getByText(s('settings.security.password.saved'))).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/security$/);

    // The new password signs in (another browser); the old one no longer does.
    const other = await newSignedInPage(
      browser,
      { email: user.email, password: NEW_PASSWORD },
      '/settings/account',
    );
    await expect(other.getByRole('heading', { level: 1, name: s('settings.account.heading') })).toBeVisible();
    await other.context().close();
  });

  test('two browsers: "log out" ends the other session, and "log out all others" too', async ({
    page,
    browser,
  }) => {
    const user = createSettingsUser('Daan Mulder');
    await signIn(page, '/settings/security/login-activity', user);
    const other = await newSignedInPage(browser, user, '/settings/account');

    await page.reload();
    await expect(page).toHaveTitle(pageTitle('titles.loginActivity'));
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText(s('settings.security.activity.thisDevice'));
    await expect(
      page.getByRole('region', { name: s('settings.security.activity.recent'), exact: true }),
    ).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'settings-login-activity');

    await sessions
      .nth(1)
      .getByRole('button', { name: new RegExp(`^${s('settings.security.activity.logout')}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: s('settings.security.activity.logoutTitle') });
    await dialog.getByRole('button', { name: s('settings.security.activity.logout') }).click();
    await expect(page.getByText(s('settings.security.activity.loggedOut'))).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expectSignedOut(other);

    // Signed in again there; "all others" needs a recent confirmation: the password dialog, then the replay.
    await signIn(other, '/settings/account', user);
    await page.reload();
    await expect(sessions).toHaveCount(2);
    await page.getByRole('button', { name: s('settings.security.activity.logoutAll') }).click();
    await page
      .getByRole('dialog', { name: s('settings.security.activity.logoutAllTitle') })
      .getByRole('button', { name: s('settings.security.activity.logoutAll') })
      .click();
    await confirmWithPassword(page, user.password);
    await expect(page.getByText(s('settings.security.activity.loggedOutAll'))).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expectSignedOut(other);
    await other.context().close();
  });

  test('two-step verification: set up the authenticator, prefer it, renew the backup codes', async ({
    page,
  }) => {
    const user = createSettingsUser('Mila Jansen');
    await signIn(page, '/settings/security/mfa', user);
    await expect(page).toHaveTitle(pageTitle('titles.mfa'));
    await expect(page.getByRole('radio', { name: s('settings.security.mfa.methods.totp') })).toBeDisabled();
    await expectNoEnglish(page);
    await screenshot(page, 'settings-mfa');

    await page
      .getByRole('link', { name: s('settings.security.mfa.authenticator.setup') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/settings\/security\/mfa\/setup-totp$/);
    await page.getByRole('button', { name: s('twoStep.totp.start') }).click();
    await confirmWithPassword(page, user.password);
    const secret = await page.getByLabel(s('twoStep.totp.secretLabel')).getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await screenshot(page, 'settings-setup-totp');
    await page.getByRole('button', { name: s('twoStep.totp.next') }).click();
    await typeCode(page, new TOTP({ secret: secret! }).generate());
    await expect(page.getByRole('heading', { name: s('twoStep.totp.doneHeading') })).toBeVisible();
    await page.getByRole('button', { name: s('settings.security.mfa.authenticator.done') }).click();

    await expect(page).toHaveURL(/\/settings\/security\/mfa$/);
    await page.getByRole('radio', { name: s('settings.security.mfa.methods.totp') }).check();
    await page.getByRole('button', { name: s('settings.security.mfa.savePreferred') }).click();
    await expect(page.getByText(s('toasts.saved'))).toBeVisible();

    await page.getByRole('button', { name: s('settings.security.mfa.backupCodes.renew') }).click();
    await page
      .getByRole('dialog', { name: s('settings.security.mfa.backupCodes.renewTitle') })
      .getByRole('button', { name: s('settings.security.mfa.backupCodes.renew') })
      .click();
    await expect(
      page.getByRole('list', { name: s('twoStep.backupCodes.listLabel') }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: s('twoStep.backupCodes.copy') }).click();
    await expect(page.getByText(s('twoStep.backupCodes.copied'))).toBeVisible();
    await screenshot(page, 'settings-mfa-backup-codes');
  });

  test('link a Google account through the provider and unlink it again', async ({ page }) => {
    const user = createSettingsUser('Bram Kok');
    await signIn(page, '/settings/security', user);
    const providers = page.getByRole('region', { name: s('settings.security.providers.heading') });
    const google = s('settings.security.providers.names.google');
    await providers
      .getByRole('button', { name: `${google}: ${s('settings.security.providers.link')}` })
      .click();
    // Linking needs a recent confirmation; then the provider's page, then back here.
    await confirmWithPassword(page, user.password);
    await signInAtStandIn(page, `bram-${Date.now()}`);
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(
      providers.getByText(new RegExp(`^${s('settings.security.providers.linkedNoEmail')}( \\(.+\\))?$`)),
    ).toBeVisible();
    await screenshot(page, 'settings-security-linked');

    await providers
      .getByRole('button', { name: `${google}: ${s('settings.security.providers.unlink')}` })
      .click();
    await page
      .getByRole('dialog', { name: s('settings.security.providers.unlinkTitle', { provider: google }) })
      .getByRole('button', { name: s('settings.security.providers.unlink') })
      .click();
    await expect(
      page.getByText(s('settings.security.providers.unlinked', { provider: google })),
    ).toBeVisible();
    await expect(providers.getByText(s('settings.security.providers.notLinked'))).toBeVisible();
  });
});
