import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/ui/format.ts';

const show = (value: string) => formatPhone(parsePhoneNumberFromString, value);

describe('formatPhone', () => {
  it('writes a Dutch mobile number in pairs, as Dutch people read it', () => {
    expect(show('+31648271953')).toBe('06 48 27 19 53');
  });

  it('writes Dutch landlines in the national format with their area code', () => {
    expect(show('+31302345678')).toBe('030 234 5678');
    expect(show('+31201234567')).toBe('020 123 4567');
    expect(show('+31858881234')).toBe('085 888 1234');
  });

  it('writes foreign numbers in the international format', () => {
    expect(show('+32470123456')).toBe('+32 470 12 34 56');
    expect(show('+4915112345678')).toBe('+49 1511 2345678');
  });

  it('shows what it cannot read as stored', () => {
    expect(show('12')).toBe('12');
    expect(show('onbekend')).toBe('onbekend');
  });
});
