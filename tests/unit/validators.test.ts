import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailAddress,
  iban,
  ibanChecksumValid,
  kvkNumber,
  phoneNumber,
  postcode,
  vatNumber,
} from '../../resources/validators.ts';
import { applyDutchValidationMessages } from '../../server/http/zod-messages.ts';

/** The stored spelling of an accepted value, or the Dutch messages of a refusal. */
function check(rule: z.ZodType<string>, value: string): { ok: string } | { refused: string[] } {
  const result = rule.safeParse(value);
  return result.success
    ? { ok: result.data }
    : { refused: result.error.issues.map((issue) => issue.message) };
}

// The rules for Dutch data (issue 3) the definitions of administrative units and facilities use: each accepts
// what people type and stores one spelling, and refuses with its own Dutch message (server.fields.rules.*).
describe('rules for Dutch data (resources/validators.ts)', () => {
  beforeAll(() => applyDutchValidationMessages());

  it('KVK number: 8 digits, spaces allowed', () => {
    expect(check(kvkNumber(), '12345678')).toEqual({ ok: '12345678' });
    expect(check(kvkNumber(), ' 1234 5678 ')).toEqual({ ok: '12345678' });
    expect(check(kvkNumber(), '01234567')).toEqual({ ok: '01234567' });
    for (const bad of ['1234567', '123456789', '1234567a', 'KVK12345678', '1234-5678']) {
      expect(check(kvkNumber(), bad), bad).toEqual({ refused: ['Vul een KVK-nummer van 8 cijfers in.'] });
    }
  });

  it('VAT id: NL, 9 digits, B, 2 digits; spaces, dots, dashes and case do not matter', () => {
    expect(check(vatNumber(), 'NL123456789B01')).toEqual({ ok: 'NL123456789B01' });
    expect(check(vatNumber(), 'nl 1234.567.89 b01')).toEqual({ ok: 'NL123456789B01' });
    expect(check(vatNumber(), 'NL-123456789-B-99')).toEqual({ ok: 'NL123456789B99' });
    for (const bad of ['NL123456789B1', 'NL12345678B01', 'NL123456789C01', 'BE0123456789', '123456789B01']) {
      expect(check(vatNumber(), bad), bad).toEqual({
        refused: ['Vul een btw-nummer in zoals NL123456789B01.'],
      });
    }
  });

  it('IBAN: the mod-97 check, Dutch ones 18 characters, stored compact in capitals', () => {
    expect(ibanChecksumValid('NL91ABNA0417164300')).toBe(true);
    expect(ibanChecksumValid('NL92ABNA0417164300')).toBe(false);
    expect(check(iban(), 'NL91ABNA0417164300')).toEqual({ ok: 'NL91ABNA0417164300' });
    expect(check(iban(), 'nl91 abna 0417 1643 00')).toEqual({ ok: 'NL91ABNA0417164300' });
    expect(check(iban(), 'DE89 3704 0044 0532 0130 00')).toEqual({ ok: 'DE89370400440532013000' });
    expect(check(iban(), 'BE68539007547034')).toEqual({ ok: 'BE68539007547034' });
    const refused = { refused: ['Vul een geldig IBAN in, zoals NL91 ABNA 0417 1643 00.'] };
    for (const bad of [
      'NL92ABNA0417164300', // wrong check digits
      'NL91ABNA0417164301', // a typo in the account number
      'NL91ABNA04171643', // too short for a Dutch IBAN
      'NL91ABNA041716430000', // too long for a Dutch IBAN
      '91ABNA0417164300',
      'NL91-ABNA-0417-1643-0?',
    ]) {
      expect(check(iban(), bad), bad).toEqual(refused);
    }
  });

  it('postcode: 1234 AB, normalised; no leading zero, SA, SD or SS', () => {
    expect(check(postcode(), '1234 AB')).toEqual({ ok: '1234 AB' });
    expect(check(postcode(), '1234ab')).toEqual({ ok: '1234 AB' });
    expect(check(postcode(), ' 9999 zz ')).toEqual({ ok: '9999 ZZ' });
    expect(check(postcode(), '3511 Sb')).toEqual({ ok: '3511 SB' });
    const refused = { refused: ['Vul een postcode in zoals 1234 AB.'] };
    for (const bad of [
      '0123 AB',
      '1234 SA',
      '1234sd',
      '1234 ss',
      '123 AB',
      '12345 AB',
      '1234 A',
      '1234  AB',
      'AB 1234',
    ]) {
      expect(check(postcode(), bad), bad).toEqual(refused);
    }
  });

  it('phone number: Dutch by default, any country with its code, stored as E.164', () => {
    expect(check(phoneNumber(), '06 12345678')).toEqual({ ok: '+31612345678' });
    expect(check(phoneNumber(), '06-1234 5678')).toEqual({ ok: '+31612345678' });
    expect(check(phoneNumber(), '030 123 4567')).toEqual({ ok: '+31301234567' });
    expect(check(phoneNumber(), '+31 20 123 4567')).toEqual({ ok: '+31201234567' });
    expect(check(phoneNumber(), '0031 6 12345678')).toEqual({ ok: '+31612345678' });
    expect(check(phoneNumber(), '+32 470 12 34 56')).toEqual({ ok: '+32470123456' });
    const refused = { refused: ['Vul een geldig telefoonnummer in, zoals 06 12345678.'] };
    for (const bad of ['12345', '06 1234567', '06 123456789', '+31 6 1234 5678 9', 'bel me', '']) {
      expect(check(phoneNumber(), bad), bad).toEqual(refused);
    }
  });

  it('email address: trimmed and in lower case; a malformed one refused', () => {
    expect(check(emailAddress(), '  Info@DeLinde.NL ')).toEqual({ ok: 'info@delinde.nl' });
    expect(check(emailAddress(), 'j.de.vries+zorg@example.com')).toEqual({
      ok: 'j.de.vries+zorg@example.com',
    });
    for (const bad of ['info@', 'geen adres', '@example.com', `${'a'.repeat(250)}@example.com`]) {
      const result = check(emailAddress(), bad);
      expect(result, bad).toHaveProperty('refused');
    }
    expect(check(emailAddress(), 'info@')).toEqual({ refused: ['Vul een geldig e-mailadres in.'] });
    expect(check(emailAddress(), `${'a'.repeat(250)}@example.com`)).toEqual({
      refused: ['Vul maximaal 254 tekens in.'],
    });
  });
});
