import type { UserResource } from '../contract/api/account.ts';
import { ONBOARDING_STEPS, type OnboardingStatus, type OnboardingStep } from '../resources/onboarding.ts';

export { ONBOARDING_STEPS, type OnboardingStep };

/** The status of one onboarding step (spec §3); anything but `completed` and `skipped` counts as not done. */
export type OnboardingStepStatus = OnboardingStatus | (string & {});

/**
 * The account user of `GET /user` (spec §3, `userResource` of contract/api/account.ts). The SPA reads its
 * onboarding leniently: a status it does not know counts as not done, a missing map as nothing to do.
 */
export interface CurrentUser extends Omit<UserResource, 'onboarding'> {
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
