import { useEffect } from 'react';
import { useT } from '../i18n/react.tsx';
import { APP_NAME } from './app-name.ts';

/** "page title – application name" (spec §2). */
export function formatPageTitle(title: string, appName: string = APP_NAME): string {
  return title ? `${title} – ${appName}` : appName;
}

/** Sets the document title from a message key while the calling page is shown. */
export function usePageTitle(titleKey: string): void {
  useDocumentTitle(useT()(titleKey));
}

/**
 * Sets the document title ("title – application name") while the calling component is shown; `null` leaves it to
 * another component (a record page's title comes from its record).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = formatPageTitle(title);
  }, [title]);
}
