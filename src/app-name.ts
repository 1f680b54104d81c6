import { translate } from '../i18n/translator.ts';

/**
 * The application name, for page titles and headings: the `<meta name="application-name">` of index.html (filled
 * at build time from APP_NAME / VITE_APP_NAME by vite.config.ts), else "Zorgportaal" (app.name).
 */
export function readAppName(doc: Document | undefined = globalThis.document): string {
  const fromMeta = doc?.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return fromMeta && !fromMeta.includes('%') ? fromMeta : translate('app.name');
}

export const APP_NAME = readAppName();
