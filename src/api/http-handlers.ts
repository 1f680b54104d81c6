/**
 * The app's reactions to HTTP failures (spec §8), injected so that `src/api` stays a leaf: the shell wires them to
 * the session store, the error pages, the maintenance modal and the toasts (`src/http-setup.ts`).
 */

/** The authentication state as the client needs it (same values as auth/'s AuthenticationState). */
export type HttpAuthState = 'unauthenticated' | 'onboarding' | 'authenticated';

/** The payload of `423 { data: { challenge } }`: which re-confirmation methods the user may use. */
export interface Challenge {
  methods?: string[];
  [key: string]: unknown;
}

/** The request a challenge interrupted (a non-GET challenge dialog may be closable, spec §8). */
export interface ChallengedRequest {
  method: string;
  path: string;
}

/**
 * A 401 while signed in: the session ended. `reason` is the 401 body's code (docs/api.md: `session_ended`,
 * `session_expired`, `no_session`) or null; `unsaved` is true when the refused call was a change (not a GET).
 */
export interface SessionEnded {
  reason: string | null;
  unsaved: boolean;
}

/** The message keys the client toasts (spec §8). */
export type HttpToastKey = 'common.error' | 'errors.rateLimited';

export interface HttpHandlers {
  getAuthState: () => HttpAuthState;
  /** 401 while not signed in: set the state to Unauthenticated. */
  onUnauthorized: () => void;
  /** 401 while Authenticated or Onboarding: reload the page (the guards then send the user to sign-in). */
  reload: () => void;
  /**
   * 401 while Authenticated or Onboarding, when set (instead of `reload`): tell the person they were signed out
   * and why, and that a change was not saved, before sending them to sign in (issue 18).
   */
  onSessionEnded?: (ended: SessionEnded) => void;
  /**
   * 403 with `data.next: 'onboarding'` (the user has not finished onboarding; every call outside it is refused):
   * send the user to onboarding. Any request, silent or not; never a toast or the 403 page.
   */
  onOnboarding: () => void;
  /** 403 / 404 on a page-level read: show the 403 / 404 page. */
  onForbidden: () => void;
  onNotFound: () => void;
  /** 503 with `maintenance: true`: show the maintenance modal. */
  onMaintenance: () => void;
  /**
   * 423 with `data.challenge`: ask the user to confirm. Resolve to replay the original request, reject to fail it.
   * Unset until the re-confirmation dialogs exist; the 423 is then an ordinary error.
   */
  onChallenge?: (challenge: Challenge, request: ChallengedRequest) => Promise<void>;
  /** Show an error toast with the text of `key`. */
  notify: (type: 'error', key: HttpToastKey) => void;
}

const defaults: HttpHandlers = {
  getAuthState: () => 'unauthenticated',
  onUnauthorized: () => {},
  reload: () => globalThis.location?.reload(),
  onOnboarding: () => globalThis.location?.assign('/onboarding'),
  onForbidden: () => {},
  onNotFound: () => {},
  onMaintenance: () => {},
  notify: () => {},
};

let handlers: HttpHandlers = defaults;

/** Sets the reactions; fields left out keep their defaults (no-ops, and a real page reload). */
export function configureHttp(next: Partial<HttpHandlers>): void {
  handlers = { ...defaults, ...next };
}

export function getHttpHandlers(): HttpHandlers {
  return handlers;
}
