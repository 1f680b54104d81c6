import { describe, expect, it } from 'vitest';
import {
  ARGON2_OPTIONS,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  verifyPassword,
} from '../../server/auth/passwords/passwords.ts';

/**
 * An unknown email is verified against DUMMY_PASSWORD_HASH so it costs what a wrong password costs. That holds
 * when the dummy is a real argon2id hash with exactly the configured cost, which is what these tests pin down
 * (a timing assertion would be flaky; sign-in cost is measured by the benchmarks instead).
 */
describe('password hashing', () => {
  const phcParams = (hash: string) =>
    /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)?.slice(1).map(Number);

  it('hashes with argon2id at the configured cost', async () => {
    const hash = await hashPassword('een-lang-wachtwoord');
    expect(phcParams(hash)).toEqual([
      ARGON2_OPTIONS.memoryCost,
      ARGON2_OPTIONS.timeCost,
      ARGON2_OPTIONS.parallelism,
    ]);
    expect(await verifyPassword(hash, 'een-lang-wachtwoord')).toBe(true);
    expect(await verifyPassword(hash, 'een-ander-wachtwoord')).toBe(false);
  });

  it('keeps the dummy hash at the same cost as real hashes, so unknown emails take as long', () => {
    expect(phcParams(DUMMY_PASSWORD_HASH)).toEqual([
      ARGON2_OPTIONS.memoryCost,
      ARGON2_OPTIONS.timeCost,
      ARGON2_OPTIONS.parallelism,
    ]);
  });

  it('verifies against the dummy hash without error and never matches', async () => {
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, 'verkeerd-wachtwoord')).toBe(false);
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, '')).toBe(false);
  });

  it('normalises Unicode (NFKC): a composed "ü" verifies against one typed decomposed, and back', async () => {
    const composed = 'Gr\u00fcn-wachtwoord-2025';
    const decomposed = 'Gru\u0308n-wachtwoord-2025';
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(await hashPassword(composed), decomposed)).toBe(true);
    expect(await verifyPassword(await hashPassword(decomposed), composed)).toBe(true);
    expect(await verifyPassword(await hashPassword(composed), 'Grun-wachtwoord-2025')).toBe(false);
  });
});
