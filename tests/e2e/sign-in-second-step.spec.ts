import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, submitLoginForm } from './support/auth.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { nextSignInCode, latestSignInCodeAt } from './support/outbox.ts';
import { screenshot } from './support/screenshots.ts';
import { APP_NAME, expectNoEnglish, pageTitle, resourceName, text, toast } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/**
 * Sign-in with a second step and with an email code (docs/sign-in.md), against the real server. Codes are read
 * from the development outbox (`GET /api/dev/outbox?to=…`). The demo administrator's second step is a code by
 * email (`preferred_otp = 'email'`, docs/decisions.md); journeys with an authenticator cannot compute its codes
 * from here and are left to the component tests.
 */

const heading = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: text(key) });
const codeBoxes = (page: Page) => page.getByRole('textbox', { name: /^Cijfer \d van 6$/ });
const resendButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${text('ui.resendIn', { seconds: '(\\d+)' })}$`) });

async function typeCode(page: Page, code: string): Promise<void> {
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
}

/** A screenshot as on a desktop and at 390 px wide, where the page must not scroll sideways. */
async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const size = page.viewportSize();
  await resizeTo(page, { width: 390, height: 844 });
  // Polled: right after a resize a toast placed for the wide window may still stand outside the narrow one.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-390`);
  if (size) await resizeTo(page, size);
}

test.describe('sign-in with a second step', () => {
  test('password, then a code by email: "Verstuur code", a wrong code, the resend countdown, the dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLoginForm(page);

    await expect(page).toHaveURL(/\/login\/send-code\/[\w-]+$/);
    await expect(page).toHaveTitle(pageTitle('titles.secondStep'));
    await expect(heading(page, 'challenge.heading.email')).toBeVisible();
    await expectNoEnglish(page);
    await screenshots(page, 'second-step-send-code');

    const before = await latestSignInCodeAt(page, DEMO_ADMIN.email);
    await page.getByRole('button', { name: text('challenge.send'), exact: true }).click();
    await expect(toast(page, 'challenge.sent')).toBeVisible();
    await expect(codeBoxes(page)).toHaveCount(6);
    await expect(codeBoxes(page).first()).toBeFocused();
    // The server's 60 s cooldown, counting down.
    await expect(resendButton(page)).toBeDisabled();
    const first = Number((await resendButton(page).textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeGreaterThan(50);
    await expect
      .poll(async () => Number((await resendButton(page).textContent())?.match(/\d+/)?.[0]))
      .toBeLessThan(first);
    await screenshots(page, 'second-step-code');

    const code = await nextSignInCode(page, DEMO_ADMIN.email, before);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    // The server's message under the boxes; the boxes empty for the next try.
    await expect(codeBoxes(page).first()).toHaveAttribute('aria-invalid', 'true');
    await expect(codeBoxes(page).first()).not.toHaveAccessibleDescription('');
    await expect(codeBoxes(page).first()).toHaveValue('');
    await screenshots(page, 'second-step-wrong-code');

    await typeCode(page, code);
    await expectDashboard(page);
  });

  test('sign in with a code by email, the password as the second step, and return to the remembered page', async ({
    page,
  }) => {
    // Signed out, the tags page sends the visitor to /login and is remembered.
    await page.goto('/system/tags');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('link', { name: text('login.withEmailCode') }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
    await expect(heading(page, 'login.emailHeading')).toBeVisible();
    await expectNoEnglish(page);
    await screenshots(page, 'login-email');

    const before = await latestSignInCodeAt(page, DEMO_ADMIN.email);
    await page.getByRole('textbox', { name: text('login.email'), exact: true }).fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: text('login.sendCode'), exact: true }).click();
    await expect(toast(page, 'challenge.sent')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/send-code\/[\w-]+$/);
    await expect(heading(page, 'challenge.heading.email')).toBeVisible();
    // The code went out with the start: the boxes are there at once, with the countdown.
    await expect(page.getByRole('button', { name: text('challenge.send'), exact: true })).toHaveCount(0);
    await expect(resendButton(page)).toBeDisabled();

    await typeCode(page, await nextSignInCode(page, DEMO_ADMIN.email, before));

    // The email code was the first factor: the second step cannot be another email code (docs/sign-in.md). The
    // demo administrator has nothing else but the password, which the page opens by itself.
    await expect(heading(page, 'challenge.heading.password')).toBeVisible();
    await expect(page.getByRole('link', { name: text('challenge.switchTo.email') })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\/verify-challenge\/[\w-]+\?method=password$/);
    await screenshots(page, 'second-step-password');

    await page.getByRole('textbox', { name: text('login.password'), exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: text('challenge.submit'), exact: true }).click();

    await expect(page).toHaveURL(/\/system\/tags$/);
    await expect(page).toHaveTitle(`${resourceName('tags')} – ${APP_NAME}`);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('resending waits for the countdown, then sends a new code that works', async ({ page }) => {
    // The server's 60 s cooldown is waited out for real.
    test.setTimeout(120_000);
    await page.goto('/login/email');
    const before = await latestSignInCodeAt(page, DEMO_ADMIN.email);
    await page.getByRole('textbox', { name: text('login.email'), exact: true }).fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: text('login.sendCode'), exact: true }).click();
    await nextSignInCode(page, DEMO_ADMIN.email, before);
    await expect(resendButton(page)).toBeDisabled();

    // A reload keeps the countdown: the page reads it from the challenge.
    await page.reload();
    await expect(resendButton(page)).toBeDisabled();

    const ready = page.getByRole('button', { name: text('ui.resend'), exact: true });
    await expect(ready).toBeEnabled({ timeout: 65_000 });
    const afterFirst = await latestSignInCodeAt(page, DEMO_ADMIN.email);
    await ready.click();
    await expect(toast(page, 'challenge.resent')).toBeVisible();
    await expect(resendButton(page)).toBeDisabled();
    await typeCode(page, await nextSignInCode(page, DEMO_ADMIN.email, afterFirst));
    // The email code was the first factor: the password follows.
    await expect(heading(page, 'challenge.heading.password')).toBeVisible();
  });

  test('an unknown or expired challenge says so and leads back to /login', async ({ page }) => {
    await page.goto('/login/send-code/bestaat-niet');
    await expect(heading(page, 'challenge.expired.heading')).toBeVisible();
    await screenshots(page, 'second-step-expired');
    await page.getByRole('link', { name: text('challenge.expired.link') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an invitation link for someone else while signed in asks before going on', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page);
    const before = await latestSignInCodeAt(page, DEMO_ADMIN.email);
    await page.getByRole('button', { name: text('challenge.send'), exact: true }).click();
    await typeCode(page, await nextSignInCode(page, DEMO_ADMIN.email, before));
    await expectDashboard(page);

    await page.goto('/login?email=nieuw%40zorgportaal.test');
    await expect(heading(page, 'login.signedInAs.heading')).toBeVisible();
    await screenshots(page, 'login-signed-in-as-other');
    await page
      .getByRole('button', { name: text('login.signedInAs.switch', { invited: 'nieuw@zorgportaal.test' }) })
      .click();
    await expect(page.getByRole('textbox', { name: text('login.email'), exact: true })).toHaveValue(
      'nieuw@zorgportaal.test',
    );
    await expect(page).toHaveURL(/\/login\?email=/);
  });
});
