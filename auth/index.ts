/** Authentication: the session state machine (spec §4), route guards, sign-in and sign-out. */
export { createAuthProvider, type AuthProviderOptions } from './authProvider.ts';
export { mayAccess, type ResourceAccessRule, type ResourceAccessRules } from './resource-access.ts';
export { checkAuthentication, markUnauthenticated } from './check-authentication.ts';
export { fullName, isOnboardingComplete, type CurrentUser } from './current-user.ts';
export { getErrorCode, setErrorCode, useErrorCode, type PageErrorCode } from './error-code.ts';
export { RouteGuard, usePermissionErrorCode, type RouteGuardProps } from './guards.tsx';
export { loginWithPassword, type LoginResult, type PasswordCredentials, type SecondStep } from './login.ts';
export { logout, onLogout } from './logout.ts';
export { HOME_PATH, LOGIN_PATH, LOGOUT_PATH, ONBOARDING_PATH } from './paths.ts';
export { clearTarget, rememberTarget, takeTarget } from './redirect-target.ts';
export {
  decideRoute,
  permissionErrorCode,
  type GuardDecision,
  type RouteExpectation,
} from './route-rules.ts';
export {
  getSession,
  setEmail,
  useSession,
  type AuthenticationState,
  type SessionState,
} from './session-store.ts';
