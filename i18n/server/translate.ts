import { serverMessages } from './messages.ts';
import { createTranslator } from '../translator.ts';

/** Translator for the API's messages (keys `server.…`). */
export const translate = createTranslator(serverMessages, 'nl');

const MESSAGE_KEY = /^(server\.[\w.]+)(?:\?(.*))?$/;

/**
 * A validation message in Dutch: a message named by a contract schema (`server.password.tooLong?max=1024`,
 * contract/messages.ts) becomes its text, with its parameters (digits as numbers, for `smart_count`); any other
 * message, or a key without a text, is returned as it is.
 */
export function translateMessage(text: string): string {
  const match = MESSAGE_KEY.exec(text);
  if (!match) return text;
  const [, key, query] = match as unknown as [string, string, string | undefined];
  const params = Object.fromEntries(
    [...new URLSearchParams(query ?? '')].map(([name, value]) => [
      name,
      /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
  const translated = translate(key, params);
  return translated === key ? text : translated;
}
