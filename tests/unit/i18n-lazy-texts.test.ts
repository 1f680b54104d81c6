import { describe, expect, it } from 'vitest';
import { adminNl } from '../../i18n/nl/admin.ts';
import { appEn } from '../../i18n/en/app.ts';
import { challengeEn } from '../../i18n/en/challenge.ts';
import { confirmationEn } from '../../i18n/en/confirmation.ts';
import { contactEn } from '../../i18n/en/contact.ts';
import { oauthEn } from '../../i18n/en/oauth.ts';
import { onboardingEn } from '../../i18n/en/onboarding.ts';
import { passkeyEn } from '../../i18n/en/passkey.ts';
import { passwordEn } from '../../i18n/en/password.ts';
import { settingsEn } from '../../i18n/en/settings.ts';
import { twoStepEn } from '../../i18n/en/two-step.ts';
import { challengeNl } from '../../i18n/nl/challenge.ts';
import { confirmationNl } from '../../i18n/nl/confirmation.ts';
import { contactNl } from '../../i18n/nl/contact.ts';
import { oauthNl } from '../../i18n/nl/oauth.ts';
import { onboardingNl } from '../../i18n/nl/onboarding.ts';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { passwordNl } from '../../i18n/nl/password.ts';
import { settingsNl } from '../../i18n/nl/settings.ts';
import { twoStepNl } from '../../i18n/nl/two-step.ts';
import { messages } from '../../i18n/provider.ts';
import { layerTexts, translatorFor } from '../../i18n/translator-for.ts';
import { translate as dutch } from '../../i18n/translator.ts';
import { lookupMessage, messageLeaves } from '../helpers/message-tree.ts';

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);

const passwordTranslate = translatorFor(passwordNl);
/** The settings pages on their own: the app's Dutch, the strength meter's, the verification flow's and theirs. */
const settingsTranslate = translatorFor(passwordNl, contactNl, settingsNl);

// Texts of lazily loaded pages live outside nl/app.ts (the /login bundle): each file pair stays in parity, reaches the
// admin through the provider, and its pages' translator knows them and the shared texts.
describe.each([
  { name: 'password', dutch: passwordNl, english: passwordEn, translate: passwordTranslate },
  { name: 'challenge', dutch: challengeNl, english: challengeEn, translate: translatorFor(challengeNl) },
  { name: 'oauth', dutch: oauthNl, english: oauthEn, translate: translatorFor(oauthNl) },
])('texts of the $name pages', ({ dutch, english, translate }) => {
  it('the Dutch and English files have the same keys', () => {
    expect(keys(english).sort()).toEqual(keys(dutch).sort());
  });

  it('the provider merges them into both locales', () => {
    for (const [key, text] of messageLeaves(dutch)) expect(lookupMessage(messages.nl, key)).toBe(text);
    for (const [key, text] of messageLeaves(english)) expect(lookupMessage(messages.en, key)).toBe(text);
  });

  it("the pages' translator knows them and the app's shared texts", () => {
    const [key, text] = messageLeaves(dutch).find(([, value]) => !value.includes('%{'))!;
    expect(translate(key)).toBe(text);
    expect(translate('common.error')).toBe('Er is iets fout gegaan.');
  });
});

// Texts that only their own translator knows (not the provider: the admin's bundle has no room for them).
describe.each([
  {
    name: 'confirmation',
    dutch: confirmationNl,
    english: confirmationEn,
    translate: translatorFor(confirmationNl),
  },
  { name: 'onboarding', dutch: onboardingNl, english: onboardingEn, translate: translatorFor(onboardingNl) },
  { name: 'two-step', dutch: twoStepNl, english: twoStepEn, translate: layerTexts(dutch, twoStepNl) },
  { name: 'passkey', dutch: passkeyNl, english: passkeyEn, translate: translatorFor(passkeyNl) },
  {
    name: 'passkey (over another)',
    dutch: passkeyNl,
    english: passkeyEn,
    translate: layerTexts(dutch, passkeyNl),
  },
])('texts of the $name pieces', ({ dutch: texts, english, translate }) => {
  it('the Dutch and English files have the same keys', () => {
    expect(keys(english).sort()).toEqual(keys(texts).sort());
  });

  it('their translator knows every text and the shared ones', () => {
    for (const [key, text] of messageLeaves(texts)) {
      if (!text.includes('%{')) expect(translate(key)).toBe(text);
    }
    expect(translate('common.error')).toBe('Er is iets fout gegaan.');
  });
});

describe('password texts with parameters', () => {
  it('fill in the address', () => {
    expect(passwordTranslate('password.strength.moderate')).toBe('Matig');
    expect(passwordTranslate('password.sent.message', { email: 'anna@example.nl' })).toContain(
      'anna@example.nl',
    );
  });
});

// The settings pages' texts (and the verification flow's) are laid over the admin's translator by the pages
// themselves (WithTexts), so the provider does not carry them: /dashboard has no room.
describe.each([
  { name: 'settings', dutch: settingsNl, english: settingsEn },
  { name: 'contact verification', dutch: contactNl, english: contactEn },
])('texts of the $name pages', ({ dutch, english }) => {
  it('the Dutch and English files have the same keys', () => {
    expect(keys(english).sort()).toEqual(keys(dutch).sort());
  });

  it("the settings pages' translator knows them, the strength meter's and the app's shared texts", () => {
    for (const [key, text] of messageLeaves(dutch)) {
      if (!text.includes('%{')) expect(settingsTranslate(key)).toBe(text);
    }
    expect(settingsTranslate('password.strength.moderate')).toBe('Matig');
    expect(settingsTranslate('toasts.saved')).toBe('Opgeslagen');
  });

  it('stay out of the admin provider', () => {
    const [key] = messageLeaves(dutch)[0]!;
    expect(lookupMessage(messages.nl, key)).toBeUndefined();
  });
});

describe('settings texts with parameters', () => {
  it('count backup codes and name the device', () => {
    expect(settingsTranslate('settings.security.mfa.backupCodes.left', { smart_count: 1 })).toBe(
      'Je hebt nog 1 back-upcode over.',
    );
    expect(settingsTranslate('settings.security.mfa.backupCodes.left', { smart_count: 7 })).toBe(
      'Je hebt nog 7 back-upcodes over.',
    );
    expect(
      settingsTranslate('settings.security.activity.device', { browser: 'Firefox', os: 'Windows' }),
    ).toBe('Firefox op Windows');
  });
});

// The one way texts are layered (i18n/README.md): later areas over earlier ones, the parent for every other key.
describe('layerTexts and translatorFor', () => {
  const parent = layerTexts(dutch, { demo: { parentOnly: 'Van de ouder', both: 'Ouder' } });

  it('takes a key from the last area that has it, any other key from the translator below', () => {
    const layered = layerTexts(
      parent,
      { demo: { both: 'Eerste' } },
      { demo: { both: 'Laatste', own: 'Eigen' } },
    );
    expect(layered('demo.both')).toBe('Laatste');
    expect(layered('demo.own')).toBe('Eigen');
    expect(layered('demo.parentOnly')).toBe('Van de ouder');
    expect(layered('common.error')).toBe('Er is iets fout gegaan.');
    expect(layered('demo.missing')).toBe('demo.missing');
    expect(layered('demo.missing', { _: 'Standaard %{name}', name: 'Anna' })).toBe('Standaard Anna');
  });

  it("translatorFor lays the areas over the app's common Dutch texts", () => {
    const translate = translatorFor(onboardingNl, passwordNl);
    expect(translate('common.error')).toBe('Er is iets fout gegaan.');
    expect(translate('password.strength.moderate')).toBe('Matig');
    expect(translate('onboarding.password.heading')).toBe(
      lookupMessage(onboardingNl, 'onboarding.password.heading'),
    );
    // Admin texts are not an area of these pages: they stay out.
    const [adminKey] = messageLeaves(adminNl)[0]!;
    expect(translate(adminKey)).toBe(adminKey);
  });

  it('English laid over Dutch falls back to Dutch per key', () => {
    const partEnglish = { challenge: { heading: { sms: challengeEn.challenge.heading.sms } } };
    const english = layerTexts(translatorFor(challengeNl), appEn, partEnglish);
    expect(english('challenge.heading.sms')).toBe('Code by text message');
    expect(english('challenge.heading.email')).toBe(challengeNl.challenge.heading.email);
    expect(english('common.error')).toBe('Something went wrong.');
  });
});
