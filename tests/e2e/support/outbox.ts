import { expect, type Page } from '@playwright/test';
import { API_VERSION } from '../../../src/api/constants.ts';
import { runOnE2eDatabase } from './env.ts';

/** One message of the development outbox, as `GET /api/dev/outbox?to=…` lists it (newest first). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/** The messages to `to` in the development outbox, newest first. */
export async function outboxFor(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.context().request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Accept: 'application/json', 'X-Api-Version': API_VERSION },
  });
  expect(response.ok(), `GET /api/dev/outbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * When `to`'s newest sign-in code was sent (epoch ms, 0 for none): pass it to `nextSignInCode` to wait for a newer
 * one. A time, not a count: the outbox route lists only the newest messages, so a count stops growing.
 */
export async function latestSignInCodeAt(page: Page, to: string): Promise<number> {
  const newest = (await outboxFor(page, to)).find((message) => message.template === 'signInCode');
  return newest ? Date.parse(newest.createdAt) : 0;
}

/**
 * The 6-digit code of the newest sign-in code message to `to`, waiting until one is newer than `before` (taken
 * with `latestSignInCodeAt` before the code was asked for), so an older code is never used by mistake.
 */
export async function nextSignInCode(page: Page, to: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const newest = (await outboxFor(page, to)).find((message) => message.template === 'signInCode');
        if (!newest || Date.parse(newest.createdAt) <= before) return null;
        code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
        return code || null;
      },
      { message: `a new sign-in code for ${to} in the development outbox` },
    )
    .not.toBeNull();
  return code;
}

export interface OutboxMail {
  recipient: string;
  template: string;
  subject: string | null;
  text: string;
}

/**
 * The newest development-outbox message to `to` (of `template`) on the e2e server, read from its database in a
 * child process (as `runCli` does). When the development-only `GET /api/dev/outbox?to=` exists, journeys can
 * read it over HTTP instead.
 */
export function latestOutboxMail(to: string, template?: string): OutboxMail | null {
  const output = runOnE2eDatabase('tests/e2e/support/read-outbox.ts', to, ...(template ? [template] : []));
  return JSON.parse(output) as OutboxMail | null;
}

/** The path of the password-reset link in the newest reset mail to `to` (`/password/reset/<token>`). */
export function resetLinkPath(to: string): string {
  const mail = latestOutboxMail(to, 'passwordReset');
  const match = mail && /https?:\/\/[^/\s]+(\/password\/reset\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No password-reset link mailed to ${to}: ${mail?.text ?? 'no mail'}`);
  return match[1];
}
