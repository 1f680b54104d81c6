import { useMemo, type ReactNode } from 'react';
import { extendTranslate } from './extend-translate.ts';
import { TranslateProvider, useT } from './react.tsx';

/**
 * Puts a lazily loaded page's own texts over the translator around it (extendTranslate): a key of `phrases` is
 * translated from them, any other key (shared texts, react-admin's inside the admin) by the outer translator.
 * The texts travel with the page's chunk instead of the admin's or /login's initial code.
 */
export function LayeredTexts({ phrases, children }: { phrases: object; children: ReactNode }) {
  const outer = useT();
  const translate = useMemo(() => extendTranslate(outer, phrases), [phrases, outer]);
  return <TranslateProvider translate={translate}>{children}</TranslateProvider>;
}
