import { ONBOARDING_STEPS, type CurrentUser, type OnboardingStep } from '../../auth/current-user.ts';

/** How the index shows a step: done, skipped, or still to do (any other status of spec §3). */
export type StepState = 'completed' | 'skipped' | 'pending';

export interface StepView {
  step: OnboardingStep;
  state: StepState;
}

/** The message key of each step's label (literal, so the key check of tests/unit/i18n-keys.test.ts sees them). */
export const STEP_LABEL_KEYS: Record<OnboardingStep, string> = {
  accept_terms: 'onboarding.steps.accept_terms',
  setup_login: 'onboarding.steps.setup_login',
  verify_email: 'onboarding.steps.verify_email',
  verify_phone: 'onboarding.steps.verify_phone',
  setup_otp: 'onboarding.steps.setup_otp',
};

export const STATE_LABEL_KEYS: Record<StepState, string> = {
  completed: 'onboarding.status.completed',
  skipped: 'onboarding.status.skipped',
  pending: 'onboarding.status.pending',
};

/** The steps `GET /user` lists for this user, in the order of spec §3; absent steps do not apply. */
export function onboardingSteps(onboarding: CurrentUser['onboarding']): StepView[] {
  return ONBOARDING_STEPS.flatMap((step) => {
    const status = onboarding?.[step];
    if (status === undefined || status === null) return [];
    const state: StepState =
      status === 'completed' ? 'completed' : status === 'skipped' ? 'skipped' : 'pending';
    return [{ step, state }];
  });
}

/** Steps that need nothing more from the user: completed or skipped. */
export function stepsDone(steps: readonly StepView[]): number {
  return steps.filter((view) => view.state !== 'pending').length;
}
