import { ibanChecksumValid } from '../../resources/validators.ts';
import { BANKS, type DemoCity } from './dutch-data.ts';

/**
 * A seeded random source for demo data (mulberry32): the same seed gives the same demo on every machine, so
 * screenshots, docs and tests can name what a fresh start shows.
 */
export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in random order. */
  some<T>(items: readonly T[], count: number): T[];
  /** True with probability `chance`. */
  chance(chance: number): boolean;
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return {
    next,
    int,
    pick,
    some(items, count) {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]!);
      return chosen;
    },
    chance: (chance) => next() < chance,
  };
}

const digits = (random: DemoRandom, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

/** A Dutch IBAN with correct check digits (bank code from a real bank, account number invented). */
export function demoIban(random: DemoRandom): string {
  const bban = `${random.pick(BANKS)}0${digits(random, 9)}`;
  for (let check = 2; check <= 98; check += 1) {
    const iban = `NL${String(check).padStart(2, '0')}${bban}`;
    if (ibanChecksumValid(iban)) return iban;
  }
  throw new Error('no IBAN check digits found');
}

export const demoKvk = (random: DemoRandom): string => `${random.int(1, 9)}${digits(random, 7)}`;

export const demoVat = (random: DemoRandom): string => `NL${digits(random, 9)}B0${random.int(1, 9)}`;

/** A postcode of the city (`3512 JE`), without the letter pairs the post does not issue. */
export function demoPostcode(random: DemoRandom, city: DemoCity): string {
  const letters = [...'ABCDEGHJKLMNPRTVWXZ'];
  return `${random.int(...city.postcodes)} ${random.pick(letters)}${random.pick(letters)}`;
}

/** A landline number in the city's area, E.164 (`+31302345678`). */
export function demoLandline(random: DemoRandom, city: DemoCity): string {
  return `+31${city.areaCode}${random.int(2, 8)}${digits(random, 8 - city.areaCode.length)}`;
}

/** A Dutch mobile number, E.164 (`+31612345678`). */
export const demoMobile = (random: DemoRandom): string => `+316${random.int(1, 5)}${digits(random, 7)}`;

/** `van den Berg` → `vandenberg`: lower case ASCII letters only (for email addresses and domains). */
export function asciiWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** `Lotte`, `van den Berg` → `lotte.vandenberg`. */
export const emailLocalPart = (firstName: string, lastName: string): string =>
  `${asciiWord(firstName)}.${asciiWord(lastName)}`;
