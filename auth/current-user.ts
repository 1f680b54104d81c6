import { ONBOARDING_STEPS, type OnboardingStep } from '../resources/onboarding.ts';

export { ONBOARDING_STEPS, type OnboardingStep };

/** The status of one onboarding step (spec §3); anything but these two counts as not done. */
export type OnboardingStepStatus = 'completed' | 'skipped' | 'pending' | (string & {});

/** The account user of `GET /user` (spec §3). */
export interface CurrentUser {
  id: string | number;
  firstname: string;
  lastname: string;
  birthday?: string | null;
  gender?: string | null;
  email: string;
  phone?: string | null;
  avatar?: string | null;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  onboarding?: Partial<Record<OnboardingStep, OnboardingStepStatus>>;
}

/** Onboarding is complete when each of the five steps is completed, skipped or absent (spec §4). */
export function isOnboardingComplete(onboarding: CurrentUser['onboarding']): boolean {
  return ONBOARDING_STEPS.every((step) => {
    const status = onboarding?.[step];
    return status === undefined || status === null || status === 'completed' || status === 'skipped';
  });
}

/** "Firstname Lastname", for the user menu. */
export function fullName(user: Pick<CurrentUser, 'firstname' | 'lastname'>): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ');
}
