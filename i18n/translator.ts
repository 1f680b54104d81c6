import Polyglot from 'node-polyglot';
import { nl } from './nl.ts';

export type TranslateOptions = Record<string, unknown> & { _?: string; smart_count?: number };
export type Translate = (key: string, options?: TranslateOptions) => string;

/** A translate function over a nested messages object; keys are dotted paths ("common.error"). */
export function createTranslator(phrases: object = nl, locale = 'nl'): Translate {
  const polyglot = new Polyglot({ locale, phrases, allowMissing: true, onMissingKey: (key) => key });
  return (key, options) => polyglot.t(key, options);
}

/** Translator for Dutch, the default and fallback language. */
export const translate: Translate = createTranslator(nl, 'nl');
