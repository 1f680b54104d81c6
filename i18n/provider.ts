import polyglotI18nProvider from 'ra-i18n-polyglot';
import raDutchModule from 'ra-language-dutch';
import raEnglish from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { adminEn } from './en/admin.ts';
import { appEn } from './en/app.ts';
import { challengeEn } from './en/challenge.ts';
import { oauthEn } from './en/oauth.ts';
import { passwordEn } from './en/password.ts';
import { mergeMessages } from './merge-messages.ts';
import { adminNl } from './nl/admin.ts';
import { appNl } from './nl/app.ts';
import { challengeNl } from './nl/challenge.ts';
import { oauthNl } from './nl/oauth.ts';
import { passwordNl } from './nl/password.ts';
import { reactAdminNl } from './nl/react-admin.ts';

export type Locale = 'nl' | 'en';

// ra-language-dutch 4.6.1 is typed against ra-core 4 (docs/architecture.md "Versions known to work together"): cast
// once, here. Its CommonJS build
// (used by Node in unit tests) wraps the messages in `default`; the bundler gets the ES module.
const raDutch = ((raDutchModule as unknown as { default?: object }).default ?? raDutchModule) as object;

/**
 * The admin's texts per locale, as react-admin's Polyglot needs them (one tree): react-admin's, then ours on top,
 * later over earlier as in translatorFor (Dutch: the package, our corrections, the app, the admin screens, the areas
 * the admin shows). English is kept in parity as a second translation, but the interface offers only Dutch
 * (docs/decisions.md "SPA"). Areas not listed here reach the admin's pages with `WithTexts` (i18n/README.md).
 */
const dutchMessages = /* @__PURE__ */ mergeMessages(
  raDutch,
  reactAdminNl,
  appNl,
  adminNl,
  passwordNl,
  challengeNl,
  oauthNl,
) as TranslationMessages;

// The English tree is for the tests (parity, the journeys' check for English on screen); marked pure so that it
// stays out of the bundle.
export const messages: Record<Locale, TranslationMessages> = {
  nl: dutchMessages,
  en: /* @__PURE__ */ mergeMessages(
    raEnglish,
    appEn,
    adminEn,
    passwordEn,
    challengeEn,
    oauthEn,
  ) as TranslationMessages,
};

/**
 * react-admin's i18n provider: Dutch, the one interface language (spec §1), so react-admin shows no language menu
 * and every surface (page titles, the HTTP client's toasts, pages outside the admin) speaks the same language. A
 * locale left in react-admin's store by an earlier version still gets the Dutch texts.
 */
export function createI18nProvider(extra?: object): I18nProvider {
  // `extra`: texts of test-only resource definitions (tests/fixtures).
  const phrases = extra ? (mergeMessages(dutchMessages, extra) as TranslationMessages) : dutchMessages;
  return polyglotI18nProvider(() => phrases, 'nl', [{ locale: 'nl', name: 'Nederlands' }], {
    allowMissing: true,
  });
}
