import { expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoEnglish, resourceName, text } from './support/texts.ts';

test.describe('admin screens: OAuth-applicaties', () => {
  test('register an app, see its client id, and make a secret that is shown once', async ({ page }) => {
    const run = Date.now().toString(36);
    await signIn(page, '/system/oauth-clients/create');
    await page.getByRole('textbox', { name: 'Naam' }).fill(`Roosterapp ${run}`);
    const uris = page.getByRole('textbox', { name: text('resources.oauth-clients.fields.redirectUris') });
    await uris.fill('http://rooster.example/callback');
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(page.getByText(text('server.fields.rules.redirectUris'))).toBeVisible();

    await uris.fill('https://rooster.example/callback\nhttp://localhost:3000/callback');
    await page.getByRole('button', { name: text('ra.action.save') }).click();
    await expect(page).toHaveURL(/\/system\/oauth-clients\/[0-9a-f-]{36}$/);
    const clientId = /\/system\/oauth-clients\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expect(page.getByText(text('screens.oauthClients.credentials'))).toBeVisible();
    await expect(page.getByText(clientId, { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'admin-oauth-clients-show');

    await page.getByRole('button', { name: text('screens.oauthClients.newSecret') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('screens.oauthClients.newSecret') })
      .click();
    const dialog = page.getByRole('dialog', { name: text('screens.oauthClients.secretTitle') });
    await expect(dialog.getByTestId('client-secret')).toHaveText(/^[\w-]{43}$/);
    await screenshot(page, 'admin-oauth-clients-secret');
    await dialog.getByRole('button', { name: text('screens.oauthClients.done') }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('menuitem', { name: resourceName('oauth-clients') }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Roosterapp ${run}`) })).toBeVisible();
    await screenshot(page, 'admin-oauth-clients-list');
  });
});
