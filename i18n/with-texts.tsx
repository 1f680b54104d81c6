import { useMemo, useState, type ReactNode } from 'react';
import { TranslateProvider, useT } from './react.tsx';
import { layerTexts } from './translator-for.ts';
import type { Translate } from './translator.ts';

/**
 * The translator around (`useT()`) with `areas` laid over it (layerTexts): for widgets whose texts load with them
 * (the two-step pieces), so every page using them keeps its own translator. The areas are the text files' exports
 * (module constants), read once: the translator changes only when the one around does.
 */
export function useTranslatorFor(...areas: object[]): Translate {
  const outer = useT();
  const [own] = useState(areas);
  return useMemo(() => layerTexts(outer, ...own), [outer, own]);
}

/**
 * Gives `children` the translator around with `areas` laid over it: a page's own texts travel with its lazy chunk
 * instead of the admin's or /login's initial code, and any other key (shared texts, react-admin's inside the admin)
 * is still the outer translator's.
 */
export function WithTexts({ areas, children }: { areas: readonly object[]; children: ReactNode }) {
  const translate = useTranslatorFor(...areas);
  return <TranslateProvider translate={translate}>{children}</TranslateProvider>;
}
