/**
 * Initial JavaScript per page, from the Vite build manifest: the entry and its static imports plus the page's
 * lazy chunk and its static imports, gzip-compressed (the server sends the precompressed files).
 * Prints the figures and exits 1 when a page is over its budget. Run after `vite build`: `npm run bench:bundle`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const root = path.resolve(import.meta.dirname, '..');
// SPA_DIST_DIR: another build folder (as for the server).
const dist = path.join(root, process.env.SPA_DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** Budgets in bytes (kB = 1000 bytes), from the proof issue. */
const pages = [
  { name: '/login', chunks: ['index.html', 'pages/login/LoginPage.tsx'], budget: 150_000 },
  {
    name: '/onboarding',
    chunks: ['index.html', 'pages/onboarding/OnboardingPage.tsx'],
    budget: 150_000,
  },
  { name: '/dashboard', chunks: ['index.html', 'src/AdminApp.tsx'], budget: 300_000 },
];

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; did its file move?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

let over = false;
for (const page of pages) {
  const keys = new Set(page.chunks.flatMap((key) => [...staticClosure(key)]));
  const bytes = [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
  const verdict = bytes <= page.budget ? 'ok' : 'OVER BUDGET';
  if (bytes > page.budget) over = true;
  console.log(
    `${page.name.padEnd(11)} ${(bytes / 1000).toFixed(1).padStart(6)} kB gzip initial JS (budget ${page.budget / 1000} kB) ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
