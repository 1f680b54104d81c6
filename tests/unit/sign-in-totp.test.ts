import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  challengeMethods,
  challengeType,
  methodsOfUser,
  type MethodFacts,
} from '../../server/auth/sign-in/sign-in-methods.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateTotpSecret,
  totpStep,
  verifyTotp,
} from '../../server/auth/codes/totp.ts';

const key = Buffer.alloc(32, 3);
const userId = '6f1c1f8e-5d57-4c1f-9c59-3b0f7d3c2a11';

function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

describe('TOTP secrets at rest', () => {
  it('round-trip under the app key for the same user only', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = encryptTotpSecret(key, userId, secret);
    expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain(secret);
    expect(encryptTotpSecret(key, userId, secret)).not.toBe(stored);
    expect(decryptTotpSecret(key, userId, stored)).toBe(secret);
    expect(() => decryptTotpSecret(Buffer.alloc(32, 4), userId, stored)).toThrow();
    expect(() => decryptTotpSecret(key, 'another-user', stored)).toThrow();
    expect(() => decryptTotpSecret(key, userId, 'v2:a:b:c')).toThrow();
  });
});

describe('verifyTotp', () => {
  const secret = generateTotpSecret();
  const now = new Date('2026-11-02T10:00:10Z');
  const step = totpStep(now);

  it('accepts the current step and one either side, and says which', () => {
    expect(verifyTotp(secret, codeAt(secret, now), { now })).toEqual({ ok: true, step });
    expect(verifyTotp(secret, codeAt(secret, new Date(now.getTime() - 30_000)), { now })).toEqual({
      ok: true,
      step: step - 1,
    });
    expect(verifyTotp(secret, codeAt(secret, new Date(now.getTime() + 30_000)), { now })).toEqual({
      ok: true,
      step: step + 1,
    });
  });

  it('refuses codes two steps away, malformed codes, and steps at or before the last one used', () => {
    const far = codeAt(secret, new Date(now.getTime() + 60_000));
    if (![-1, 0, 1].some((delta) => codeAt(secret, new Date(now.getTime() + delta * 30_000)) === far)) {
      expect(verifyTotp(secret, far, { now })).toEqual({ ok: false, reason: 'wrong' });
    }
    expect(verifyTotp(secret, '12345', { now })).toEqual({ ok: false, reason: 'wrong' });
    expect(verifyTotp(secret, codeAt(secret, now), { now, lastStep: step })).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(
      verifyTotp(secret, codeAt(secret, new Date(now.getTime() - 30_000)), { now, lastStep: step }),
    ).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(verifyTotp(secret, codeAt(secret, now), { now, lastStep: step - 1 })).toEqual({ ok: true, step });
  });
});

describe('sign-in methods', () => {
  const base: MethodFacts = {
    passwordHash: 'hash',
    phone: null,
    phoneVerifiedAt: null,
    totpSecret: null,
    totpConfirmedAt: null,
    preferredOtp: 'email',
  };

  it('offers what the user has: email always, SMS with a verified phone, TOTP once confirmed, backup codes left', () => {
    expect(methodsOfUser(base, 0)).toEqual(['email', 'password']);
    expect(
      methodsOfUser(
        {
          ...base,
          phone: '+31612345678',
          phoneVerifiedAt: new Date(),
          totpSecret: 'x',
          totpConfirmedAt: new Date(),
        },
        2,
      ),
    ).toEqual(['email', 'sms', 'totp', 'password', 'backup_code']);
    expect(methodsOfUser({ ...base, phone: '+31612345678', totpSecret: 'x', passwordHash: null }, 0)).toEqual(
      ['email'],
    );
  });

  it('offers no SMS where SMS cannot be sent (production without SMS_PROVIDER)', () => {
    const withPhone = { ...base, phone: '+31612345678', phoneVerifiedAt: new Date() };
    expect(methodsOfUser(withPhone, 0, false)).toEqual(['email', 'password']);
    expect(challengeMethods(withPhone, 0, 'password', false)).toEqual(['email']);
  });

  it('never offers the first factor again; before the email code only the email code', () => {
    expect(challengeMethods(base, 0, 'password')).toEqual(['email']);
    expect(challengeMethods(base, 1, 'email')).toEqual(['password', 'backup_code']);
    expect(challengeMethods(base, 1, null)).toEqual(['email']);
    expect(challengeMethods(null, 0, 'password')).toEqual(['email']);
  });

  it('opens the preferred method, else the first code method, else none', () => {
    expect(challengeType('sms', ['email', 'sms'])).toBe('sms');
    expect(challengeType('sms', ['email'])).toBe('email');
    expect(challengeType('email', ['sms', 'totp', 'password'])).toBe('sms');
    expect(challengeType('email', ['password', 'backup_code'])).toBeNull();
    expect(challengeType(null, ['email'])).toBe('email');
  });
});
