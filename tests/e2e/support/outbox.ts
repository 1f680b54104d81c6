import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir, root } from './env.ts';

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
  const output = execFileSync(
    process.execPath,
    [path.join(root, 'tests/e2e/support/read-outbox.ts'), to, ...(template ? [template] : [])],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: e2eDataDir,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as OutboxMail | null;
}

/** The path of the password-reset link in the newest reset mail to `to` (`/password/reset/<token>`). */
export function resetLinkPath(to: string): string {
  const mail = latestOutboxMail(to, 'passwordReset');
  const match = mail && /https?:\/\/[^/\s]+(\/password\/reset\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No password-reset link mailed to ${to}: ${mail?.text ?? 'no mail'}`);
  return match[1];
}
