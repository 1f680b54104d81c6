import { expect, test, type Page } from '@playwright/test';
import { XSRF_COOKIE } from '../../src/api/constants.ts';
import {
  expectSessionEnded,
  sessionToken,
  signIn,
  signOutThroughUserMenu,
  submitLoginForm,
} from './support/auth.ts';
import { recordAlerts, recordApiCalls, type ApiExchange } from './support/network.ts';
import { text } from './support/texts.ts';

/** Replaces the anti-forgery cookie with one the server never signed (a rotated key, a token of another session). */
async function spoilXsrfCookie(page: Page, baseURL: string | undefined): Promise<void> {
  await page
    .context()
    .addCookies([{ name: XSRF_COOKIE, value: 'kapot-token', url: baseURL ?? '', sameSite: 'Lax' }]);
}

/** The calls of one state-changing action and of the token refresh, in order. */
function exchangesOf(calls: readonly ApiExchange[], path: string): ApiExchange[] {
  return calls.filter((call) => call.path === path || call.path === '/session');
}

test.describe('anti-forgery token (419)', () => {
  test('signing out with a stale token: one 419, one GET /session, the retry signs out on the server', async ({
    page,
    baseURL,
    request,
  }) => {
    const alerts = await recordAlerts(page);
    await signIn(page);
    const token = await sessionToken(page);
    const calls = recordApiCalls(page);
    await spoilXsrfCookie(page, baseURL);

    await signOutThroughUserMenu(page);

    await expect(page).toHaveURL(/\/login$/);
    expect(exchangesOf(calls, '/auth/logout')).toEqual([
      { method: 'POST', path: '/auth/logout', status: 419 },
      { method: 'GET', path: '/session', status: 200 },
      { method: 'POST', path: '/auth/logout', status: 204 },
    ]);
    expect(await alerts()).toEqual([]);
    // The retried sign-out really ended the session on the server.
    await expectSessionEnded(request, token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
  });

  test('signing in with a stale token: one 419, one GET /session, the retry is accepted', async ({
    page,
    baseURL,
  }) => {
    const alerts = await recordAlerts(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: text('login.submit'), exact: true })).toBeVisible();
    // The email field's first touch asks for passkey options (conditional UI, where the browser offers it): let
    // that call go with the good token, so the stale one meets the password sign-in.
    const passkeyOptions = page
      .waitForResponse((response) => response.url().endsWith('/api/auth/passkey-sign-in-options'), {
        timeout: 5000,
      })
      .catch(() => null);
    await page.getByRole('textbox', { name: text('login.email'), exact: true }).press('a');
    await passkeyOptions;
    const calls = recordApiCalls(page);
    await spoilXsrfCookie(page, baseURL);

    await submitLoginForm(page);

    // The retried password is accepted: the demo administrator's second step (an email code) comes next.
    await expect(page).toHaveURL(/\/login\/send-code\/[\w-]{22}$/);
    expect(exchangesOf(calls, '/auth/login-with-password')).toEqual([
      { method: 'POST', path: '/auth/login-with-password', status: 419 },
      { method: 'GET', path: '/session', status: 200 },
      { method: 'POST', path: '/auth/login-with-password', status: 200 },
    ]);
    expect(await alerts()).toEqual([]);
  });
});
