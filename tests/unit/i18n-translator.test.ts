import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { appEn } from '../../i18n/en/app.ts';
import { challengeNl } from '../../i18n/nl/challenge.ts';
import { appNl } from '../../i18n/nl/app.ts';
import { serverMessages } from '../../i18n/server/messages.ts';
import { translatorFor } from '../../i18n/translator-for.ts';
import { createTranslator, translate, type TranslateOptions } from '../../i18n/translator.ts';
import { messageLeaves } from '../helpers/message-tree.ts';

/**
 * i18n/translator.ts replaces node-polyglot on the SPA's initial code (bundle budget). It must say exactly what
 * Polyglot says for every text we have, with every kind of option the callers pass.
 */
const OPTION_SETS: TranslateOptions[] = [
  {},
  { smart_count: 0 },
  { smart_count: 1 },
  { smart_count: 2 },
  { smart_count: 7, name: 'Anna', app: 'Zorgportaal', time: '2 minuten', count: 3 },
  { name: null, email: undefined, sentTo: 'd•••@zorgportaal.test', invited: 'piet@example.nl' },
  { seconds: 45, index: 1, total: 6, done: 2, smart_count: 1 },
];

describe('translate (i18n/translator.ts) says what node-polyglot says', () => {
  for (const [name, tree] of [
    ['nl', appNl],
    ['en', appEn],
    ['server', serverMessages],
  ] as const) {
    it(`for every text of ${name}`, () => {
      const polyglot = new Polyglot({
        locale: 'nl',
        phrases: tree,
        allowMissing: true,
        onMissingKey: (key) => key,
      });
      const ours = createTranslator(tree, 'nl');
      const leaves = messageLeaves(tree);
      expect(leaves.length).toBeGreaterThan(10);
      for (const [key] of leaves) {
        for (const options of OPTION_SETS)
          expect([key, ours(key, options)]).toEqual([key, polyglot.t(key, options)]);
        expect(ours(key)).toBe(polyglot.t(key));
      }
    });
  }

  it('a missing key gives the default text `_` (interpolated), else the key itself', () => {
    expect(translate('does.not.exist')).toBe('does.not.exist');
    expect(translate('login', {})).toBe('login');
    expect(translate('nope', { _: 'Hallo %{name}', name: 'Anna' })).toBe('Hallo Anna');
  });

  it('picks singular for 1 and plural otherwise, and keeps placeholders without a value', () => {
    const challengeTranslate = translatorFor(challengeNl);
    expect(challengeTranslate('challenge.seconds', { smart_count: 1 })).toBe('1 seconde');
    expect(challengeTranslate('challenge.seconds', { smart_count: 0 })).toBe('0 seconden');
    expect(challengeTranslate('challenge.retryIn', {})).toBe('Over %{time} kun je het opnieuw proberen.');
    expect(translate('login.heading', { app: 'Zorgportaal', constructor: 'x' })).toBe(
      'Inloggen bij Zorgportaal',
    );
  });
});
