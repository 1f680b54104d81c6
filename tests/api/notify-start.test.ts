/**
 * docs/architecture.md "Delivery of codes": with NODE_ENV=production a missing mail configuration stops `npm start`
 * (server/main.ts) with a
 * clear Dutch error naming each variable, before anything else happens.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('starting in production without mail', () => {
  it('stops, naming SMTP_URL and MAIL_FROM', async () => {
    const failed = await promisify(execFile)(process.execPath, ['server/main.ts'], {
      cwd: root,
      // Empty counts as absent.
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: '', MAIL_FROM: '' },
      timeout: 60_000,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failed).toMatchObject({ code: 1 });
    const { stderr } = failed as { stderr: string };
    expect(stderr).toContain('Ongeldige configuratie in de omgeving:');
    expect(stderr).toContain('SMTP_URL: is verplicht met NODE_ENV=production');
    expect(stderr).toContain('MAIL_FROM: is verplicht met NODE_ENV=production');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
