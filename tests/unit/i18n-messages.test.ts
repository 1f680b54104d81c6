import raEnglish from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, messages } from '../../i18n/provider.ts';
import { serverMessages } from '../../i18n/server/messages.ts';
import { areaExports, areaNames } from '../helpers/i18n-areas.ts';
import { lookupMessage, messageLeaves } from '../helpers/message-tree.ts';

/** Every leaf of a message tree as [dotted key, text]. */

const keys = (tree: object) => messageLeaves(tree).map(([key]) => key);

describe('i18n (docs/architecture.md "Texts and languages (i18n)")', () => {
  it('Dutch covers every react-admin 5 key of ra-language-english', () => {
    const dutch = new Set(keys(messages.nl));
    expect(keys(raEnglish).filter((key) => !dutch.has(key))).toEqual([]);
  });

  // react-admin's own texts have no English file of ours: the English tree is ra-language-english itself.
  it('i18n/nl/ and i18n/en/ hold the same areas (react-admin.ts only in Dutch)', () => {
    expect(areaNames('en')).toEqual(areaNames('nl').filter((area) => area !== 'react-admin'));
    expect(areaNames('nl')).toEqual(expect.arrayContaining(['app', 'admin', 'challenge', 'react-admin']));
  });

  it.each(areaNames('en').map((area) => ({ area })))(
    'area $area: its Dutch and English files export one text tree each, with the same keys',
    async ({ area }) => {
      const [dutch, ...moreDutch] = await areaExports('nl', area);
      const [english, ...moreEnglish] = await areaExports('en', area);
      expect([moreDutch, moreEnglish]).toEqual([[], []]);
      expect(keys(english as object).length).toBeGreaterThan(0);
      expect(keys(english as object).sort()).toEqual(keys(dutch as object).sort());
    },
  );

  it('no Dutch text uses the formal "u" / "uw" / "a.u.b." (the spec speaks "je")', async () => {
    const formal = /(^|[^\p{L}])(u|uw|U|Uw|a\.u\.b\.?)(?=$|[^\p{L}])/u;
    const areas = await Promise.all(areaNames('nl').map(async (area) => (await areaExports('nl', area))[0]));
    const offenders = [messages.nl, serverMessages, ...areas]
      .flatMap((tree) => messageLeaves(tree as object))
      .filter(([, text]) => formal.test(text));
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
