import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { createSettingsUser, nextVerificationCode, typeCode } from './support/settings.ts';
import { expectNoEnglish, text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/**
 * Issue 18 point 1 (and the wording of point 10): a code step survives a reload. The server still has the code
 * out, so the page opens on the code step for the address or number it went to, with the resend countdown, and
 * the code already received finishes the step.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** Screenshots at 1440 and 390 px wide, with nothing wider than the phone's screen. */
async function screenshotsOf(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await resizeTo(page, { width: 1440, height: 900 });
  await screenshot(page, `${name}-1440`);
  await resizeTo(page, { width: 390, height: 844 });
  // The layout follows the new width a frame or two later (media queries re-render the shell).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await screenshot(page, `${name}-390`);
  await resizeTo(page, size);
}

/** A Dutch mobile number not used before: E.164, and as Dutch people read it. */
function freshMobile(): { typed: string; e164: string; shown: string } {
  const digits = `4${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const pairs = digits.match(/\d{2}/g)!.join(' ');
  return { typed: `06${digits}`, e164: `+316${digits}`, shown: `06 ${pairs}` };
}

const countdown = (page: Page) => page.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ });
const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Cijfer 1 van 6' });

test.describe('a code step survives a reload (issue 18)', () => {
  test('account settings, phone: reload during the code step, then the code received finishes it', async ({
    page,
  }) => {
    const credentials = createSettingsUser('Sanne Reload');
    await signIn(page, '/settings/account/verify-phone', credentials);
    const number = freshMobile();

    await page.getByRole('textbox', { name: text('contact.phone.field') }).fill(number.typed);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: text('contact.sendCode') }).click();
    await expect(page.getByText(text('contact.step', { step: 2 }))).toBeVisible();

    await page.reload();
    // The code step again, for the number the code went to, as Dutch people read it; no dead button.
    await expect(page.getByText(text('contact.step', { step: 2 }))).toBeVisible();
    await expect(page.getByText(text('contact.phone.codeIntro', { sentTo: number.shown }))).toBeVisible();
    await expect(countdown(page)).toBeDisabled();
    await expect(codeBox(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: text('contact.phone.otherValue') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('contact.sendCode') })).toHaveCount(0);
    await expectNoEnglish(page);
    await expectNoSeriousViolations(page);
    await screenshotsOf(page, 'code-steps-phone-resumed');

    // "Ander nummer invullen" still leads back to the field, and "Code versturen" inside the cooldown back here.
    await page.getByRole('button', { name: text('contact.phone.otherValue') }).click();
    await expect(page.getByText(text('contact.step', { step: 1 }))).toBeVisible();
    await page.getByRole('textbox', { name: text('contact.phone.field') }).fill(number.typed);
    await page.getByRole('button', { name: text('contact.sendCode') }).click();
    await expect(page.getByText(text('contact.phone.codeIntro', { sentTo: number.shown }))).toBeVisible();

    await typeCode(page, await nextVerificationCode(page, number.e164, sentAfter));
    await expect(page.getByText(text('contact.phone.doneHeading'))).toBeVisible();
    await expect(page.getByText(text('contact.phone.doneMessage', { value: number.shown }))).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshotsOf(page, 'code-steps-phone-done');
  });

  test('onboarding, email: reload during the code step, then the code received finishes it', async ({
    page,
  }) => {
    const email = `herladen.${Date.now()}@zorgportaal.test`;
    const output = runCli('user-create', '--email', email, '--name', 'Ravi Herladen');
    const password = /wachtwoord \(alleen nu getoond\): (\S+)/.exec(output)?.[1];
    if (!password) throw new Error(`user:create printed no password:\n${output}`);
    await signIn(page, '/onboarding/verify-email', { email, password });
    await expect(
      page.getByRole('heading', { level: 1, name: text('onboarding.verifyEmail.heading') }),
    ).toBeVisible();

    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: text('contact.sendCode') }).click();
    await expect(page.getByText(text('contact.step', { step: 2 }))).toBeVisible();

    await page.reload();
    await expect(page.getByText(text('contact.step', { step: 2 }))).toBeVisible();
    await expect(page.getByText(text('contact.email.codeIntro', { sentTo: email }))).toBeVisible();
    await expect(countdown(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: text('contact.email.otherValue') })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSeriousViolations(page);
    await screenshotsOf(page, 'code-steps-email-resumed');

    await typeCode(page, await nextVerificationCode(page, email, sentAfter));
    await expect(page.getByText(text('contact.email.doneHeading'))).toBeVisible();
    await expect(page.getByRole('button', { name: text('onboarding.nextStep') })).toBeVisible();
  });

  test('too many requests on the code pages: spec §8’s sentence with the wait beside it', async ({
    page,
  }) => {
    const tooMany = {
      status: 429,
      headers: { 'Retry-After': '45' },
      json: { message: text('errors.rateLimited') },
    };

    // The sign-in by email code, signed out.
    await page.route('**/api/auth/start-email-challenge', (route) => route.fulfill(tooMany));
    await page.goto('/login/email?email=iemand%40zorgportaal.test');
    await page.getByRole('button', { name: text('login.sendCode'), exact: true }).click();
    const signInAlert = page.getByRole('alert').filter({ hasText: text('errors.rateLimited') });
    await expect(signInAlert).toContainText(/Over 4[45] seconden kun je het opnieuw proberen\./);
    await expectNoSeriousViolations(page);
    await screenshotsOf(page, 'code-steps-login-email-rate-limited');

    // The verification code in account settings.
    const credentials = createSettingsUser('Timo Tevaak');
    await signIn(page, '/settings/account/verify-phone', credentials);
    await page.route('**/api/user/verify-phone', (route) => route.fulfill(tooMany));
    await page.getByRole('textbox', { name: text('contact.phone.field') }).fill(freshMobile().typed);
    await page.getByRole('button', { name: text('contact.sendCode') }).click();
    await typeCode(page, '123456');
    const alert = page.getByRole('alert').filter({ hasText: text('errors.rateLimited') });
    await expect(alert).toContainText(/Over 4[45] seconden kun je het opnieuw proberen\./);
    await expect(page.getByText(/probeer het over/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await screenshotsOf(page, 'code-steps-phone-rate-limited');
  });
});
