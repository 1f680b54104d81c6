import type { SecondStep } from '../../auth/login.ts';
import { isSignInMethod, methodPath } from './method-path.ts';

/**
 * Where the second step starts: the challenge's type (the user's preferred method), or — when the server names
 * none (only the password or a backup code are left) — the first method it offers. Codes sent by email or SMS
 * first get sent; everything else is typed straight away.
 */
export function secondStepPath(step: SecondStep): string {
  const method = isSignInMethod(step.type) ? step.type : step.methods?.find(isSignInMethod);
  return methodPath(step.id, method ?? 'email');
}
