import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_VERSION } from '../../src/api/constants.ts';
import { expectDashboard, signIn } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';
import { APP_NAME, text } from './support/texts.ts';

/** The status of a plain API call: 503 once the server has seen the flag (it caches it for up to 1 s). */
async function apiStatus(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/session', {
    headers: { Accept: 'application/json', 'X-Api-Version': API_VERSION },
  });
  return response.status();
}

test.describe('maintenance mode', () => {
  test.afterEach(async ({ request }) => {
    runCli('maintenance', 'off');
    await expect.poll(() => apiStatus(request)).toBe(200);
  });

  test('the next API call shows the maintenance modal, which only a reload after maintenance closes', async ({
    page,
    request,
  }) => {
    await signIn(page);

    expect(runCli('maintenance', 'on')).toContain(text('server.maintenanceEnabled'));
    await expect.poll(() => apiStatus(request)).toBe(503);
    await page.reload();

    const modal = page.getByRole('dialog', { name: text('shell.maintenance.title') });
    await expect(modal).toBeVisible();
    // The signed-in user stays where they were: maintenance is not a sign-out.
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(
      page.getByRole('textbox', { name: text('login.email'), exact: true, includeHidden: true }),
    ).toHaveCount(0);
    await expect(modal).toContainText(text('shell.maintenance.message', { app: APP_NAME }));
    const reload = modal.getByRole('button', { name: text('shell.maintenance.reload') });
    await expect(reload).toBeVisible();
    // Not closable: the reload button is its only control; Escape and the backdrop do nothing.
    await expect(modal.getByRole('button')).toHaveCount(1);
    await expect(page.getByRole('button', { name: text('common.close') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    await screenshot(page, 'maintenance-modal');
    // Reloading while maintenance lasts brings the modal straight back.
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

    expect(runCli('maintenance', 'off')).toContain(text('server.maintenanceDisabled'));
    await expect.poll(() => apiStatus(request)).toBe(200);
    await reload.click();

    await expectDashboard(page);
    await expect(modal).toHaveCount(0);
  });
});
