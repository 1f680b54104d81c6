import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { oauthNl } from './oauth-nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The translator of the OAuth consent page and the connected-apps panel: the app's Dutch plus the OAuth texts
 * (only their lazy chunk loads them). Give it to `TranslateProvider` around them.
 */
export const oauthTranslate: Translate = createTranslator(mergeMessages(nl, oauthNl), 'nl');
