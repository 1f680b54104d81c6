import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/auth.ts';
import { screenshot } from './support/screenshots.ts';
import {
  confirmWithPassword,
  createSettingsUser,
  nextVerificationCode,
  settingsText as s,
  typeCode,
} from './support/settings.ts';
import { expectNoEnglish, pageTitle } from './support/texts.ts';

const contactRegion = (page: Page) =>
  page.getByRole('region', { name: s('settings.account.contact.heading') });

test.describe('account settings', () => {
  test('personal details are saved and kept; the page is Dutch', async ({ page }) => {
    const user = createSettingsUser('Iris Bakker');
    await signIn(page, '/settings/account', user);
    await expect(page).toHaveTitle(pageTitle('titles.account'));
    await expect(page.getByRole('heading', { level: 1, name: s('settings.account.heading') })).toBeVisible();
    await expect(contactRegion(page).getByText(user.email, { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: s('settings.account.profile.firstname') }).fill('Iris');
    await page.getByRole('textbox', { name: s('settings.account.profile.birthday') }).fill('03-07-1988');
    await page.getByRole('radio', { name: s('settings.account.profile.genders.female') }).check();
    await page.getByRole('button', { name: s('settings.account.profile.save'), exact: true }).click();
    await expect(page.getByText(s('toasts.saved'))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: s('settings.account.profile.birthday') })).toHaveValue(
      '03-07-1988',
    );
    await expect(
      page.getByRole('radio', { name: s('settings.account.profile.genders.female') }),
    ).toBeChecked();
    await expectNoEnglish(page);
    await screenshot(page, 'settings-account');

    // The picker: Dutch month names, weeks from Monday.
    await page.getByRole('button', { name: /Kies datum|Datum kiezen/ }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByText('juli 1988')).toBeVisible();
    await expect(calendar.locator('.MuiDayCalendar-weekDayLabel').first()).toHaveText(/^m/i);
    await screenshot(page, 'settings-account-birthday-picker');
  });

  test('change the email address: re-confirm, code from the outbox, verified', async ({ page }) => {
    const user = createSettingsUser('Sanne Visser');
    const newEmail = `sanne.nieuw.${Date.now()}@zorgportaal.test`;
    await signIn(page, '/settings/account', user);
    await contactRegion(page)
      .getByRole('link', {
        name: `${s('settings.account.contact.email')}: ${s('settings.account.contact.change')}`,
      })
      .click();
    await expect(page).toHaveURL(/\/settings\/account\/verify-email$/);
    await expect(page).toHaveTitle(pageTitle('titles.verifyEmail'));
    const field = page.getByRole('textbox', { name: s('contact.email.field') });
    await expect(field).toHaveValue(user.email);
    await screenshot(page, 'settings-verify-email-enter');

    await field.fill(newEmail);
    const before = Date.now() - 1000;
    await page.getByRole('button', { name: s('contact.sendCode') }).click();
    // A new address needs a recent confirmation (not by an email code): the password dialog, then the replay.
    await confirmWithPassword(page, user.password);
    await expect(page.getByText(s('contact.email.codeIntro', { sentTo: newEmail }))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    await expectNoEnglish(page);
    await screenshot(page, 'settings-verify-email-code');

    await typeCode(page, await nextVerificationCode(page, newEmail, before));
    await expect(page.getByRole('heading', { name: s('contact.email.doneHeading') })).toBeVisible();
    await screenshot(page, 'settings-verify-email-done');
    await page.getByRole('button', { name: s('settings.account.backToAccount') }).click();

    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(contactRegion(page).getByText(newEmail, { exact: true })).toBeVisible();
    await expect(contactRegion(page).getByText(s('settings.verified'), { exact: true })).toBeVisible();
  });

  test('upload a photo, see it, delete it; a file that is no image is refused', async ({ page }) => {
    const user = createSettingsUser('Noor de Wit');
    await signIn(page, '/settings/account', user);
    const chooser = page.getByLabel(s('settings.account.photo.choose'));

    // Named and typed as a PNG, but not an image: the server refuses it (422 on avatar).
    await chooser.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('geen plaatje'),
    });
    await page.getByRole('button', { name: s('settings.account.photo.save') }).click();
    const refused = page.locator('ul').filter({ hasText: /foto|afbeelding|bestand/i });
    await expect(refused).toBeVisible();
    await screenshot(page, 'settings-account-photo-refused');
    await page.getByRole('button', { name: s('settings.account.photo.cancel') }).click();

    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 110, b: 200 } },
    })
      .png()
      .toBuffer();
    await chooser.setInputFiles({ name: 'portret.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: s('settings.account.photo.preview') })).toBeVisible();
    await page.getByRole('button', { name: s('settings.account.photo.save') }).click();
    await expect(page.getByText(s('toasts.saved'))).toBeVisible();
    const photo = page.getByRole('img', { name: s('settings.account.photo.alt', { name: 'Noor de Wit' }) });
    await expect(photo).toHaveAttribute('src', /^\/api\/avatars\//);
    // The stored photo is served: a square WebP.
    const served = await page.request.get((await photo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toContain('image/webp');
    const meta = await sharp(await served.body()).metadata();
    expect(meta.width).toBe(meta.height);
    await screenshot(page, 'settings-account-photo');

    await page.getByRole('button', { name: s('settings.account.photo.delete') }).click();
    const dialog = page.getByRole('dialog', { name: s('settings.account.photo.deleteTitle') });
    await dialog.getByRole('button', { name: s('settings.account.photo.delete') }).click();
    await expect(page.getByText(s('settings.account.photo.deleted'))).toBeVisible();
    await expect(page.getByRole('button', { name: s('settings.account.photo.delete') })).toHaveCount(0);
  });
});
