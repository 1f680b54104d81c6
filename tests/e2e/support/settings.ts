import { expect, type Page } from '@playwright/test';
import { confirmationNl } from '../../../i18n/nl/confirmation.ts';
import { contactNl } from '../../../i18n/nl/contact.ts';
import { mergeMessages } from '../../../i18n/merge-messages.ts';
import { settingsNl } from '../../../i18n/nl/settings.ts';
import { twoStepNl } from '../../../i18n/nl/two-step.ts';
import { lookupMessage } from '../../helpers/message-tree.ts';
import { runCli } from './env.ts';
import { outboxFor } from './outbox.ts';
import { text } from './texts.ts';

const settingsTexts = mergeMessages(settingsNl, contactNl, confirmationNl, twoStepNl);

/** A text of the settings pages (their own lazy texts first, then the app's), placeholders filled in. */
export function settingsText(key: string, values: Record<string, string | number> = {}): string {
  const found = lookupMessage(settingsTexts, key);
  if (typeof found !== 'string') return text(key, values);
  return found.replace(/%\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** A fresh account with onboarding done; answers its email address and password. */
export function createSettingsUser(name: string): { email: string; password: string } {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@zorgportaal.test`;
  const output = runCli('user-create', '--email', email, '--name', name, '--skip-onboarding');
  const match = /Wachtwoord \(alleen nu getoond\): (\S+)/.exec(output);
  if (!match?.[1]) throw new Error(`user:create printed no password:\n${output}`);
  return { email, password: match[1] };
}

/** The 6-digit code of the newest verification message to `to` sent after `after` (epoch ms). */
export async function nextVerificationCode(page: Page, to: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const newest = (await outboxFor(page, to)).find((message) => message.template === 'verificationCode');
        if (!newest || Date.parse(newest.createdAt) < after) return null;
        code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
        return code || null;
      },
      { message: `a verification code for ${to} in the development outbox` },
    )
    .not.toBeNull();
  return code;
}

/** Answers the re-confirmation dialog (auth/confirmation) with the password, when it opens. */
export async function confirmWithPassword(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: settingsText('confirmation.title') });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: settingsText('confirmation.password'), exact: true })
    .fill(password);
  await dialog.getByRole('button', { name: settingsText('confirmation.submit') }).click();
  await expect(dialog).toBeHidden();
}

/** Types a code into the six boxes. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Cijfer 1 van 6' }).click();
  await page.keyboard.type(code);
}
