import { describe, expect, it } from 'vitest';
import { otpMethodRefusal } from '../../server/account/update-otp-preference.ts';
import { challengeMethods, challengeType, methodsOfUser } from '../../server/auth/sign-in/sign-in-methods.ts';

const base = {
  passwordHash: 'hash',
  phone: null,
  phoneVerifiedAt: null,
  totpSecret: null,
  totpConfirmedAt: null,
  preferredOtp: 'email' as const,
};

describe('passkey as a second-step method', () => {
  it('is offered first, and only with at least one passkey', () => {
    expect(methodsOfUser({ ...base, passkeys: 1 }, 1)).toEqual([
      'passkey',
      'email',
      'password',
      'backup_code',
    ]);
    expect(methodsOfUser({ ...base, passkeys: 0 }, 0)).toEqual(['email', 'password']);
    expect(methodsOfUser(base, 0)).toEqual(['email', 'password']);
    expect(challengeMethods({ ...base, passkeys: 1 }, 0, 'password')).toEqual(['passkey', 'email']);
    // Before the email code of an email sign-in only the email code, passkey or not.
    expect(challengeMethods({ ...base, passkeys: 1 }, 0, null)).toEqual(['email']);
  });

  it('opens the challenge page on the passkey only when preferred', () => {
    expect(challengeType('passkey', ['passkey', 'email'])).toBe('passkey');
    expect(challengeType('email', ['passkey', 'email'])).toBe('email');
    expect(challengeType('sms', ['passkey', 'email'])).toBe('email');
    expect(challengeType('passkey', ['email'])).toBe('email');
    expect(challengeType(null, ['passkey', 'password'])).toBe('passkey');
  });

  it('may be the preferred method only with a passkey', () => {
    expect(otpMethodRefusal({ ...base }, 'passkey', true)).toBe('server.passkeys.preferenceNeedsPasskey');
    expect(otpMethodRefusal({ ...base, passkeys: 0 }, 'passkey', true)).toBe(
      'server.passkeys.preferenceNeedsPasskey',
    );
    expect(otpMethodRefusal({ ...base, passkeys: 1 }, 'passkey', false)).toBeNull();
  });
});
