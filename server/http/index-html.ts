import { readFileSync } from 'node:fs';
import path from 'node:path';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The built index.html with `%APP_NAME%` filled from the server's configuration, read once at start. */
export function renderIndexHtml(spaDir: string, appName: string): string {
  return readFileSync(path.join(spaDir, 'index.html'), 'utf8').replaceAll('%APP_NAME%', escapeHtml(appName));
}
