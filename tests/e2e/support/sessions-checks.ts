import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { completeEmailCodeStep, submitLoginForm } from './auth.ts';
import { screenshot } from './screenshots.ts';
import { expectNoEnglish } from './texts.ts';
import { resizeTo } from './viewport.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/**
 * The screen as it is now, at 1440 px and 390 px wide: a screenshot of each (`<name>-1440`, `<name>-390`), nothing
 * wider than the phone, no English, and axe clean. Leaves the viewport at 1440 px.
 */
export async function lookAtScreen(page: Page, name: string, { english = true } = {}): Promise<void> {
  for (const width of [1440, 390]) {
    await resizeTo(page, { width, height: width === 390 ? 844 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
  await resizeTo(page, { width: 1440, height: 900 });
  // expectNoEnglish reads the main landmark, which a modal hides: dialogs assert their texts themselves.
  if (english) await expectNoEnglish(page);
  await expectNoSeriousAxeViolations(page);
}

/**
 * Signs in through the /login form the page is on (the page must show it): email and password, then the email code
 * when the account has a second step.
 */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await submitLoginForm(page, { email, password });
  await expect(page).not.toHaveURL(/\/login$/);
  if (/\/login\/send-code\//.test(page.url())) await completeEmailCodeStep(page, email);
  await expect(page).not.toHaveURL(/\/login(\/|$)/);
}
