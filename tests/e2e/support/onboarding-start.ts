import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { API_VERSION, XSRF_COOKIE, XSRF_HEADER } from '../../../src/api/constants.ts';
import { TERMS_VERSION } from '../../../resources/terms.ts';
import { runCli } from './env.ts';
import { latestSignInCodeAt, nextSignInCode, outboxFor } from './outbox.ts';
import { screenshotDir } from './screenshots.ts';
import { text } from './texts.ts';
import { resizeTo } from './viewport.ts';

export interface OnboardingAccount {
  email: string;
  password: string;
  firstname: string;
}

/** Types a 6-digit code into the six boxes. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page
    .getByRole('textbox', { name: /^Cijfer 1 van 6$/ })
    .first()
    .click();
  await page.keyboard.type(code);
}

/** A call of the signed-in page's session, with the anti-forgery token, as the SPA makes it. */
async function apiPost(page: Page, url: string, data: Record<string, unknown>): Promise<void> {
  const api = page.context().request;
  const headers = { Accept: 'application/json', 'X-Api-Version': API_VERSION };
  const token = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!token) throw new Error(`no ${XSRF_COOKIE} cookie`);
  const response = await api.post(`/api${url}`, {
    headers: { ...headers, [XSRF_HEADER]: decodeURIComponent(token) },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The newest email verification code to `email`, waiting for one newer than `before` (epoch ms). */
async function nextVerificationCode(page: Page, email: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await outboxFor(page, email)).find(
        (message) => message.template === 'verificationCode',
      );
      if (!newest || Date.parse(newest.createdAt) <= before) return null;
      code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
      return code || null;
    })
    .not.toBeNull();
  return code;
}

/**
 * A new invited user signed in with the invitation's email code, the terms accepted, a password set and the
 * email address verified through the API (those pages are not what these journeys are about): the phone and
 * second-step steps are left.
 */
export async function startOnboarding(page: Page, name: string): Promise<OnboardingAccount> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@zorgportaal.test`;
  runCli('user-create', '--email', email, '--name', name, '--invite');
  await page.goto(`/login/email?email=${encodeURIComponent(email)}`);
  const before = await latestSignInCodeAt(page, email);
  await page.getByRole('button', { name: text('login.sendCode'), exact: true }).click();
  await typeCode(page, await nextSignInCode(page, email, before));
  await expect(page.getByRole('heading', { level: 1, name: text('onboarding.heading') })).toBeVisible();
  const password = 'groen kanaal achter de molen';
  await apiPost(page, '/user/accept-terms-of-use', { version: TERMS_VERSION });
  await apiPost(page, '/user/setup-password', { password, passwordConfirmation: password });
  const sent = Date.now() - 1000;
  await apiPost(page, '/user/update-email', { email });
  await apiPost(page, '/user/verify-email', { code: await nextVerificationCode(page, email, sent) });
  return { email, password, firstname: name.split(' ')[0]! };
}

/** axe-core (WCAG 2.1 A/AA) on the page as it is: no serious or critical violations. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Screenshots for review at 1440 px and 390 px wide (`<name>-1440.png`, `<name>-390.png`), and no sideways
 * scrolling on the phone width; the viewport is put back afterwards.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [1440, 390]) {
    await resizeTo(page, { width, height: 900 });
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
  }
  if (viewport) await resizeTo(page, viewport);
}
