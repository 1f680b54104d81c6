import { createContext, useContext, type ReactNode } from 'react';
import { translate as dutch, type Translate } from './translator.ts';

const TranslateContext = createContext<Translate>(dutch);

/** Provides the translate function to pages outside react-admin (sign-in, errors) and to shared widgets. */
export function TranslateProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** The translate function; Dutch unless a provider says otherwise. Works inside and outside react-admin. */
export function useT(): Translate {
  return useContext(TranslateContext);
}
