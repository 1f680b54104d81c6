import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The languages of i18n/<lang>/<area>.ts: Dutch (the interface's) and English (kept in parity). */
export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const i18n = path.resolve(import.meta.dirname, '../../i18n');

/** The area names of a language folder (`challenge` for i18n/nl/challenge.ts), sorted. */
export function areaNames(language: Language): string[] {
  return readdirSync(path.join(i18n, language))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** The values a language's area file exports (its text tree, and any type-only helpers vanish at run time). */
export async function areaExports(language: Language, area: string): Promise<unknown[]> {
  const module = (await import(pathToFileURL(path.join(i18n, language, `${area}.ts`)).href)) as Record<
    string,
    unknown
  >;
  return Object.values(module);
}
