import { expect, test } from '@playwright/test';
import { createTranslator } from '../../i18n/translator.ts';
import { API_VERSION, XSRF_COOKIE, XSRF_HEADER } from '../../src/api/constants.ts';
import { sessionEndedNl } from '../../i18n/nl/session-ended.ts';
import { apiCall } from './support/api.ts';
import { signIn } from './support/auth.ts';
import { createOnboardedUser } from './support/env.ts';
import { lookAtScreen, signInThroughForm } from './support/sessions-checks.ts';
import { text } from './support/texts.ts';

const ended = createTranslator(sessionEndedNl);

/** Issue 18 point 6: a session ended from another browser while a form is dirty is said, not a silent reload. */
test('a session ended from another browser: "Opslaan" says so, keeps the page, and signing in returns there', async ({
  page,
  browser,
}) => {
  const email = `sanne.bakker.${Date.now()}@zorgportaal.test`;
  const password = createOnboardedUser(email, 'Sanne Bakker', '');
  const credentials = { email, password };
  await signIn(page, '/settings/account', credentials);
  const firstname = page.getByRole('textbox', { name: text('settings.account.profile.firstname') });
  await expect(firstname).toHaveValue('Sanne');
  await firstname.fill('Susanne');

  // Another browser ends this session from "Inlogactiviteit".
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, null, credentials);
  const sessions = await apiCall<{ id: string; current: boolean }[]>(otherPage, 'GET', '/user/sessions');
  const target = sessions.find((session) => !session.current);
  const xsrf = (await other.cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const deleted = await other.request.delete(`/api/user/sessions/${target?.id}`, {
    headers: {
      Accept: 'application/json',
      'X-Api-Version': API_VERSION,
      [XSRF_HEADER]: decodeURIComponent(xsrf),
    },
  });
  expect(deleted.status()).toBe(204);
  await other.close();

  await page.getByRole('button', { name: text('settings.account.profile.save'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ended('sessionEnded.title') });
  await expect(dialog).toBeVisible();
  // The save met the 419 first, which cleared the cookie: its 401 cannot tell ended from expired, and says so.
  await expect(dialog.getByText(ended('sessionEnded.reason.no_session'))).toBeVisible();
  await expect(dialog.getByText(ended('sessionEnded.unsaved'))).toBeVisible();
  // Nothing reloaded: the page and what was typed are still there.
  await expect(page).toHaveURL(/\/settings\/account$/);
  // Behind the modal the form is hidden from the accessibility tree, not gone.
  await expect(
    page.getByRole('textbox', { name: text('settings.account.profile.firstname'), includeHidden: true }),
  ).toHaveValue('Susanne');
  await lookAtScreen(page, 'session-ended-dialog', { english: false });

  // "Op deze pagina blijven": the typed value can be copied; the next save says it again.
  await dialog.getByRole('button', { name: ended('sessionEnded.stay') }).click();
  await expect(dialog).toBeHidden();
  await expect(firstname).toHaveValue('Susanne');
  await page.getByRole('button', { name: text('settings.account.profile.save'), exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(ended('sessionEnded.unsaved'))).toBeVisible();

  await dialog.getByRole('button', { name: ended('sessionEnded.signIn') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(firstname).toHaveValue('Sanne');
});
