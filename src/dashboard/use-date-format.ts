import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

const INTL_LOCALES: Record<string, string> = { nl: 'nl-NL', en: 'en-GB' };

/** Formats ISO timestamps as date and time in the admin's current locale (Dutch by default). */
export function useDateTimeFormat(): (iso: string) => string {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[locale] ?? INTL_LOCALES.nl, {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}
