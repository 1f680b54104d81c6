import type { User } from '../db/schema/index.ts';
import { ONBOARDING_STEPS, type OnboardingStatus, type OnboardingStep } from '../../resources/onboarding.ts';

export { ONBOARDING_STEPS, type OnboardingStatus, type OnboardingStep };

/** A step that does not apply to the user is absent (spec §4: complete = each step completed, skipped or absent). */
export type Onboarding = Partial<Record<OnboardingStep, OnboardingStatus>>;

export type OnboardingFacts = Pick<
  User,
  | 'termsAcceptedAt'
  | 'passwordHash'
  | 'passwordChangeRequired'
  | 'emailVerifiedAt'
  | 'phoneVerifiedAt'
  | 'phoneVerificationSkippedAt'
  | 'preferredOtp'
>;

/** Derives each step's status from the user row. Pure. */
export function deriveOnboarding(user: OnboardingFacts): Onboarding {
  return {
    accept_terms: user.termsAcceptedAt ? 'completed' : 'pending',
    // A one-time password (CLI, later invitations) signs in once, then must be replaced.
    setup_login: user.passwordHash && !user.passwordChangeRequired ? 'completed' : 'pending',
    verify_email: user.emailVerifiedAt ? 'completed' : 'pending',
    verify_phone: user.phoneVerifiedAt
      ? 'completed'
      : user.phoneVerificationSkippedAt
        ? 'skipped'
        : 'pending',
    setup_otp: user.preferredOtp ? 'completed' : 'pending',
  };
}

export function isOnboardingComplete(onboarding: Onboarding): boolean {
  return Object.values(onboarding).every((status) => status !== 'pending');
}
