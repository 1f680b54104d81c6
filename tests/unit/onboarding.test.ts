import { describe, expect, it } from 'vitest';
import {
  deriveOnboarding,
  isOnboardingComplete,
  type OnboardingFacts,
} from '../../server/users/onboarding.ts';

const at = new Date('2025-03-01T10:00:00Z');

const fresh: OnboardingFacts = {
  termsAcceptedAt: null,
  passwordHash: null,
  passwordChangeRequired: false,
  emailVerifiedAt: null,
  phoneVerifiedAt: null,
  phoneVerificationSkippedAt: null,
  preferredOtp: null,
};

const done: OnboardingFacts = {
  termsAcceptedAt: at,
  passwordHash: '$argon2id$…',
  passwordChangeRequired: false,
  emailVerifiedAt: at,
  phoneVerifiedAt: at,
  phoneVerificationSkippedAt: null,
  preferredOtp: 'totp',
};

describe('deriveOnboarding', () => {
  it('marks every step pending for a freshly invited user', () => {
    expect(deriveOnboarding(fresh)).toEqual({
      accept_terms: 'pending',
      setup_login: 'pending',
      verify_email: 'pending',
      verify_phone: 'pending',
      setup_otp: 'pending',
    });
  });

  it('marks every step completed for a fully onboarded user', () => {
    expect(deriveOnboarding(done)).toEqual({
      accept_terms: 'completed',
      setup_login: 'completed',
      verify_email: 'completed',
      verify_phone: 'completed',
      setup_otp: 'completed',
    });
  });

  it('keeps setup_login pending while the password is a one-time password', () => {
    expect(deriveOnboarding({ ...done, passwordChangeRequired: true }).setup_login).toBe('pending');
  });

  it('completes setup_login with a linked identity instead of a password, unless a one-time password waits', () => {
    const social = { ...done, passwordHash: null };
    expect(deriveOnboarding(social).setup_login).toBe('pending');
    expect(deriveOnboarding({ ...social, hasLinkedIdentity: true }).setup_login).toBe('completed');
    expect(deriveOnboarding({ ...social, hasLinkedIdentity: false }).setup_login).toBe('pending');
    expect(
      deriveOnboarding({ ...done, passwordChangeRequired: true, hasLinkedIdentity: true }).setup_login,
    ).toBe('pending');
  });

  it('reports a skipped phone verification as skipped, and a verified phone as completed', () => {
    expect(
      deriveOnboarding({ ...done, phoneVerifiedAt: null, phoneVerificationSkippedAt: at }).verify_phone,
    ).toBe('skipped');
    expect(deriveOnboarding({ ...done, phoneVerificationSkippedAt: at }).verify_phone).toBe('completed');
  });

  it('derives each remaining step from its own column', () => {
    expect(deriveOnboarding({ ...done, termsAcceptedAt: null }).accept_terms).toBe('pending');
    expect(deriveOnboarding({ ...done, emailVerifiedAt: null }).verify_email).toBe('pending');
    expect(deriveOnboarding({ ...done, preferredOtp: null }).setup_otp).toBe('pending');
    expect(deriveOnboarding({ ...done, preferredOtp: 'email' }).setup_otp).toBe('completed');
  });
});

describe('isOnboardingComplete', () => {
  it('is complete when every step is completed, skipped or absent (spec §4)', () => {
    expect(isOnboardingComplete(deriveOnboarding(done))).toBe(true);
    expect(isOnboardingComplete({ accept_terms: 'completed', verify_phone: 'skipped' })).toBe(true);
    expect(isOnboardingComplete({})).toBe(true);
  });

  it('is incomplete while any step is pending', () => {
    expect(isOnboardingComplete(deriveOnboarding({ ...done, termsAcceptedAt: null }))).toBe(false);
    expect(isOnboardingComplete(deriveOnboarding(fresh))).toBe(false);
  });
});
