import path from 'node:path';
import type { Page } from '@playwright/test';
import { root } from './env.ts';

export const screenshotDir = path.join(root, 'test-results/screenshots');

/** A full-page screenshot for review, `test-results/screenshots/<name>.png` (kept between runs, overwritten). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
