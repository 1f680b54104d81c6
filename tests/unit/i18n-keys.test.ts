import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../i18n/merge-messages.ts';
import { messages } from '../../i18n/provider.ts';
import { RESOURCES } from '../../resources/index.ts';
import { manifestEntryOf, permissionLabelsOf } from '../../resources/manifest-entry.ts';
import { resourceMessages } from '../../src/framework/resource-texts.ts';
import { areaExports, areaNames, type Language } from '../helpers/i18n-areas.ts';
import { lookupMessage } from '../helpers/message-tree.ts';

/**
 * docs/architecture.md "Texts and languages (i18n)": every message key the SPA uses exists. The sources of src/,
 * auth/ and pages/ are scanned
 * for the keys they name literally: `t('…')`, `translate('…')`, `usePageTitle('…')`, key props
 * (`titleKey: '…'`, `i18nKey="…"`), any string literal in one of the message namespaces (keys kept in maps or
 * conditionals, `'common.error'` of the HTTP client), and the fixed prefix of a template key
 * (`t(\`dashboard.greeting.${part}\`)` needs the subtree `dashboard.greeting`).
 */
const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['src', 'auth', 'pages'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

type Tree = Record<string, unknown>;

/**
 * Every area of a language folder (i18n/<lang>/<area>.ts), also those that load with their pages' own translator
 * and are not in the provider (the admin's bundle budget).
 */
const areasIn = async (language: Language) =>
  Promise.all(areaNames(language).map(async (area) => (await areaExports(language, area))[0] as object));

// The resources' own texts come from their definitions (src/framework/resource-texts.ts).
const resourcesIn = (locale: 'nl' | 'en') =>
  resourceMessages(
    RESOURCES.map((definition) => manifestEntryOf(definition, locale)),
    permissionLabelsOf(RESOURCES, locale),
  );
const dutch = mergeMessages(messages.nl, ...(await areasIn('nl')), resourcesIn('nl'));
const english = mergeMessages(messages.en, ...(await areasIn('en')), resourcesIn('en'));

const namespaces = Object.keys(dutch).join('|');
const KEY = String.raw`[A-Za-z][\w-]*(?:\.[\w-]+)+`;
/** Literal keys: calls, key props, and any quoted string in a message namespace. */
const LITERAL_PATTERNS = [
  new RegExp(String.raw`\b(?:t|translate|usePageTitle)\(\s*(['"])(${KEY})\1`, 'g'),
  new RegExp(String.raw`\b(?:titleKey|i18nKey|labelKey|messageKey)\s*[:=]\s*\{?\s*(['"])(${KEY})\1`, 'g'),
  new RegExp(String.raw`(['"\`])((?:${namespaces})\.[\w.-]+)\1`, 'g'),
];
/** Template keys: the fixed part before the first placeholder must name a group of messages. */
const TEMPLATE_PATTERN = /\b(?:t|translate)\(\s*`([\w.-]+)\.\$\{/g;

interface KeyUse {
  file: string;
  key: string;
  /** A template prefix: must be a group (object), not a text. */
  group: boolean;
}

function keyUses(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of LITERAL_PATTERNS) {
      for (const match of source.matchAll(pattern)) uses.push({ file, key: match[2]!, group: false });
    }
    for (const match of source.matchAll(TEMPLATE_PATTERN)) uses.push({ file, key: match[1]!, group: true });
  }
  return uses;
}

function missingIn(tree: Tree): string[] {
  const missing = keyUses().filter(({ key, group }) => {
    const found = lookupMessage(tree, key);
    return group ? typeof found !== 'object' || found === null : typeof found !== 'string';
  });
  return [...new Set(missing.map(({ file, key }) => `${file}: ${key}`))].sort();
}

describe('message keys used by the code (docs/architecture.md "Texts and languages (i18n)")', () => {
  it('finds the keys: calls, route titles, template prefixes', () => {
    const keys = new Set(keyUses().map(({ key }) => key));
    for (const expected of ['login.heading', 'titles.dashboard', 'common.error', 'dashboard.greeting']) {
      expect(keys).toContain(expected);
    }
    expect(keys.size).toBeGreaterThan(60);
  });

  it('every key exists in Dutch', () => {
    expect(missingIn(dutch)).toEqual([]);
  });

  it('every key exists in English', () => {
    expect(missingIn(english)).toEqual([]);
  });
});
