import { expect, type Page } from '@playwright/test';
import { API_VERSION, XSRF_COOKIE, XSRF_HEADER } from '../../../src/api/constants.ts';

/**
 * Calls the API as the page's signed-in user (its cookies, the version header, the anti-forgery token), to set up
 * data a journey is not about. Answers the `data` of the envelope.
 */
export async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  const response = await page.context().request.fetch(`/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Api-Version': API_VERSION,
      ...(token ? { [XSRF_HEADER]: decodeURIComponent(token) } : {}),
    },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Re-confirms the page's session with the password (docs/self-service.md), so that setting up data through calls
 * that change what someone may do (an account, an archive) is not answered 423.
 */
export async function apiConfirm(page: Page, password: string): Promise<void> {
  await apiCall(page, 'POST', '/auth/complete-password-challenge', { password });
}
