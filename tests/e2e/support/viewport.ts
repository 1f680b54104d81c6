import type { Page } from '@playwright/test';

/**
 * Sets the viewport and waits until the page has laid itself out for it. The browser fires media-query changes (the
 * layout's switch to the phone drawer) in its next rendering update, and a measurement sent right after
 * `setViewportSize` can run before that: it then sees the desktop sidebar squeezed into a phone (a 139 px sideways
 * scroll that no user sees). Two animation frames: the one in which the change fires, and the one after the re-render.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
