import type { CurrentUser } from './current-user.ts';
import { createStore, useStore } from './store.ts';

/** The session states of spec §3/§4. */
export type AuthenticationState = 'unauthenticated' | 'onboarding' | 'authenticated';

/** Session state held client-side (spec §3), plus the user the check loaded and whether a check has finished. */
export interface SessionState {
  authenticationState: AuthenticationState;
  /** The email typed at sign-in, carried between the sign-in steps. */
  email: string | null;
  /** The page an unauthenticated visitor wanted (mirrored in local storage, see redirect-target.ts). */
  redirectedFrom: string | null;
  /** From `GET /user/permissions`; null when unknown (not Authenticated). */
  userPermissions: readonly string[] | null;
  /** From `GET /user`; null when Unauthenticated. */
  user: CurrentUser | null;
  /** False until the first authentication check of this page load has finished (guards wait for it). */
  checked: boolean;
}

export const sessionStore = createStore<SessionState>({
  authenticationState: 'unauthenticated',
  email: null,
  redirectedFrom: null,
  userPermissions: null,
  user: null,
  checked: false,
});

export function getSession(): SessionState {
  return sessionStore.get();
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

/** Remembers the email between sign-in steps; null clears it. */
export function setEmail(email: string | null): void {
  sessionStore.set({ email });
}
