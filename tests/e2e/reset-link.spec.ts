import { expect, test } from '@playwright/test';
import { createOnboardedUser } from './support/env.ts';
import { resetLinkPath } from './support/outbox.ts';
import { lookAtScreen } from './support/sessions-checks.ts';
import { text } from './support/texts.ts';

const NEW_PASSWORD = 'Kwalleboot-Trapgat-Zonnig-7';

test('a used reset link says so at once, with the way to a new link, and shows no form (issue 18 point 5)', async ({
  page,
}) => {
  const email = `lotte.smit.${Date.now()}@zorgportaal.test`;
  createOnboardedUser(email, 'Lotte Smit', '');
  await page.goto('/password/forgot');
  await page.getByRole('textbox', { name: text('password.forgot.email'), exact: true }).fill(email);
  await page.getByRole('button', { name: text('password.forgot.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('password.sent.heading') })).toBeVisible();
  const link = resetLinkPath(email);

  // A live link: the form, and opening it did not use it.
  await page.goto(link);
  const emailField = page.getByRole('textbox', { name: text('password.reset.email'), exact: true });
  await expect(emailField).toBeVisible();
  await emailField.fill(email);
  await page.getByRole('textbox', { name: text('password.reset.password'), exact: true }).fill(NEW_PASSWORD);
  await page
    .getByRole('textbox', { name: text('password.reset.passwordConfirmation'), exact: true })
    .fill(NEW_PASSWORD);
  await page.getByRole('button', { name: text('password.reset.submit') }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The same link again: said on open, no form to fill in first.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: text('password.reset.linkInvalidHeading') }),
  ).toBeVisible();
  await expect(page.getByText(text('server.password.reset.tokenInvalid'))).toBeVisible();
  await expect(emailField).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('password.reset.submit') })).toHaveCount(0);
  await lookAtScreen(page, 'reset-link-used');

  await page.getByRole('link', { name: text('password.reset.requestNew') }).click();
  await expect(page).toHaveURL(/\/password\/forgot$/);
  await expect(page.getByRole('heading', { level: 1, name: text('password.forgot.heading') })).toBeVisible();

  // A link that was never issued looks the same.
  await page.goto(`/password/reset/${'A'.repeat(43)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: text('password.reset.linkInvalidHeading') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text('password.forgot.backToLogin') })).toHaveAttribute(
    'href',
    '/login',
  );
});
