import { describe, expect, it } from 'vitest';
import { invitedOtherEmail } from '../../auth/invited-email.ts';
import { methodPath } from '../../pages/login/method-path.ts';
import { waitSeconds } from '../../pages/login/rate-limit.ts';
import { ApiError } from '../../src/api/index.ts';

const tooMany = (init: { retryAfter?: number; body?: unknown }) =>
  new ApiError({ status: 429, message: 'Te vaak.', ...init });

// The text itself: tests/unit/rate-limited-message.test.ts.
describe('the time a rate-limited answer asks to wait', () => {
  it('takes Retry-After, else the resendAvailableAt of the body, else none (the text then says "later")', () => {
    const now = Date.parse('2026-11-02T10:00:00Z');
    expect(
      waitSeconds(tooMany({ retryAfter: 12, body: { resendAvailableAt: '2026-11-02T10:05:00Z' } }), now),
    ).toBe(12);
    expect(waitSeconds(tooMany({ body: { resendAvailableAt: '2026-11-02T10:00:41.200Z' } }), now)).toBe(42);
    expect(waitSeconds(tooMany({ body: { message: 'x' } }), now)).toBeNull();
  });
});

describe('sign-in paths and the invited address', () => {
  it('codes that get sent live on send-code, the rest on verify-challenge', () => {
    expect(methodPath('a/b', 'sms')).toBe('/login/send-code/a%2Fb?method=sms');
    expect(methodPath('ch', 'email')).toBe('/login/send-code/ch?method=email');
    expect(methodPath('ch', 'totp')).toBe('/login/verify-challenge/ch?method=totp');
    expect(methodPath('ch', 'password')).toBe('/login/verify-challenge/ch?method=password');
    expect(methodPath('ch', 'backup_code')).toBe('/login/verify-challenge/ch?method=backup_code');
  });

  it('an invitation address only counts when it is someone else’s', () => {
    const anna = { email: 'Anna@Example.nl' };
    expect(invitedOtherEmail('?email=piet%40example.nl', anna)).toBe('piet@example.nl');
    expect(invitedOtherEmail('?email=anna%40example.nl', anna)).toBeNull();
    expect(invitedOtherEmail('?email=%20', anna)).toBeNull();
    expect(invitedOtherEmail('', anna)).toBeNull();
    expect(invitedOtherEmail('?email=piet%40example.nl', null)).toBeNull();
  });
});
