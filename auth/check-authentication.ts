import type { Permission } from '../resources/permissions.ts';
import { http, isApiError, type RecordEnvelope, type RequestOptions } from '../src/api/index.ts';
import { isOnboardingComplete, type CurrentUser } from './current-user.ts';
import { noteTabUser } from './redirect-target.ts';
import { sessionStore, type AuthenticationState, type SessionState } from './session-store.ts';

type CheckResult = Pick<SessionState, 'authenticationState' | 'user' | 'userPermissions'>;

/** The API did not answer usefully (maintenance, database down, timeout, no network): nobody signed out. */
const UNAVAILABLE = 'unavailable';

const UNAUTHENTICATED: CheckResult = {
  authenticationState: 'unauthenticated',
  user: null,
  userPermissions: null,
};

/**
 * The probe handles 401/403/404 itself: no page reload, no error page (spec §8 would otherwise loop). An
 * unavailable API (503, no answer) shows the maintenance modal.
 */
const PROBE: RequestOptions = {
  silentStatuses: [401, 403, 404],
  errorPage: false,
  unavailableIsMaintenance: true,
};

let cached: Promise<AuthenticationState> | null = null;
/** Bumped by every check and state change, so that a slower, older check cannot overwrite a newer state. */
let generation = 0;

/**
 * The authentication check of spec §4: `GET /user`; an unfinished onboarding step gives Onboarding; otherwise
 * `GET /user/permissions` gives Authenticated. A failure gives Unauthenticated, except when the API is unavailable
 * (503, timeout, no network): then the state stays as it was (on a page load: not checked yet, so the guard keeps
 * the user on the page, behind the maintenance modal) and the next check asks again (docs/decisions.md "SPA").
 * The result is cached until a caller passes `ignoreCache` or the state is changed by sign-out or a 401.
 */
export function checkAuthentication({ ignoreCache = false } = {}): Promise<AuthenticationState> {
  if (cached && !ignoreCache) return cached;
  const run = ++generation;
  const check = probe().then((result) => {
    if (result === UNAVAILABLE) {
      if (run === generation && cached === check) cached = null;
      return sessionStore.get().authenticationState;
    }
    if (run === generation) applyResult(result);
    return result.authenticationState;
  });
  cached = check;
  return check;
}

/** Sets the state to Unauthenticated now (sign-out, a 401 while signed out) and caches that. */
export function markUnauthenticated(): void {
  generation += 1;
  cached = Promise.resolve('unauthenticated');
  applyResult(UNAUTHENTICATED);
}

async function probe(): Promise<CheckResult | typeof UNAVAILABLE> {
  try {
    const { data: user } = await http.get<RecordEnvelope<CurrentUser>>('/user', PROBE);
    if (!isOnboardingComplete(user.onboarding)) {
      return { authenticationState: 'onboarding', user, userPermissions: null };
    }
    const { data: permissions } = await http.get<RecordEnvelope<Permission[]>>('/user/permissions', PROBE);
    return { authenticationState: 'authenticated', user, userPermissions: permissions };
  } catch (error) {
    if (isApiError(error) && (error.status === 503 || error.status === 0)) return UNAVAILABLE;
    // 401/403/404 of /user (signed out) and any other failure.
    return UNAUTHENTICATED;
  }
}

/**
 * The one place the authentication state changes. Monitoring would identify the user here when the state is
 * Onboarding or Authenticated and clear the identity otherwise (spec §4); no monitoring is configured.
 */
function applyResult(result: CheckResult): void {
  if (result.user) noteTabUser(String(result.user.id));
  sessionStore.set({ ...result, checked: true });
}
