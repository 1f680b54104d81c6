import type { SecondStep } from '../../auth/login.ts';

/** Where the second factor is entered: codes sent by email or SMS first get sent; an authenticator app's is typed. */
export function secondStepPath(step: SecondStep): string {
  const id = encodeURIComponent(step.id);
  return step.type === 'totp' ? `/login/verify-challenge/${id}` : `/login/send-code/${id}`;
}
