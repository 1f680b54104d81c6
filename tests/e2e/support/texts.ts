/** The app's texts for the journeys: selected by the real Dutch labels, never copied into the specs. */
import { expect, type Page } from '@playwright/test';
import { confirmationEn } from '../../../i18n/en/confirmation.ts';
import { contactEn } from '../../../i18n/en/contact.ts';
import { oauthEn } from '../../../i18n/en/oauth.ts';
import { onboardingEn } from '../../../i18n/en/onboarding.ts';
import { passkeyEn } from '../../../i18n/en/passkey.ts';
import { sessionEndedEn } from '../../../i18n/en/session-ended.ts';
import { settingsEn } from '../../../i18n/en/settings.ts';
import { twoStepEn } from '../../../i18n/en/two-step.ts';
import { mergeMessages } from '../../../i18n/merge-messages.ts';
import { confirmationNl } from '../../../i18n/nl/confirmation.ts';
import { contactNl } from '../../../i18n/nl/contact.ts';
import { oauthNl } from '../../../i18n/nl/oauth.ts';
import { onboardingNl } from '../../../i18n/nl/onboarding.ts';
import { passkeyNl } from '../../../i18n/nl/passkey.ts';
import { sessionEndedNl } from '../../../i18n/nl/session-ended.ts';
import { settingsNl } from '../../../i18n/nl/settings.ts';
import { twoStepNl } from '../../../i18n/nl/two-step.ts';
import { messages } from '../../../i18n/provider.ts';
import { serverMessages } from '../../../i18n/server/messages.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { manifestEntryOf, permissionLabelsOf } from '../../../resources/manifest-entry.ts';
import { resourceMessages } from '../../../src/framework/resource-texts.ts';
import { lookupMessage, messageLeaves } from '../../helpers/message-tree.ts';

type Tree = { readonly [key: string]: unknown };

/**
 * The SPA's Dutch (react-admin's, ours, and the texts that load with their own pages) and the API's Dutch (error
 * envelopes, field messages).
 */
const resourcesIn = (locale: 'nl' | 'en') =>
  resourceMessages(
    RESOURCES.map((definition) => manifestEntryOf(definition, locale)),
    permissionLabelsOf(RESOURCES, locale),
  );

const dutch: Tree = mergeMessages(
  messages.nl,
  resourcesIn('nl'),
  onboardingNl,
  confirmationNl,
  twoStepNl,
  contactNl,
  settingsNl,
  oauthNl,
  passkeyNl,
  sessionEndedNl,
  serverMessages,
);
const english: Tree = mergeMessages(
  messages.en,
  resourcesIn('en'),
  onboardingEn,
  confirmationEn,
  twoStepEn,
  contactEn,
  settingsEn,
  oauthEn,
  passkeyEn,
  sessionEndedEn,
);

/** The application name of the e2e server (default APP_NAME). */
export const APP_NAME = text('app.name');

/** The Dutch text of a message key (ours or react-admin's), with `%{name}` placeholders filled in. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  const found = lookupMessage(dutch, key);
  if (typeof found !== 'string') throw new Error(`No Dutch text for ${key}`);
  return found.replace(/%\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The document title of a page: "<title> – <application name>" (spec §2). */
export function pageTitle(titleKey: string): string {
  return `${text(titleKey)} – ${APP_NAME}`;
}

/** The Dutch singular or plural of a resource, from its definition ("Tags"). */
export function resourceName(name: string, form: 'singular' | 'plural' = 'plural'): string {
  const [singular, plural] = text(`resources.${name}.name`).split(' |||| ');
  return (form === 'singular' ? singular : plural)!;
}

/**
 * Every English text of the app and of react-admin that differs from its Dutch counterpart, as patterns
 * (placeholders match anything). Texts with fewer than 4 letters are left out: they match Dutch words by chance.
 */
export function englishTextPatterns(): RegExp[] {
  const patterns: RegExp[] = [];
  // English texts that are Dutch words as well ("Open je authenticator-app").
  const sharedWords = new Set(['Open']);
  for (const [key, englishText] of messageLeaves(english)) {
    const dutchText = lookupMessage(dutch, key);
    if (englishText === dutchText) continue;
    // A singular/plural form both languages share ("Branches") is not English on screen.
    const dutchVariants =
      typeof dutchText === 'string' ? dutchText.split('||||').map((part) => part.trim()) : [];
    for (const variant of englishText.split('||||')) {
      const literal = variant.trim();
      if (dutchVariants.includes(literal)) continue;
      // Fewer than 4 letters outside the placeholders ("%{from}-%{to} of %{total}"): Dutch words match by chance.
      if (literal.replace(/%\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length < 4 || sharedWords.has(literal)) {
        continue;
      }
      const source = literal
        .split(/%\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*?');
      // A hyphen joins words: "Back" is not English in "Back-upcode".
      patterns.push(new RegExp(`(^|[^\\w-])${source}($|[^\\w-])`));
    }
  }
  return patterns;
}

/** The page's main content shows no English text of the app or of react-admin. */
export async function expectNoEnglish(page: Page): Promise<void> {
  const visible = await page.getByRole('main').innerText();
  const english = englishTextPatterns().filter((pattern) => pattern.test(visible));
  expect(english, `English text in:\n${visible}`).toEqual([]);
}

/** A message key shown instead of its text (`settings.security.heading`): three or more dotted words. */
const MESSAGE_KEY = /(?<![@\w.])[a-z][a-zA-Z]+(?:\.[a-z][a-zA-Z]+){2,}(?![@\w.])/g;

/** No message key on the page where a text should be: a text missing from the Dutch files shows as its key. */
export async function expectNoMessageKeys(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  expect(visible.match(MESSAGE_KEY) ?? [], `message keys on ${page.url()}`).toEqual([]);
}

/**
 * The toast (spec §2: top right) with the Dutch text of a message key, in the toasts' region: the page itself may
 * show the same words (a record's history says "Gearchiveerd" too). The first, when two toasts say the same.
 */
export function toast(page: Page, key: string) {
  return page
    .getByRole('region', { name: text('ui.notifications') })
    .getByText(text(key), { exact: true })
    .first();
}
