import type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';

/**
 * Dutch dates, numbers and phone numbers for the SPA, in one place (dates in the browser's time zone). Components
 * show phone numbers through `usePhoneFormat`, which loads libphonenumber lazily; react-admin's own date fields take
 * their `Intl` options where they are used.
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

/** libphonenumber's parser, passed in so this module stays free of the library's 29 kB (loaded lazily). */
export type ParsePhone = (value: string, defaultCountry: CountryCode) => PhoneNumber | undefined;

const DUTCH_MOBILE = /^06 ?(\d{2})(\d{2})(\d{2})(\d{2})$/;

/**
 * A stored number (E.164, `+31648271953`) as people read it: Dutch numbers in the national format, mobiles in
 * pairs as Dutch people write them ("06 48 27 19 53"; libphonenumber gives "06 48271953"), others in the
 * international format ("+32 470 12 34 56"). Anything it cannot parse is shown as stored.
 */
export function formatPhone(parse: ParsePhone, value: string): string {
  const parsed = parse(value, 'NL');
  if (!parsed?.isPossible()) return value;
  if (parsed.country !== 'NL') return parsed.formatInternational();
  const national = parsed.formatNational();
  const mobile = DUTCH_MOBILE.exec(national);
  return mobile ? `06 ${mobile.slice(1).join(' ')}` : national;
}
