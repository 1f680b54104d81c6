import { describe, expect, it } from 'vitest';
import { challengeEn } from '../../i18n/challenge-en.ts';
import { challengeNl } from '../../i18n/challenge-nl.ts';
import { challengeTranslate } from '../../i18n/challenge-translate.ts';
import { contactEn } from '../../i18n/contact-en.ts';
import { contactNl } from '../../i18n/contact-nl.ts';
import { passwordEn } from '../../i18n/password-en.ts';
import { passwordNl } from '../../i18n/password-nl.ts';
import { passwordTranslate } from '../../i18n/password-translate.ts';
import { oauthEn } from '../../i18n/oauth-en.ts';
import { oauthNl } from '../../i18n/oauth-nl.ts';
import { oauthTranslate } from '../../i18n/oauth-translate.ts';
import { passkeyEn } from '../../i18n/passkey-en.ts';
import { passkeyNl } from '../../i18n/passkey-nl.ts';
import { passkeyTranslate, withPasskeyTexts } from '../../i18n/passkey-translate.ts';
import { messages } from '../../i18n/provider.ts';
import { settingsEn } from '../../i18n/settings-en.ts';
import { settingsNl } from '../../i18n/settings-nl.ts';
import { settingsTranslate } from '../../i18n/settings-translate.ts';
import { confirmationEn } from '../../i18n/confirmation-en.ts';
import { confirmationNl } from '../../i18n/confirmation-nl.ts';
import { confirmationTranslate } from '../../i18n/confirmation-translate.ts';
import { onboardingEn } from '../../i18n/onboarding-en.ts';
import { onboardingNl } from '../../i18n/onboarding-nl.ts';
import { onboardingTranslate } from '../../i18n/onboarding-translate.ts';
import { extendTranslate } from '../../i18n/extend-translate.ts';
import { translate as dutch } from '../../i18n/translator.ts';
import { twoStepEn } from '../../i18n/two-step-en.ts';
import { twoStepNl } from '../../i18n/two-step-nl.ts';
import { lookupMessage, messageLeaves } from '../helpers/message-tree.ts';

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);

// Texts of lazily loaded pages live outside nl.ts (the /login bundle): each file pair stays in parity, reaches the
// admin through the provider, and its pages' translator knows them and the shared texts.
describe.each([
  { name: 'password', dutch: passwordNl, english: passwordEn, translate: passwordTranslate },
  { name: 'challenge', dutch: challengeNl, english: challengeEn, translate: challengeTranslate },
  { name: 'oauth', dutch: oauthNl, english: oauthEn, translate: oauthTranslate },
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
  { name: 'confirmation', dutch: confirmationNl, english: confirmationEn, translate: confirmationTranslate },
  { name: 'onboarding', dutch: onboardingNl, english: onboardingEn, translate: onboardingTranslate },
  { name: 'two-step', dutch: twoStepNl, english: twoStepEn, translate: extendTranslate(dutch, twoStepNl) },
  { name: 'passkey', dutch: passkeyNl, english: passkeyEn, translate: passkeyTranslate },
  {
    name: 'passkey (over another)',
    dutch: passkeyNl,
    english: passkeyEn,
    translate: withPasskeyTexts(dutch),
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
// themselves (LayeredTexts), so the provider does not carry them: /dashboard has no room.
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
