import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { sessionEndedNl } from './session-ended-nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/** The translator of the "Je bent uitgelogd" dialog: the app's Dutch plus its texts (loaded with the dialog). */
export const sessionEndedTranslate: Translate = createTranslator(mergeMessages(nl, sessionEndedNl), 'nl');
