import { describe, expect, it } from 'vitest';
import { otpMethodRefusal } from '../../server/account/update-otp-preference.ts';
import { dutchToday } from '../../server/account/update-profile.ts';

describe('otpMethodRefusal', () => {
  const none = { phone: null, phoneVerifiedAt: null, totpSecret: null, totpConfirmedAt: null };
  const at = new Date('2026-01-01T00:00:00Z');

  it('always allows email', () => {
    expect(otpMethodRefusal(none, 'email', false)).toBeNull();
  });

  it('allows sms only with a verified phone and SMS that can be sent', () => {
    expect(otpMethodRefusal(none, 'sms', true)).toBe('server.account.otpNeedsPhone');
    expect(otpMethodRefusal({ ...none, phone: '+31612345678' }, 'sms', true)).toBe(
      'server.account.otpNeedsPhone',
    );
    const verified = { ...none, phone: '+31612345678', phoneVerifiedAt: at };
    expect(otpMethodRefusal(verified, 'sms', true)).toBeNull();
    expect(otpMethodRefusal(verified, 'sms', false)).toBe('server.account.smsUnavailable');
  });

  it('allows totp only with a confirmed authenticator', () => {
    expect(otpMethodRefusal({ ...none, totpSecret: 'x' }, 'totp', true)).toBe(
      'server.account.otpNeedsAuthenticator',
    );
    expect(otpMethodRefusal({ ...none, totpSecret: 'x', totpConfirmedAt: at }, 'totp', true)).toBeNull();
  });
});

describe('dutchToday', () => {
  it('is the calendar day in the Netherlands, not in UTC', () => {
    expect(dutchToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(dutchToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(dutchToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
