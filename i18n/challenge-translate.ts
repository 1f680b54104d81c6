import { challengeNl } from './challenge-nl.ts';
import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The translator of the second-step and email-code pages: the app's Dutch plus their texts (only these pages'
 * lazy chunk loads them). Give it to `TranslateProvider` around such a page.
 */
export const challengeTranslate: Translate = createTranslator(mergeMessages(nl, challengeNl), 'nl');
