import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { passwordNl } from './password-nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The translator of the password pages outside the admin: the app's Dutch plus the password texts (only these
 * pages' lazy chunk loads them). Give it to `TranslateProvider` around such a page.
 */
export const passwordTranslate: Translate = createTranslator(mergeMessages(nl, passwordNl), 'nl');
