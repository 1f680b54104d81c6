import { serverMessages } from './messages.ts';
import { createTranslator } from '../translator.ts';

/** Translator for the API's messages (keys `server.…`). */
export const translate = createTranslator(serverMessages, 'nl');
