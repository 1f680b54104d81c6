import { expect, type Page } from '@playwright/test';
import { runCli } from './env.ts';

/** Links a Google account (its `sub`) to the user of `email`, as `npm run user:link-identity` does. */
export function linkGoogleAccount(email: string, subject: string): void {
  runCli('identity-link', '--email', email, '--provider', 'google', '--subject', subject);
}

/** At the stand-in's own sign-in page: signs in as `subject`, or presses "Weigeren" when it is null. */
export async function signInAtStandIn(page: Page, subject: string | null): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Testprovider' })).toBeVisible();
  if (subject === null) {
    await page.getByRole('button', { name: 'Weigeren' }).click();
    return;
  }
  await page.getByRole('textbox', { name: 'Account' }).fill(subject);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}
