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
      `Chromium not found at ${CHROMIUM_PATH}. The browser tests need Debian's chromium package:\n` +
        '  sudo apt-get install chromium\n' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  install();
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Installing chromium did not provide ${CHROMIUM_PATH}.`);
    process.exit(1);
  }
}
