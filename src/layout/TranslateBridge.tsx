import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TranslateProvider } from '../../i18n/react.tsx';

/** Inside the admin, `useT()` follows react-admin's current locale. */
export function TranslateBridge({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return <TranslateProvider translate={translate}>{children}</TranslateProvider>;
}
