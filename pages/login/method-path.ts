import { CHALLENGE_METHODS, type ChallengeMethod } from '../../contract/enums.ts';

export function isChallengeMethod(value: unknown): value is ChallengeMethod {
  return CHALLENGE_METHODS.includes(value as ChallengeMethod);
}

/** Whether the method sends a code first (email, SMS), rather than checking something the user has or knows. */
export function sendsCode(method: ChallengeMethod): method is 'email' | 'sms' {
  return method === 'email' || method === 'sms';
}

/**
 * The page of a challenge with a chosen method: codes that get sent on `/login/send-code/{id}`, everything used
 * straight away (passkey, authenticator, password, backup code) on `/login/verify-challenge/{id}`; `?method=` says
 * which.
 */
export function methodPath(challenge: string, method: ChallengeMethod): string {
  const page = sendsCode(method) ? 'send-code' : 'verify-challenge';
  return `/login/${page}/${encodeURIComponent(challenge)}?method=${method}`;
}
