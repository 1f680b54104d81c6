import type { User } from '../db/schema/index.ts';
import type { OnboardingStatus, OnboardingStep } from '../../resources/onboarding.ts';

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
> & {
  /**
   * An Apple, Google or Microsoft identity is linked (`user_identities`): a way to sign in without a password.
   * `currentUser` (server/account/current-user.ts) reads it; absent counts as none.
   */
  hasLinkedIdentity?: boolean;
};

/**
 * `setup_login`: the user has a way to sign in of their own. A one-time password (CLI, invitation) signs in once
 * and must be replaced, so while it is there the step is pending; otherwise a password of their own or a linked
 * identity completes it.
 */
function loginSetUp(user: OnboardingFacts): boolean {
  if (user.passwordHash && user.passwordChangeRequired) return false;
  return Boolean(user.passwordHash) || user.hasLinkedIdentity === true;
}

/** Derives each step's status from the user row. Pure. */
export function deriveOnboarding(user: OnboardingFacts): Onboarding {
  return {
    accept_terms: user.termsAcceptedAt ? 'completed' : 'pending',
    setup_login: loginSetUp(user) ? 'completed' : 'pending',
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
