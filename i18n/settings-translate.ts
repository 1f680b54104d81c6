import { contactNl } from './contact-nl.ts';
import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { passwordNl } from './password-nl.ts';
import { settingsNl } from './settings-nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/** The settings pages' own texts (and the verification flow's), for `<LayeredTexts phrases={settingsPhrases}>`. */
export const settingsPhrases = mergeMessages(contactNl, settingsNl);

/** A translator of the settings pages on their own: the app's Dutch, the strength meter's and theirs. */
export const settingsTranslate: Translate = createTranslator(
  mergeMessages(nl, passwordNl, settingsPhrases),
  'nl',
);
