import raEnglish from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { nl } from '../../i18n/nl.ts';
import { createI18nProvider, messages } from '../../i18n/provider.ts';
import { serverMessages } from '../../i18n/server-messages.ts';
import { lookupMessage, messageLeaves } from '../helpers/message-tree.ts';

/** Every leaf of a message tree as [dotted key, text]. */

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);

describe('i18n (docs/architecture.md "Texts and languages (i18n)")', () => {
  it('Dutch covers every react-admin 5 key of ra-language-english', () => {
    const dutch = new Set(keys(messages.nl));
    expect(keys(raEnglish).filter((key) => !dutch.has(key))).toEqual([]);
  });

  it('nl.ts and en.ts have the same app keys', () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  it('no Dutch text uses the formal "u" / "uw" / "a.u.b." (the spec speaks "je")', () => {
    const formal = /(^|[^\p{L}])(u|uw|U|Uw|a\.u\.b\.?)(?=$|[^\p{L}])/u;
    const offenders = [...messageLeaves(messages.nl), ...messageLeaves(serverMessages)].filter(([, text]) =>
      formal.test(text),
    );
    expect(offenders).toEqual([]);
  });

  it('react-admin speaks plain, informal Dutch: no developer jargon, no English loanwords', () => {
    const jargon = /dataProvider|data provider|regexp|Datagrid|Drag en drop|Incorrect element|Labelloze/i;
    const offenders = messageLeaves(messages.nl).filter(([, text]) => jargon.test(text));
    expect(offenders).toEqual([]);
    expect(lookupMessage(messages.nl, 'ra.navigation.skip_nav')).toBe('Naar de inhoud');
    expect(lookupMessage(messages.nl, 'ra.notification.data_provider_error')).toBe(
      'De gegevens konden niet worden opgehaald of opgeslagen. Probeer het opnieuw.',
    );
  });

  it('the provider offers only Dutch (no language menu) and stays Dutch whatever locale is asked for', async () => {
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('nl');
    expect(provider.getLocales?.().map((locale) => locale.locale)).toEqual(['nl']);
    expect(provider.translate('ra.message.are_you_sure')).toBe('Weet je het zeker?');
    expect(provider.translate('common.error')).toBe('Er is iets fout gegaan.');
    expect(provider.translate('ra.action.save')).toBe('Opslaan');
    // A locale an earlier version left in react-admin's store.
    await provider.changeLocale('en');
    expect(provider.translate('ra.action.save')).toBe('Opslaan');
    expect(provider.translate('common.error')).toBe('Er is iets fout gegaan.');
    expect(provider.translate('only.in.dutch')).toBe('only.in.dutch');
  });
});
