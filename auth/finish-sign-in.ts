import { fetchIntendedUrl } from './challenge.ts';
import { checkAuthentication } from './check-authentication.ts';
import type { LoginResult } from './login.ts';
import { rememberTarget, targetOwner } from './redirect-target.ts';
import type { AuthenticationState } from './session-store.ts';
import { setEmail } from './session-store.ts';

/**
 * The end of a sign-in (`next: 'authenticated' | 'onboarding'`): the server's intended URL (`GET
 * /auth/intended-url`) becomes the remembered target, then the session is checked again, ignoring the cache, like
 * the password form does. The guard of the sign-in page then moves the user on: to the target (falling back to
 * the target remembered here before, then home) or to onboarding. One place decides where to go
 * (docs/decisions.md "SPA"). Rejects when the new session cannot be confirmed.
 */
export async function finishSignIn(result: LoginResult): Promise<AuthenticationState> {
  if (result.next === 'authenticated') {
    // The server's URL is the target sent at sign-in: it stays bound to whom it was remembered for.
    const forUser = targetOwner();
    const url = await fetchIntendedUrl();
    // Unsafe or unknown answers are ignored: the target remembered before (or home) stays.
    if (url) rememberTarget(url, forUser);
  }
  setEmail(null);
  const state = await checkAuthentication({ ignoreCache: true });
  if (state === 'unauthenticated') throw new Error('Signed in, but the session check failed');
  return state;
}
