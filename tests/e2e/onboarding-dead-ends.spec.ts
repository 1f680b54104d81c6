import { expect, test, type Page } from '@playwright/test';
import { greeting, signOutThroughUserMenu, submitLoginForm } from './support/auth.ts';
import { outboxFor } from './support/outbox.ts';
import {
  expectNoSeriousAxeViolations,
  screenshotBothWidths,
  startOnboarding,
  typeCode,
} from './support/onboarding-start.ts';
import { authenticatorCode } from './support/second-step.ts';
import { expectNoEnglish, text } from './support/texts.ts';

/**
 * Issue 18 points 3 and 4: onboarding never leaves a step half-done without saying so, and never offers an action
 * the server refuses. A confirmed authenticator is set up (its app entry keeps working, whatever the user does
 * next); a confirmed phone number has nothing left to skip.
 */

const heading = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: text(key) });
const stepItem = (page: Page, step: string) =>
  page.getByRole('listitem').filter({ hasText: text(`onboarding.steps.${step}`) });

/** The SMS code sent to the Dutch mobile 06`digits` (stored as +316…), newer than `before` (epoch ms). */
async function nextSmsCode(page: Page, digits: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await outboxFor(page, `+316${digits}`)).find((message) => message.channel === 'sms');
      if (!newest || Date.parse(newest.createdAt) <= before) return null;
      code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
      return code || null;
    })
    .not.toBeNull();
  return code;
}

test.describe('onboarding without dead ends', () => {
  test('an authenticator confirmed in onboarding stays set up: leaving after the code keeps the app entry working', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await startOnboarding(page, 'Sanne Bakker');

    await page.goto('/onboarding/preferred-otp');
    await page.getByRole('radio', { name: new RegExp(text('onboarding.preferredOtp.totp')) }).check();
    await page.getByRole('button', { name: text('onboarding.preferredOtp.setUpTotp') }).click();
    await expect(heading(page, 'onboarding.steps.setup_otp')).toBeVisible();
    // One way back on the page: the link to the choice, no "Terug" button beside it.
    await expect(page.getByRole('link', { name: text('onboarding.setupTotp.back') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('common.back'), exact: true })).toHaveCount(0);
    await screenshotBothWidths(page, 'onboarding-totp-intro');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: text('twoStep.totp.start') }).click();
    const secret = await page.getByLabel(text('twoStep.totp.secretLabel')).getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByRole('button', { name: text('twoStep.totp.next') }).click();
    await typeCode(page, authenticatorCode(secret!));

    // Confirmed: the app is set up now, and the page offers no link that would leave it half-done.
    await expect(page.getByRole('heading', { name: text('twoStep.totp.doneHeading') })).toBeVisible();
    await expect(
      page.getByRole('list', { name: text('twoStep.backupCodes.listLabel') }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(page.getByRole('link', { name: text('onboarding.setupTotp.back') })).toHaveCount(0);
    await expectNoEnglish(page);
    await screenshotBothWidths(page, 'onboarding-totp-done');
    await expectNoSeriousAxeViolations(page);

    // Leaving without "Doorgaan": the overview counts the step as done.
    await page.goto('/onboarding');
    await expect(heading(page, 'onboarding.heading')).toBeVisible();
    await expect(stepItem(page, 'setup_otp')).toContainText(text('onboarding.status.completed'));
    await expect(stepItem(page, 'setup_otp').getByRole('link')).toHaveCount(0);

    // Coming back to the step's page never starts a new secret: the overview shows the step done.
    await page.goto('/onboarding/setup-totp');
    await expect(page).toHaveURL((url) => url.pathname === '/onboarding');
    await expect(page.getByRole('img', { name: text('twoStep.totp.qrLabel') })).toHaveCount(0);
    await expect(stepItem(page, 'setup_otp')).toContainText(text('onboarding.status.completed'));

    // The phone is skipped: onboarding is done.
    await page.goto('/onboarding/verify-phone');
    await page.getByRole('button', { name: text('onboarding.verifyPhone.skip') }).click();
    await expect(page.getByRole('heading', { level: 1, name: greeting(account.firstname) })).toBeVisible();

    // The entry the user added to the app during onboarding signs in (a later 30 s step than the one confirmed).
    await signOutThroughUserMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page, account);
    await expect(heading(page, 'challenge.heading.totp')).toBeVisible();
    await typeCode(page, authenticatorCode(secret!, Date.now() + 30_000));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: greeting(account.firstname) })).toBeVisible();
  });

  test('a confirmed phone number has nothing to skip: not after the code, not on a revisit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startOnboarding(page, 'Daan Mulder');
    // 06-1…: a mobile number whatever the clock says (06-6… would be a pager number, written 066 …).
    const digits = `1${String(Date.now()).slice(-7)}`;

    await page.goto('/onboarding/verify-phone');
    await expect(heading(page, 'onboarding.verifyPhone.heading')).toBeVisible();
    await expect(page.getByRole('button', { name: text('onboarding.verifyPhone.skip') })).toBeVisible();
    await page.getByRole('textbox', { name: text('contact.phone.field') }).fill(`06${digits}`);
    const before = Date.now() - 1000;
    await page.getByRole('button', { name: text('contact.sendCode') }).click();
    await typeCode(page, await nextSmsCode(page, digits, before));

    // Verified: only "Volgende stap"; "Overslaan" would be refused by the server (422).
    await expect(page.getByRole('button', { name: text('onboarding.nextStep') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('onboarding.verifyPhone.skip') })).toHaveCount(0);

    // A revisit shows the number as confirmed, as people read it, with the way on.
    await page.goto('/onboarding/verify-phone');
    await expect(heading(page, 'onboarding.verifyPhone.heading')).toBeVisible();
    await expect(page.getByRole('button', { name: text('onboarding.nextStep') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('onboarding.verifyPhone.skip') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('contact.sendCode') })).toHaveCount(0);
    const readable = `06 ${digits.match(/\d{2}/g)!.join(' ')}`;
    await expect(page.getByText(text('onboarding.verifyPhone.verified', { phone: readable }))).toBeVisible();
    await expectNoEnglish(page);
    await screenshotBothWidths(page, 'onboarding-verify-phone-done');
    await expectNoSeriousAxeViolations(page);

    // On to the second step, where SMS is offered to the same number, as people read it.
    await page.getByRole('button', { name: text('onboarding.nextStep') }).click();
    await expect(heading(page, 'onboarding.preferredOtp.heading')).toBeVisible();
    await expect(page.getByText(text('onboarding.preferredOtp.smsHint', { phone: readable }))).toBeVisible();
    await screenshotBothWidths(page, 'onboarding-preferred-otp');
    await expectNoSeriousAxeViolations(page);
  });
});
