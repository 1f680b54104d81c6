import type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';

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
