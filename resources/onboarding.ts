/** The onboarding steps of spec §3, in the order the SPA walks them. Shared by the server and the SPA. */
export const ONBOARDING_STEPS = [
  'accept_terms',
  'setup_login',
  'verify_email',
  'verify_phone',
  'setup_otp',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Spec §3: completed, skipped, or other (we say 'pending'). */
export type OnboardingStatus = 'completed' | 'skipped' | 'pending';
