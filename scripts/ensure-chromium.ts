/**
 * Makes sure Debian's Chromium is present for the browser tests. Installs the `chromium` package when running as
 * root with apt-get; otherwise fails saying what to install. Browser tests never skip silently.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function install(): void {
  console.log('Chromium ontbreekt: het Debian-pakket chromium wordt geïnstalleerd…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args: string[]) => execFileSync('apt-get', args, { stdio: 'inherit', env });
  try {
    apt('install', '-y', '--no-install-recommends', 'chromium');
  } catch {
    apt('update');
    apt('install', '-y', '--no-install-recommends', 'chromium');
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  if (!canInstall()) {
    console.error(
      `Chromium ontbreekt (${CHROMIUM_PATH}). De browsertests hebben het Debian-pakket chromium nodig:\n` +
        '  sudo apt-get install chromium\n' +
        'of zet CHROMIUM_PATH op een Chromium-programma.',
    );
    process.exit(1);
  }
  install();
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Na het installeren van chromium ontbreekt ${CHROMIUM_PATH} nog steeds.`);
    process.exit(1);
  }
}
