/**
 * Dutch dates and numbers for the SPA, in one place (the browser's time zone). Phone numbers: `phone-format.ts`;
 * react-admin's own date fields take their `Intl` options where they are used.
 */
const LOCALE = 'nl-NL';

const date = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const moment = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' });
const number = new Intl.NumberFormat(LOCALE);

/** An unreadable value is shown as it came rather than as "Invalid Date". */
function readable(format: Intl.DateTimeFormat, iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : format.format(value);
}

/** A date: "21 november 2026". */
export function formatDate(iso: string): string {
  return readable(date, iso);
}

/** A short date and time, for lists and tables: "21 nov 2026, 21:49" (the abbreviation is the browser's ICU's). */
export function formatDateTime(iso: string): string {
  return readable(dateTime, iso);
}

/** A moment in a sentence: "5 januari 2026 om 14:05". */
export function formatMoment(iso: string): string {
  return readable(moment, iso);
}

/** A count: "1.000.000". */
export function formatNumber(value: number): string {
  return number.format(value);
}
