import type { SecondStep } from '../../auth/login.ts';
import { isChallengeMethod, methodPath } from './method-path.ts';

/**
 * Where the second step starts: the page of the challenge's type (the user's preferred method), which the page
 * opens by itself; when the server names no type (only the password or a backup code are left), the first method
 * it offers, named with `?method=`.
 */
export function secondStepPath(step: SecondStep): string {
  const id = encodeURIComponent(step.id);
  if (step.type === 'totp') return `/login/verify-challenge/${id}`;
  if (step.type === 'passkey') return methodPath(step.id, 'passkey');
  if (step.type === 'email' || step.type === 'sms') return `/login/send-code/${id}`;
  return methodPath(step.id, step.methods?.find(isChallengeMethod) ?? 'email');
}
