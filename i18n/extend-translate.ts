import { createTranslator, type Translate } from './translator.ts';

function hasText(tree: object, key: string): boolean {
  let found: unknown = tree;
  for (const part of key.split('.')) {
    found =
      typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[part] : undefined;
  }
  return typeof found === 'string';
}

/**
 * A translator that knows `texts` on top of `parent`: for widgets whose texts load with them (the two-step
 * pieces), so that every page using them keeps its own translator and needs no provider of its own.
 */
export function extendTranslate(parent: Translate, texts: object): Translate {
  const own = createTranslator(texts);
  return (key, options) => (hasText(texts, key) ? own(key, options) : parent(key, options));
}
