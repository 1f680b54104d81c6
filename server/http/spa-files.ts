import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Names usable as a static route path as they are (no `:` or `*`, which the router reads as patterns). */
const PLAIN_NAME = /^[\w.~@+-]+$/;

/**
 * The files at the root of the build that Vite copied from public/ (favicon …), listed once at start: plain
 * files only, without index.html (the server renders it), dot files and dot directories (.vite/manifest.json),
 * source maps, and names a route cannot carry as they are.
 */
export function publicRootFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter(
      (name) =>
        name !== 'index.html' && !name.startsWith('.') && !name.endsWith('.map') && PLAIN_NAME.test(name),
    )
    .sort();
}

/**
 * Whether a path below /assets/ may be served: no source maps (they expose the source), and no empty, `.`, `..`
 * or dot-named segment (no way out of assets/, nothing hidden). No file has a NUL in its name (@fastify/send
 * would throw a 400 of its own for it).
 */
export function isServableAsset(file: string): boolean {
  if (file === '' || file.endsWith('.map') || file.includes('\0')) return false;
  return file.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

/**
 * Whether a GET of `path` (as requested, not decoded) gets index.html (history fallback): any path outside /api
 * and /assets/, except those naming build internals: a dot-named segment (`/.vite/manifest.json`) or a source
 * map, and those holding a NUL (`%00`), which no page has. Those answer 404, as does a missing asset.
 */
export function isHistoryPath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  if (path.endsWith('.map') || path.includes('%00')) return false;
  return path.split('/').every((segment) => !segment.startsWith('.'));
}

/** `dir` when it holds a built SPA (its index.html), else undefined: a fresh clone has no build yet. */
export function builtSpaDir(dir: string): string | undefined {
  return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}
