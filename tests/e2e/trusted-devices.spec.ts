import { expect, test, type Browser, type Page } from '@playwright/test';
import { greeting, signOutThroughUserMenu, submitLoginForm } from './support/auth.ts';
import { runCli } from './support/env.ts';
import { latestSignInCodeAt, nextSignInCode } from './support/outbox.ts';
import { typeCode } from './support/onboarding-start.ts';
import { screenshot } from './support/screenshots.ts';
import { attackFailures } from './support/sign-in-failures.ts';
import { lookAtScreen } from './support/sessions-checks.ts';
import { expectNoEnglish, text } from './support/texts.ts';
import { resizeTo } from './support/viewport.ts';

/**
 * "Dit apparaat 30 dagen onthouden" and the throttle that never locks the owner out (docs/sign-in.md "Known and
 * trusted devices", "No targeted lock-out"), against the real server. Each journey has its own account
 * (`npm run user:create -- --skip-onboarding`: the email code is its second step), so the demo administrator's
 * devices and throttle stay as other journeys expect them.
 */

interface Account {
  email: string;
  password: string;
  firstname: string;
}

function createAccount(name: string): Account {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@zorgportaal.test`;
  const output = runCli('user-create', '--email', email, '--name', name, '--skip-onboarding');
  const password = /Wachtwoord \(alleen nu getoond\): (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`user:create printed no password:\n${output}`);
  return { email, password, firstname: name.split(' ')[0]! };
}

const RATE_LIMITED = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';
const trustBox = (page: Page) => page.getByRole('checkbox', { name: text('challenge.trustDevice') });
const trustedRegion = (page: Page) =>
  page.getByRole('region', { name: text('settings.security.activity.trusted') });

/** /login with the password, then the email code as second step, ticking "Dit apparaat 30 dagen onthouden". */
async function signInTrusting(page: Page, account: Account, trust: boolean): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, account);
  await expect(page).toHaveURL(/\/login\/send-code\/[\w-]{22}$/);
  await expect(trustBox(page)).not.toBeChecked();
  await expect(trustBox(page)).toHaveAccessibleDescription(text('challenge.trustDeviceHelp'));
  const before = await latestSignInCodeAt(page, account.email);
  await page.getByRole('button', { name: text('challenge.send'), exact: true }).click();
  const code = await nextSignInCode(page, account.email, before);
  if (trust) await trustBox(page).check();
  await typeCode(page, code);
  await expectSignedIn(page, account);
}

async function expectSignedIn(page: Page, account: Account): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: greeting(account.firstname) })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await signOutThroughUserMenu(page);
  await expect(page).toHaveURL(/\/login$/);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('trusted devices', () => {
  test('trust this browser, sign in without a second step, forget it under Inlogactiviteit, asked again', async ({
    page,
  }) => {
    const account = createAccount('Sanne de Wit');
    await page.goto('/login');
    await submitLoginForm(page, account);
    await expect(trustBox(page)).toBeVisible();
    await expectNoEnglish(page);
    await screenshot(page, 'trusted-device-second-step');
    await page.goto('/login');
    await signInTrusting(page, account, true);
    await signOut(page);

    // Same browser: the password alone signs in.
    await submitLoginForm(page, account);
    await expectSignedIn(page, account);

    await page.goto('/settings/security/login-activity');
    const region = trustedRegion(page);
    const rows = region.getByTestId('trusted-device');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(text('settings.security.activity.thisDevice'));
    await expect(rows.first()).toContainText(/^Chrom(e|ium) \d+ op \S+/);
    await expect(rows.first()).toContainText(/Onthouden sinds .+ tot .+ · Laatst gebruikt: /);
    await lookAtScreen(page, 'trusted-devices');

    await region
      .getByRole('button', { name: new RegExp(`^${text('settings.security.activity.forget')}:`) })
      .click();
    await page
      .getByRole('dialog', { name: text('settings.security.activity.forgetTitle') })
      .getByRole('button', { name: text('settings.security.activity.forget') })
      .click();
    await expect(page.getByText(text('settings.security.activity.forgotten'))).toBeVisible();
    await expect(region.getByText(text('settings.security.activity.noTrusted'))).toBeVisible();
    await screenshot(page, 'trusted-devices-none');

    await signOut(page);
    await submitLoginForm(page, account);
    await expect(page).toHaveURL(/\/login\/send-code\/[\w-]{22}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('challenge.heading.email') }),
    ).toBeVisible();
  });

  test('the owner signs in on a trusted device while an attacker’s browser is throttled for the account', async ({
    browser,
  }) => {
    const account = createAccount('Fleur Jansen');
    const owner = await newPage(browser);
    await signInTrusting(owner, account, true);
    await signOut(owner);

    const attacker = await newPage(browser);
    await attacker.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLoginForm(attacker, { email: account.email, password: `Geraden-${attempt}-wachtwoord` });
      await expect(
        attacker.getByRole('textbox', { name: text('login.email'), exact: true }),
      ).toHaveAccessibleDescription(text('server.login.invalidCredentials'));
    }
    // The attack goes on from other browsers too: past ten failures every unknown browser waits 15 minutes
    // (five are free; the sixth try within a second of the fifth would already wait, but a form is slower).
    attackFailures(account.email, 20);
    await submitLoginForm(attacker, { email: account.email, password: 'Nog-een-gok-wachtwoord' });
    await expect(attacker.getByText(RATE_LIMITED).first()).toBeVisible();
    await screenshot(attacker, 'trusted-devices-attacker-throttled');

    // The owner, on their trusted browser, with the right password: in at once.
    await owner.goto('/login');
    await submitLoginForm(owner, account);
    await expectSignedIn(owner, account);

    // The attacker is still throttled, even with the right password.
    await attacker.goto('/login');
    await submitLoginForm(attacker, account);
    await expect(attacker.getByText(RATE_LIMITED).first()).toBeVisible();
    await expect(attacker).toHaveURL(/\/login$/);
  });

  test('Inlogactiviteit with a remembered device fits a phone (390 px) @mobile', async ({ page }) => {
    const account = createAccount('Noor Bakker');
    await resizeTo(page, { width: 390, height: 844 });
    await signInTrusting(page, account, true);
    await page.goto('/settings/security/login-activity');
    await expect(trustedRegion(page).getByTestId('trusted-device')).toHaveCount(1);
    // Against the phone's width itself: a mobile browser widens its window to fit a page that is too wide.
    // Polled: right after a resize a toast placed for the wide window may still stand outside the narrow one.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    // The recent attempts as a list: a table's last columns would be cut off at the card's edge.
    const recent = page.getByRole('region', { name: text('settings.security.activity.recent'), exact: true });
    await expect(recent.getByRole('table')).toHaveCount(0);
    await expect(recent.getByRole('listitem').first()).toContainText(
      /^\d{1,2} \w+ \d{4}, \d\d:\d\d.+ · Chrom(e|ium) \d+ op .+ · IP-adres \S+$/,
    );
    await screenshot(page, 'trusted-devices-mobile-390');
  });
});
