import { describe, expect, it } from 'vitest';
import { passwordEn } from '../../i18n/password-en.ts';
import { passwordNl } from '../../i18n/password-nl.ts';
import { passwordTranslate } from '../../i18n/password-translate.ts';
import { messages } from '../../i18n/provider.ts';
import { lookupMessage, messageLeaves } from '../helpers/message-tree.ts';

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);

describe('texts of the password pages (i18n/password-nl.ts, password-en.ts)', () => {
  it('password-nl.ts and password-en.ts have the same keys', () => {
    expect(keys(passwordEn).sort()).toEqual(keys(passwordNl).sort());
  });

  it('the provider merges them into both locales', () => {
    for (const [key, text] of messageLeaves(passwordNl)) expect(lookupMessage(messages.nl, key)).toBe(text);
    for (const [key, text] of messageLeaves(passwordEn)) expect(lookupMessage(messages.en, key)).toBe(text);
  });

  it("the pages' translator knows them and the app's shared texts", () => {
    expect(passwordTranslate('password.strength.moderate')).toBe('Matig');
    expect(passwordTranslate('common.error')).toBe('Er is iets fout gegaan.');
    expect(passwordTranslate('password.sent.message', { email: 'anna@example.nl' })).toContain(
      'anna@example.nl',
    );
  });
});
