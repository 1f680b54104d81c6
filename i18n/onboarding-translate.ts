import { mergeMessages } from './merge-messages.ts';
import { nl } from './nl.ts';
import { onboardingNl } from './onboarding-nl.ts';
import { createTranslator, type Translate } from './translator.ts';

/** The translator of the onboarding pages: the app's Dutch plus their texts (loaded with those pages). */
export const onboardingTranslate: Translate = createTranslator(mergeMessages(nl, onboardingNl), 'nl');
