import { describe, expect, it } from 'vitest';
import { challengeEn } from '../../i18n/challenge-en.ts';
import { challengeNl } from '../../i18n/challenge-nl.ts';
import { challengeTranslate } from '../../i18n/challenge-translate.ts';
import { passwordEn } from '../../i18n/password-en.ts';
import { passwordNl } from '../../i18n/password-nl.ts';
import { passwordTranslate } from '../../i18n/password-translate.ts';
import { oauthEn } from '../../i18n/oauth-en.ts';
import { oauthNl } from '../../i18n/oauth-nl.ts';
import { oauthTranslate } from '../../i18n/oauth-translate.ts';
import { messages } from '../../i18n/provider.ts';
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

describe('password texts with parameters', () => {
  it('fill in the address', () => {
    expect(passwordTranslate('password.strength.moderate')).toBe('Matig');
    expect(passwordTranslate('password.sent.message', { email: 'anna@example.nl' })).toContain(
      'anna@example.nl',
    );
  });
});
