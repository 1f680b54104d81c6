import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_TTL_MS,
  confirmationMethods,
  isRecentlyConfirmed,
} from '../../server/auth/confirmation/require-confirmation.ts';
import { confirmedUntil } from '../../server/auth/confirmation/mark-confirmed.ts';

const NONE = {
  passwordHash: null,
  totpSecret: null,
  totpConfirmedAt: null,
  phone: null,
  phoneVerifiedAt: null,
};
const EVERYTHING = {
  passwordHash: 'hash',
  totpSecret: 'secret',
  totpConfirmedAt: new Date(),
  phone: '+31612345678',
  phoneVerifiedAt: new Date(),
};

describe('confirmationMethods', () => {
  it('offers the user’s methods strongest first', () => {
    expect(confirmationMethods({ ...NONE, ...EVERYTHING } as never, 'any', true)).toEqual([
      'totp',
      'password',
      'sms',
      'email',
    ]);
  });

  it('never offers email for not_email; a user with only the email code gets none', () => {
    expect(confirmationMethods({ ...EVERYTHING } as never, 'not_email', true)).toEqual([
      'totp',
      'password',
      'sms',
    ]);
    expect(confirmationMethods({ ...NONE } as never, 'not_email', true)).toEqual([]);
    expect(confirmationMethods({ ...NONE } as never, 'any', true)).toEqual(['email']);
  });

  it('offers a passkey first, for any strength, once the user has one', () => {
    expect(confirmationMethods({ ...NONE, ...EVERYTHING, passkeys: 2 } as never, 'not_email', true)).toEqual([
      'passkey',
      'totp',
      'password',
      'sms',
    ]);
    expect(confirmationMethods({ ...NONE, passkeys: 1 } as never, 'any', true)).toEqual(['passkey', 'email']);
    expect(confirmationMethods({ ...NONE, passkeys: 0 } as never, 'not_email', true)).toEqual([]);
  });

  it('leaves out an unconfirmed authenticator, an unverified phone, and SMS when it cannot be sent', () => {
    const partial = { ...EVERYTHING, totpConfirmedAt: null, phoneVerifiedAt: null };
    expect(confirmationMethods(partial as never, 'any', true)).toEqual(['password', 'email']);
    expect(confirmationMethods({ ...EVERYTHING } as never, 'any', false)).toEqual([
      'totp',
      'password',
      'email',
    ]);
  });
});

describe('isRecentlyConfirmed', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('counts a confirmation for 15 minutes', () => {
    expect(isRecentlyConfirmed({ confirmedAt: ago(60_000), confirmedMethod: 'password' }, 'any', now)).toBe(
      true,
    );
    expect(
      isRecentlyConfirmed({ confirmedAt: ago(CONFIRMATION_TTL_MS), confirmedMethod: 'password' }, 'any', now),
    ).toBe(false);
    expect(isRecentlyConfirmed({ confirmedAt: null, confirmedMethod: null }, 'any', now)).toBe(false);
    expect(confirmedUntil(now).getTime() - now.getTime()).toBe(15 * 60_000);
  });

  it('does not count an email confirmation for not_email', () => {
    const byEmail = { confirmedAt: ago(1000), confirmedMethod: 'email' as const };
    expect(isRecentlyConfirmed(byEmail, 'any', now)).toBe(true);
    expect(isRecentlyConfirmed(byEmail, 'not_email', now)).toBe(false);
    expect(isRecentlyConfirmed({ confirmedAt: ago(1000), confirmedMethod: 'sms' }, 'not_email', now)).toBe(
      true,
    );
  });
});
