import { extendTranslate } from './extend-translate.ts';
import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { passkeyNl } from './passkey-nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The translator of the passkey code that runs outside a page of its own (the sign-in from /login): the app's
 * Dutch plus the passkey texts. Loaded only with that code, never in /login's initial chunk.
 */
export const passkeyTranslate: Translate = createTranslator(mergeMessages(nl, passkeyNl), 'nl');

/** The passkey texts over another translator (the settings', the challenge page's, onboarding's). */
export function withPasskeyTexts(parent: Translate): Translate {
  return extendTranslate(parent, passkeyNl);
}
