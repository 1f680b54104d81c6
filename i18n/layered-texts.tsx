import { useMemo, type ReactNode } from 'react';
import { TranslateProvider, useT } from './react.tsx';
import { createTranslator, type Translate } from './translator.ts';

/** Returned by the inner translator for a key it lacks (a text no message can contain). */
const MISSING = '\u0000missing\u0000';

/**
 * Puts a lazily loaded page's own texts over the translator around it: a key of `phrases` is translated from
 * them, any other key (shared texts, react-admin's inside the admin, another area's) by the outer translator.
 * The texts travel with the page's chunk instead of the admin's or /login's initial code.
 */
export function LayeredTexts({ phrases, children }: { phrases: object; children: ReactNode }) {
  const outer = useT();
  const translate = useMemo<Translate>(() => {
    const own = createTranslator(phrases);
    return (key, options = {}) => {
      const text = own(key, { ...options, _: MISSING });
      return text === MISSING ? outer(key, options) : text;
    };
  }, [phrases, outer]);
  return <TranslateProvider translate={translate}>{children}</TranslateProvider>;
}
