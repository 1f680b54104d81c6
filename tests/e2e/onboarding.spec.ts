import { expect, test, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { greeting, submitLoginForm } from './support/auth.ts';
import { DEMO_ONBOARDING, runCli } from './support/env.ts';
import { latestOutboxMail, latestSignInCodeAt, nextSignInCode, outboxFor } from './support/outbox.ts';
import { screenshot } from './support/screenshots.ts';
import { authenticatorCode } from './support/second-step.ts';
import { signInAtStandIn } from './support/social.ts';
import { expectNoEnglish, pageTitle, text } from './support/texts.ts';

const heading = (page: Page, key: string, values: Record<string, string> = {}) =>
  page.getByRole('heading', { level: 1, name: text(key, values) });

/** Types a 6-digit code into the six boxes (the first box has the focus). */
async function typeCode(page: Page, code: string): Promise<void> {
  await page
    .getByRole('textbox', { name: /^Cijfer 1 van 6$/ })
    .first()
    .click();
  await page.keyboard.type(code);
}

/** The newest `template` message to `to` newer than `before` (epoch ms): its 6-digit code. */
async function nextCode(page: Page, to: string, template: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await outboxFor(page, to)).find((message) => message.template === template);
      if (!newest || Date.parse(newest.createdAt) <= before) return null;
      code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
      return code || null;
    })
    .not.toBeNull();
  return code;
}

test.describe('onboarding', () => {
  test('a user halfway through onboarding lands on its index, sees the step left, and can sign out', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLoginForm(page, { email: DEMO_ONBOARDING.email, password: DEMO_ONBOARDING.password });

    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    await expect(page).toHaveTitle(pageTitle('titles.onboarding'));
    await expect(page.getByRole('heading', { level: 1, name: text('onboarding.heading') })).toBeVisible();
    const steps = page.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const pending = steps.filter({ hasText: text('onboarding.steps.setup_otp') });
    await expect(pending).toContainText(text('onboarding.status.pending'));
    await expect(steps.filter({ hasText: text('onboarding.steps.verify_phone') })).toContainText(
      text('onboarding.status.skipped'),
    );
    await expect(steps.filter({ hasText: text('onboarding.status.completed') })).toHaveCount(3);
    await expect(
      page.getByRole('progressbar', { name: text('onboarding.progress', { done: 4, total: 5 }) }),
    ).toHaveAttribute('aria-valuenow', '80');
    await expect(page.getByText(text('onboarding.help'))).toBeVisible();
    // The step still to do links to its page, as does "Doorgaan".
    await expect(pending.getByRole('link', { name: text('onboarding.steps.setup_otp') })).toHaveAttribute(
      'href',
      '/onboarding/preferred-otp',
    );
    await expect(page.getByRole('link', { name: text('onboarding.continue') })).toHaveAttribute(
      'href',
      '/onboarding/preferred-otp',
    );
    await screenshot(page, 'onboarding');

    // The rest of the portal waits until onboarding is done.
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: text('onboarding.heading') })).toBeVisible();

    await page.getByRole('button', { name: text('onboarding.logout') }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('onboarding of a new invited user', () => {
  test('terms, password, email code, phone skipped, authenticator with backup codes: then the dashboard', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `nieuw.${Date.now()}@zorgportaal.test`;
    runCli('user-create', '--email', email, '--name', 'Noor Visser', '--invite');

    // The invitation's link opens the email-code sign-in with the address filled in.
    const mail = latestOutboxMail(email, 'invitation');
    const link = mail && /https?:\/\/[^/\s]+(\/login\/email\?email=[^\s]+)/.exec(mail.text)?.[1];
    expect(link, mail?.text).toBeTruthy();
    await page.goto(link!);
    const before = await latestSignInCodeAt(page, email);
    await page.getByRole('button', { name: text('login.sendCode'), exact: true }).click();
    await typeCode(page, await nextSignInCode(page, email, before));

    // Index: every step to do, and "Beginnen".
    await expect(heading(page, 'onboarding.heading')).toBeVisible();
    await page.getByRole('link', { name: text('onboarding.start') }).click();

    // Terms of use, once, of this version.
    await expect(heading(page, 'onboarding.terms.heading')).toBeVisible();
    await expect(page.getByText(text('onboarding.terms.version', { version: TERMS_VERSION }))).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'onboarding-terms');
    await page.getByRole('checkbox', { name: text('onboarding.terms.agree') }).check();
    await page.getByRole('button', { name: text('onboarding.terms.accept') }).click();

    // A password of their own (a social sign-in is offered beside it).
    await expect(heading(page, 'onboarding.setup.heading')).toBeVisible();
    await expect(
      page.getByRole('button', { name: text('onboarding.setup.social', { provider: 'Google' }) }),
    ).toBeVisible();
    await screenshot(page, 'onboarding-setup');
    await page.getByRole('link', { name: text('onboarding.setup.password') }).click();
    await expect(heading(page, 'onboarding.password.heading')).toBeVisible();
    const password = 'paars fietsrek onder de brug';
    await page
      .getByRole('textbox', { name: text('onboarding.password.password'), exact: true })
      .fill(password);
    await page
      .getByRole('textbox', { name: text('onboarding.password.confirmation'), exact: true })
      .fill(password);
    await expect(page.getByText(text('password.strength.label'))).toBeVisible();
    await screenshot(page, 'onboarding-password');
    await page.getByRole('button', { name: text('onboarding.password.submit') }).click();

    // The email address, when the email sign-in did not confirm it already: a code from the outbox.
    await expect(page).toHaveURL(/\/onboarding\/(verify-email|verify-phone)$/);
    if (new URL(page.url()).pathname === '/onboarding/verify-email') {
      await expect(heading(page, 'onboarding.verifyEmail.heading')).toBeVisible();
      const sentBefore = Date.now() - 1000;
      await page.getByRole('button', { name: text('contact.sendCode') }).click();
      await typeCode(page, await nextCode(page, email, 'verificationCode', sentBefore));
      await screenshot(page, 'onboarding-verify-email');
      await page.getByRole('button', { name: text('onboarding.nextStep') }).click();
    }

    // The phone is skipped.
    await expect(heading(page, 'onboarding.verifyPhone.heading')).toBeVisible();
    await screenshot(page, 'onboarding-verify-phone');
    await page.getByRole('button', { name: text('onboarding.verifyPhone.skip') }).click();

    // The second step: SMS needs a phone; the authenticator app is chosen.
    await expect(heading(page, 'onboarding.preferredOtp.heading')).toBeVisible();
    await expect(
      page.getByRole('radio', { name: new RegExp(text('onboarding.preferredOtp.sms')) }),
    ).toBeDisabled();
    await screenshot(page, 'onboarding-preferred-otp');
    await page.getByRole('radio', { name: new RegExp(text('onboarding.preferredOtp.totp')) }).check();
    await page.getByRole('button', { name: text('onboarding.preferredOtp.setUpTotp') }).click();

    await expect(heading(page, 'onboarding.steps.setup_otp')).toBeVisible();
    await page.getByRole('button', { name: text('twoStep.totp.start') }).click();
    await expect(page.getByRole('img', { name: text('twoStep.totp.qrLabel') })).toBeVisible();
    const secret = await page.getByLabel(text('twoStep.totp.secretLabel')).getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await screenshot(page, 'onboarding-totp-scan');
    await page.getByRole('button', { name: text('twoStep.totp.next') }).click();
    await typeCode(page, authenticatorCode(secret!));

    // Done: the backup codes, shown once, copied.
    await expect(page.getByRole('heading', { name: text('twoStep.totp.doneHeading') })).toBeVisible();
    const codes = page
      .getByRole('list', { name: text('twoStep.backupCodes.listLabel') })
      .getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await screenshot(page, 'onboarding-backup-codes');
    await page.getByRole('button', { name: text('twoStep.backupCodes.copy') }).click();
    await expect(page.getByText(text('twoStep.backupCodes.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await codes.allInnerTexts()).join('\n'),
    );
    await page.getByRole('button', { name: text('twoStep.totp.continue') }).click();

    // Onboarding is done: the dashboard greets the new user.
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: greeting('Noor') })).toBeVisible();
    await page.goto('/onboarding/accept-terms');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('continuing with Google instead of a password links the account and completes the login step', async ({
    page,
  }) => {
    const email = `google.${Date.now()}@zorgportaal.test`;
    runCli('user-create', '--email', email, '--name', 'Jesse de Boer', '--invite');
    await page.goto(`/login/email?email=${encodeURIComponent(email)}`);
    const before = await latestSignInCodeAt(page, email);
    await page.getByRole('button', { name: text('login.sendCode'), exact: true }).click();
    await typeCode(page, await nextSignInCode(page, email, before));
    await expect(heading(page, 'onboarding.heading')).toBeVisible();

    await page.goto('/onboarding/setup');
    await page.getByRole('button', { name: text('onboarding.setup.social', { provider: 'Google' }) }).click();
    await signInAtStandIn(page, `google-${Date.now()}`);

    // Back on the overview: the login step is done, by the linked account.
    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    const step = page.getByRole('listitem').filter({ hasText: text('onboarding.steps.setup_login') });
    await expect(step).toContainText(text('onboarding.status.completed'));
  });
});

test.describe('onboarding on a phone', () => {
  test('@mobile the second-step choice and the authenticator setup fit the screen', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, { email: DEMO_ONBOARDING.email, password: DEMO_ONBOARDING.password });
    await expect(heading(page, 'onboarding.heading')).toBeVisible();
    await page.getByRole('link', { name: text('onboarding.continue') }).click();
    await expect(heading(page, 'onboarding.preferredOtp.heading')).toBeVisible();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);
    await screenshot(page, 'onboarding-preferred-otp-mobile');
    await page.getByRole('radio', { name: new RegExp(text('onboarding.preferredOtp.totp')) }).check();
    await page.getByRole('button', { name: text('onboarding.preferredOtp.setUpTotp') }).click();
    await page.getByRole('button', { name: text('twoStep.totp.start') }).click();
    await expect(page.getByRole('img', { name: text('twoStep.totp.qrLabel') })).toBeVisible();
    expect(await fits()).toBe(true);
    await screenshot(page, 'onboarding-totp-scan-mobile');
  });
});
