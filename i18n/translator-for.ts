import { createTranslator, translate, type Translate } from './translator.ts';

function hasText(tree: object, key: string): boolean {
  let found: unknown = tree;
  for (const part of key.split('.')) {
    found =
      typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[part] : undefined;
  }
  return typeof found === 'string';
}

/**
 * The one way texts are layered (i18n/README.md): `areas` over `parent`, each over the ones before it. A key an
 * area has is translated from the last area that has it, any other key by `parent` (the app's Dutch, react-admin's
 * translator inside the admin, a page's translator). English laid over Dutch is the per-key fallback: a text the
 * English files lack is said in Dutch.
 *
 * Its own module, not translator.ts: that one is in /login's initial code, and nothing there layers texts.
 */
export function layerTexts(parent: Translate, ...areas: object[]): Translate {
  return areas.reduce<Translate>((below, area) => {
    const own = createTranslator(area);
    return (key, options) => (hasText(area, key) ? own(key, options) : below(key, options));
  }, parent);
}

/**
 * The translator of code whose texts load with it: the app's common Dutch texts (nl/app.ts) with the `areas`
 * (i18n/<lang>/<area>.ts) laid over them, e.g. `translatorFor(challengeNl)` for the second-step pages. The areas
 * are imported by the code that needs them, so they travel in its lazy chunk. In React, inside a translator of its
 * own (the admin's, a page's), use `WithTexts` / `useTranslatorFor` (with-texts.tsx) instead.
 */
export function translatorFor(...areas: object[]): Translate {
  return layerTexts(translate, ...areas);
}
