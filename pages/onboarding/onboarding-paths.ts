import type { CurrentUser, OnboardingStep } from '../../auth/current-user.ts';
import { ONBOARDING_PATH } from '../../auth/paths.ts';
import { onboardingSteps } from './onboarding-steps.ts';

/** The routes of the onboarding group (spec §2). */
export const ONBOARDING_PATHS = {
  index: ONBOARDING_PATH,
  acceptTerms: `${ONBOARDING_PATH}/accept-terms`,
  setup: `${ONBOARDING_PATH}/setup`,
  setupPassword: `${ONBOARDING_PATH}/setup/password`,
  verifyEmail: `${ONBOARDING_PATH}/verify-email`,
  verifyPhone: `${ONBOARDING_PATH}/verify-phone`,
  preferredOtp: `${ONBOARDING_PATH}/preferred-otp`,
  preferredOtpVerifyPhone: `${ONBOARDING_PATH}/preferred-otp/verify-phone`,
  setupTotp: `${ONBOARDING_PATH}/setup-totp`,
} as const;

/** The page where each step starts. */
export const STEP_PATHS: Record<OnboardingStep, string> = {
  accept_terms: ONBOARDING_PATHS.acceptTerms,
  setup_login: ONBOARDING_PATHS.setup,
  verify_email: ONBOARDING_PATHS.verifyEmail,
  verify_phone: ONBOARDING_PATHS.verifyPhone,
  setup_otp: ONBOARDING_PATHS.preferredOtp,
};

/** The page of the first step still to do, in the order of spec §3; null when none is left. */
export function nextStepPath(onboarding: CurrentUser['onboarding']): string | null {
  const next = onboardingSteps(onboarding).find((view) => view.state === 'pending');
  return next ? STEP_PATHS[next.step] : null;
}
