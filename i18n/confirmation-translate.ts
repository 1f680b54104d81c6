import { confirmationNl } from './confirmation-nl.ts';
import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/** The translator of the re-confirmation dialogs: the app's Dutch plus their texts (loaded with the dialogs). */
export const confirmationTranslate: Translate = createTranslator(mergeMessages(nl, confirmationNl), 'nl');
