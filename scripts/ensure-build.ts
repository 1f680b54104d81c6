/** Builds the SPA when `dist/` is missing or older than any of its sources (used by `npm start`). */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'src',
  'auth',
  'pages',
  'i18n',
  'resources',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const stamp = path.join(root, 'dist', 'index.html');

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map(newestMtime));
if (changed > built) {
  process.stdout.write(built ? 'De SPA is gewijzigd: opnieuw bouwen…\n' : 'De SPA wordt gebouwd…\n');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
