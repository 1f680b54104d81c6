import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

/**
 * Rules for Dutch data (issue 3: KVK, VAT id, IBAN, postcode, phone, email). Each accepts what people type
 * (spaces, lower case) and yields one stored spelling. A failed rule is a `custom` issue whose `params.rule`
 * names its message (`server.fields.rules.<rule>`), so definitions stay free of sentences.
 */

/** A refusal with the message of `rule`. */
const refuse = (context: z.RefinementCtx, rule: string) =>
  context.addIssue({ code: 'custom', params: { rule }, input: undefined });

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** KVK number (Chamber of Commerce): 8 digits. */
export const kvkNumber = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const digits = value.replace(/\s/g, '');
      if (!/^\d{8}$/.test(digits)) refuse(context, 'kvkNumber');
      return digits;
    });

/** Dutch VAT id: NL, 9 digits, B, 2 digits (`NL123456789B01`). */
export const vatNumber = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const id = compact(value);
      if (!/^NL\d{9}B\d{2}$/.test(id)) refuse(context, 'vatNumber');
      return id;
    });

/** ISO 13616 check: move the first four characters to the end, letters to numbers, remainder 1 by 97. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** IBAN, any country, with its mod-97 check; Dutch ones are 18 characters. Stored without spaces. */
export const iban = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const account = compact(value);
      const shaped = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(account);
      const dutchLength = !account.startsWith('NL') || account.length === 18;
      if (!shaped || !dutchLength || !ibanChecksumValid(account)) refuse(context, 'iban');
      return account;
    });

/** Dutch postcode `1234 AB` (no leading zero; SA, SD and SS are not issued). */
export const postcode = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const match = /^([1-9]\d{3})\s?([A-Za-z]{2})$/.exec(value);
      const letters = match?.[2]?.toUpperCase() ?? '';
      if (!match || ['SA', 'SD', 'SS'].includes(letters)) refuse(context, 'postcode');
      return match ? `${match[1]} ${letters}` : value;
    });

/**
 * A phone number, Dutch unless it starts with a country code; stored as E.164 (`+31612345678`). Checked against
 * libphonenumber's full ("max") metadata: the default ("min") checks lengths only and took `12345` for a number.
 */
export const phoneNumber = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const parsed = parsePhoneNumberFromString(value, 'NL');
      if (!parsed?.isValid()) {
        refuse(context, 'phone');
        return value;
      }
      return parsed.number;
    });

/** An email address, trimmed and in lower case. */
export const emailAddress = () => z.string().trim().toLowerCase().pipe(z.email().max(254));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** One redirect URI of an OAuth application: absolute https (http on a loopback host), no fragment or credentials. */
export function isRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (value.includes('#') || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Redirect URIs, one per line (empty lines dropped): stored as the trimmed lines joined by a newline. */
export const redirectUriList = () =>
  z
    .string()
    .max(4000)
    .transform((value, context) => {
      const lines = value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
      if (!lines.every(isRedirectUri)) refuse(context, 'redirectUris');
      return lines.join('\n');
    });
