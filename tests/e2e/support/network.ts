import type { Page } from '@playwright/test';

export interface ApiExchange {
  method: string;
  /** Path below /api, with the query string. */
  path: string;
  status: number;
}

/** Records every /api response of the page, in the order they arrive. */
export function recordApiCalls(page: Page): ApiExchange[] {
  const calls: ApiExchange[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({
      method: response.request().method(),
      path: `${url.pathname.slice('/api'.length)}${url.search}`,
      status: response.status(),
    });
  });
  return calls;
}

/**
 * Records the text of every alert (error toast) that ever appears in the page, even one that disappears again
 * before the test looks: installed before the page's scripts run, on every navigation.
 */
export async function recordAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __alerts: string[] }).__alerts = seen;
    const observer = new MutationObserver(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[role="alert"]')) {
        if (element.dataset.recorded) continue;
        element.dataset.recorded = 'true';
        seen.push(element.textContent ?? '');
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts);
}
