import { useEffect, useState } from 'react';
import { formatPhone, type ParsePhone } from './format.ts';

let parser: Promise<ParsePhone> | null = null;

/** libphonenumber's "min" metadata (display only; the server validates with "max"), loaded once, lazily. */
function loadParser(): Promise<ParsePhone> {
  parser ??= import('libphonenumber-js/min').then((library) => library.parsePhoneNumberFromString);
  return parser;
}

/**
 * A function that shows a stored phone number as people read it (`formatPhone`). Until the formatter has loaded
 * (a few ms, once per visit) and if it cannot load, numbers are shown as stored.
 */
export function usePhoneFormat(): (value: string) => string {
  const [parse, setParse] = useState<ParsePhone | null>(null);
  useEffect(() => {
    let current = true;
    loadParser().then(
      (loaded) => current && setParse(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return (value) => (parse && value ? formatPhone(parse, value) : value);
}
