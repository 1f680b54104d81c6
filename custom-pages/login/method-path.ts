import type { SignInMethod } from '../../auth/login.ts';

/** The sign-in methods the SPA knows (docs/sign-in.md `Method`). */
export const SIGN_IN_METHODS: readonly SignInMethod[] = [
  'passkey',
  'email',
  'sms',
  'totp',
  'password',
  'backup_code',
];

export function isSignInMethod(value: unknown): value is SignInMethod {
  return SIGN_IN_METHODS.includes(value as SignInMethod);
}

/** Whether the method sends a code first (email, SMS), rather than checking something the user has or knows. */
export function sendsCode(method: SignInMethod): method is 'email' | 'sms' {
  return method === 'email' || method === 'sms';
}

/**
 * The page of a challenge with a chosen method: codes that get sent on `/login/send-code/{id}`, everything used
 * straight away (passkey, authenticator, password, backup code) on `/login/verify-challenge/{id}`; `?method=` says
 * which.
 */
export function methodPath(challenge: string, method: SignInMethod): string {
  const page = sendsCode(method) ? 'send-code' : 'verify-challenge';
  return `/login/${page}/${encodeURIComponent(challenge)}?method=${method}`;
}
