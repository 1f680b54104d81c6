import { HOME_PATH, LOGIN_PATH, ONBOARDING_PATH } from './paths.ts';
import type { AuthenticationState } from './session-store.ts';

/** What a route expects of the visitor; `public` routes take anyone. */
export type RouteExpectation = AuthenticationState | 'public';

/**
 * `remember`: store the current page as the target to return to after sign-in. `restore`: go to the stored
 * target instead of `to` when there is one (the signed-in user leaving the sign-in pages).
 */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; target?: 'remember' | 'restore' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string, target?: 'remember' | 'restore'): GuardDecision =>
  target ? { kind: 'redirect', to, target } : { kind: 'redirect', to };

/**
 * The route guards of spec §4:
 * - expecting Unauthenticated: Onboarding → onboarding.index; Authenticated → the remembered target or home
 *   (spec: onboarding.index, which sends an Authenticated user home; see docs/decisions.md "SPA");
 * - expecting Onboarding: Unauthenticated → login; Authenticated → the remembered target or home (a finished
 *   onboarding lands where the user wanted to go), except on onboarding.index itself;
 * - expecting Authenticated: Unauthenticated → login, remembering the target; Onboarding → onboarding.index.
 */
export function decideRoute(
  expect: RouteExpectation,
  state: AuthenticationState,
  pathname: string,
): GuardDecision {
  if (expect === 'public' || expect === state) return allow;
  switch (expect) {
    case 'unauthenticated':
      return state === 'onboarding' ? redirect(ONBOARDING_PATH) : redirect(HOME_PATH, 'restore');
    case 'onboarding':
      if (state === 'unauthenticated') return redirect(LOGIN_PATH);
      return isOnboardingIndex(pathname) ? allow : redirect(HOME_PATH, 'restore');
    case 'authenticated':
      return state === 'unauthenticated' ? redirect(LOGIN_PATH, 'remember') : redirect(ONBOARDING_PATH);
  }
}

/**
 * Spec §5: a route needing permissions gives 403 when the user's permissions are unknown or one is missing;
 * otherwise no error code.
 */
export function permissionErrorCode(
  required: readonly string[],
  userPermissions: readonly string[] | null,
  anyOf: readonly string[] = [],
): 403 | null {
  if (required.length === 0 && anyOf.length === 0) return null;
  if (!userPermissions) return 403;
  const all = required.every((permission) => userPermissions.includes(permission));
  const one = anyOf.length === 0 || anyOf.some((permission) => userPermissions.includes(permission));
  return all && one ? null : 403;
}

function isOnboardingIndex(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === ONBOARDING_PATH;
}
