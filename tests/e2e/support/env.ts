import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The demo administrator seeded on the e2e server's fresh database (server/seed/demo-users.ts). */
export const DEMO_ADMIN = {
  email: 'beheerder@zorgportaal.test',
  password: 'Zorgportaal-demo-2025',
  firstname: 'Demi',
  lastname: 'de Vries',
};

/** A seeded demo user halfway through onboarding (server/seed/demo-users.ts): only the second step is left. */
export const DEMO_ONBOARDING = {
  email: 'fleur.dejong@zorgportaal.test',
  password: DEMO_ADMIN.password,
  firstname: 'Fleur',
};

export const root = path.resolve(import.meta.dirname, '../../..');
export const e2eDataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');

/**
 * Runs a script (a path from the repository root, or absolute) in a child process against the e2e server's
 * database, and answers what it printed: the CLIs, and the journeys' helpers that read or write the database.
 */
export function runOnE2eDatabase(script: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.resolve(root, script), ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: e2eDataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
}

/** Runs one of the product's CLIs (`server/cli/<name>.ts`) against the e2e server's database. */
export function runCli(name: string, ...args: string[]): string {
  return runOnE2eDatabase(`server/cli/${name}.ts`, ...args);
}

/**
 * A user made with `npm run user:create -- --skip-onboarding` (signs in straight to the dashboard) holding
 * `permissions` (comma-separated); answers the password the command printed.
 */
export function createOnboardedUser(email: string, name: string, permissions: string): string {
  const output = runCli(
    'user-create',
    '--email',
    email,
    '--name',
    name,
    '--permissions',
    permissions,
    '--skip-onboarding',
  );
  const line = output.split('\n').find((candidate) => candidate.includes('Wachtwoord')) ?? '';
  const password = /: (\S+)\s*$/.exec(line)?.[1];
  if (!password) throw new Error(`user:create printed no password:\n${output}`);
  return password;
}
