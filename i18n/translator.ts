import { appNl } from './nl/app.ts';

export type TranslateOptions = Record<string, unknown> & { _?: string; smart_count?: number };
export type Translate = (key: string, options?: TranslateOptions) => string;

/** Separates the singular and plural form of a text (Polyglot's `smart_count` convention). */
const PLURAL_DELIMITER = '||||';
const PLACEHOLDER = /%\{(.*?)\}/g;

/**
 * A translate function over a nested messages object; keys are dotted paths ("common.error"). It does what
 * node-polyglot's `t` does for our texts, in a few lines instead of ~2 kB gzip on every page's initial code
 * (react-admin keeps its own Polyglot): `%{name}` placeholders (left as they are when no value is given),
 * `smart_count` choosing between "singular |||| plural" (Dutch and English: 1 is singular), `_` as the text of a
 * missing key, else the key itself. tests/unit/i18n-translator.test.ts checks it against node-polyglot on every
 * text. `locale` is accepted for the callers' sake: both our languages share the plural rule.
 */
export function createTranslator(phrases: object = appNl, _locale = 'nl'): Translate {
  return (key, options = {}) => {
    let found: unknown = phrases;
    for (const part of key.split('.')) {
      found =
        typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[part] : undefined;
    }
    const phrase = typeof found === 'string' ? found : options._;
    if (typeof phrase !== 'string') return key;
    let text = phrase;
    if (options.smart_count != null) {
      const forms = phrase.split(PLURAL_DELIMITER);
      text = (forms[options.smart_count === 1 ? 0 : 1] || forms[0] || '').trim();
    }
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(options, name) && options[name] != null ? String(options[name]) : placeholder,
    );
  };
}

/**
 * The app's common Dutch texts (nl/app.ts): the translator of every page that has no area texts of its own, and the
 * one every area is laid over (translator-for.ts).
 */
export const translate: Translate = createTranslator(appNl, 'nl');
