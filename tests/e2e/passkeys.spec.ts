import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { lookupMessage } from '../helpers/message-tree.ts';
import { signIn, signOutThroughUserMenu, submitLoginForm } from './support/auth.ts';
import { screenshotDir } from './support/screenshots.ts';
import { confirmWithPassword, createSettingsUser, settingsText as s } from './support/settings.ts';
import { text } from './support/texts.ts';
import {
  addVirtualAuthenticator,
  answerByItself,
  storedCredentials,
} from './support/virtual-authenticator.ts';
import { resizeTo } from './support/viewport.ts';

/** A passkey text (i18n/nl/passkey.ts), placeholders filled in. */
function p(key: string, values: Record<string, string> = {}): string {
  const found = lookupMessage(passkeyNl, key);
  if (typeof found !== 'string') throw new Error(`No passkey text ${key}`);
  return found.replace(/%\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

const NAME = 'Werkplek Chromium';

/** The app bar hides while scrolled down: back to the top, then "Uitloggen" from the user menu. */
async function signOut(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await signOutThroughUserMenu(page);
  await expect(page).toHaveURL(/\/login$/);
}

const passkeysCard = (page: Page) => page.getByRole('region', { name: p('passkey.card.heading') });
const cardByHeading = (page: Page) =>
  page.locator('h2', { hasText: new RegExp(`^${p('passkey.card.heading')}$`) }).locator('xpath=..');
const confirmationDialog = (page: Page) => page.getByRole('dialog', { name: s('confirmation.title') });

/** The card at 1440 and 390 px wide, without sideways scrolling; the screenshots are for review. */
async function shootAtBothWidths(page: Page, name: string, target: Locator | null) {
  // By its heading, not its role: below the breakpoint the admin's closed menu drawer leaves the page's roles
  // unnamed for a moment.
  for (const width of [1440, 390]) {
    await resizeTo(page, { width, height: 900 });
    // Below the breakpoint the admin's menu becomes a drawer, open as it was on the desktop: closed, as a user would.
    if (width < 600 && (await page.locator('.MuiDrawer-modal').count()) > 0)
      await page.keyboard.press('Escape');
    // The layout follows the new width a moment later (the sidebar closes below the breakpoint).
    await expect
      .poll(
        () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        { message: `${name} scrolls sideways at ${width} px` },
      )
      .toBeLessThanOrEqual(0);
    const file = path.join(screenshotDir, `${name}-${width}.png`);
    if (target) await target.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  await resizeTo(page, { width: 1280, height: 720 });
}

/**
 * At Beveiliging → Tweestapsverificatie (signed in as `user`): adds a passkey named NAME: the name to start from, a re-confirmation with the password (adding a way to sign in needs one; no passkey yet), the browser's
 * prompt (the virtual authenticator answers). Answers the card.
 */
async function registerPasskey(page: Page, user: { email: string; password: string }): Promise<Locator> {
  const card = passkeysCard(page);
  await expect(card.getByText(p('passkey.card.empty'))).toBeVisible();
  await card.getByRole('button', { name: p('passkey.card.add') }).click();
  const name = card.getByRole('textbox', { name: p('passkey.card.name') });
  await expect(name).toHaveValue(/ op /);
  await name.fill(NAME);
  await card.getByRole('button', { name: p('passkey.card.create'), exact: true }).click();
  await confirmWithPassword(page, user.password);
  const row = card.getByRole('listitem').filter({ hasText: NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText(p('passkey.card.neverUsed'), { exact: false })).toBeVisible();
  await expect(page.getByText(p('passkey.card.added'))).toBeVisible();
  return card;
}

test.describe('passkeys (issue 19)', () => {
  test('register under Tweestapsverificatie, sign in with it as first factor, confirm its removal with it', async ({
    page,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const user = createSettingsUser('Pien Passkey');
    await signIn(page, '/settings/security/mfa', user);
    await shootAtBothWidths(page, 'passkeys-card-empty', cardByHeading(page));
    const card = await registerPasskey(page, user);
    expect(await storedCredentials(authenticator)).toHaveLength(1);
    await expect(card).toBeVisible();
    await shootAtBothWidths(page, 'passkeys-card', cardByHeading(page));

    // First factor: "Inloggen met een passkey" signs in at once, no second step.
    await signOut(page);
    await shootAtBothWidths(page, 'passkeys-login', null);
    await page.getByRole('button', { name: text('login.withPasskey') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A sensitive change (removing the passkey) asks a re-confirmation, offered with the passkey first.
    await page.goto('/settings/security/mfa');
    const used = passkeysCard(page).getByRole('listitem').filter({ hasText: NAME });
    await expect(
      used.getByText(p('passkey.card.lastUsed').replace('%{date}', ''), { exact: false }),
    ).toBeVisible();
    await used.getByRole('button', { name: p('passkey.card.remove') }).click();
    const question = page.getByRole('dialog', { name: p('passkey.card.removeTitle') });
    await expect(question.getByText(p('passkey.card.removeMessage', { name: NAME }))).toBeVisible();
    await question.getByRole('button', { name: p('passkey.card.remove') }).click();
    const dialog = confirmationDialog(page);
    await expect(dialog.getByText(s('confirmation.intro.passkey'))).toBeVisible();
    await dialog.getByRole('button', { name: s('confirmation.passkey.submit') }).click();
    await expect(dialog).toBeHidden();

    // Removed: the card is empty again, and the passkey (still in the authenticator) no longer signs in.
    await expect(passkeysCard(page).getByText(p('passkey.card.empty'))).toBeVisible();
    await expect(page.getByText(p('passkey.card.removed'))).toBeVisible();
    await signOut(page);
    await page.getByRole('button', { name: text('login.withPasskey') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('server.passkeys.notRecognized'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password, then the passkey as second step', async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const user = createSettingsUser('Siem Tweestap');
    await signIn(page, '/settings/security/mfa', user);
    await registerPasskey(page, user);
    await signOut(page);

    // The email code is still the preference: the challenge offers the passkey among the other ways. The password is
    // typed without taking the passkey the email field's autofill offers.
    await answerByItself(authenticator, false);
    await submitLoginForm(page, { email: user.email, password: user.password });
    await expect(page).toHaveURL(/\/login\/(send-code|verify-challenge)\/[\w-]{22}/);
    await page.getByRole('link', { name: text('challenge.switchTo.passkey') }).click();
    await expect(page).toHaveURL(/\/login\/verify-challenge\/[\w-]{22}\?method=passkey$/);
    await answerByItself(authenticator, true);
    await page.getByRole('button', { name: p('passkey.step.use') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the email field offers the passkey (conditional UI): taking it signs in without a second step', async ({
    page,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const user = createSettingsUser('Noor Autofill');
    await signIn(page, '/settings/security/mfa', user);
    await registerPasskey(page, user);
    await signOut(page);

    // The autofill request starts at the first touch of the email field; the authenticator answers it as a person
    // picking the passkey from the suggestions would.
    await answerByItself(authenticator, true);
    await page.getByRole('textbox', { name: text('login.email'), exact: true }).click();
    await page.keyboard.type('n');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
