import polyglotI18nProvider from 'ra-i18n-polyglot';
import raDutchModule from 'ra-language-dutch';
import raEnglish from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en.ts';
import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { raNl } from './ra-nl.ts';
import { createTranslator } from './translator.ts';

export type Locale = 'nl' | 'en';

// ra-language-dutch 4.6.1 is typed against ra-core 4 (DESIGN.md §9): cast once, here. Its CommonJS build
// (used by Node in unit tests) wraps the messages in `default`; the bundler gets the ES module.
const raDutch = ((raDutchModule as unknown as { default?: object }).default ?? raDutchModule) as object;

/** Every text per locale: react-admin's, then ours on top (Dutch: the package, our corrections, the app). */
export const messages: Record<Locale, TranslationMessages> = {
  nl: mergeMessages(raDutch, raNl, nl) as TranslationMessages,
  en: mergeMessages(raEnglish, en) as TranslationMessages,
};

/** react-admin's i18n provider: Dutch by default and as the fallback of a missing key, English second. */
export function createI18nProvider(): I18nProvider {
  const dutch = createTranslator(messages.nl, 'nl');
  return polyglotI18nProvider(
    (locale) => messages[locale as Locale] ?? messages.nl,
    'nl',
    [
      { locale: 'nl', name: 'Nederlands' },
      { locale: 'en', name: 'English' },
    ],
    {
      allowMissing: true,
      onMissingKey: (key: string, options: Record<string, unknown>) => dutch(key, options),
    },
  );
}
