import { checkAuthentication, markUnauthenticated } from '../auth/check-authentication.ts';
import { setErrorCode } from '../auth/error-code.ts';
import { getSession } from '../auth/session-store.ts';
import { translate } from '../i18n/translator.ts';
import { configureHttp } from './api/index.ts';
import { setMaintenance } from './status/maintenance-store.ts';
import { toast } from './ui/toast.ts';

const RELOAD_KEY = 'zorgportaal.reloadedAfter401';
/** A second 401 within this time after a reload does not reload again (no reload loop). */
const RELOAD_GUARD_MS = 10_000;

/**
 * 401 while signed in and the "Je bent uitgelogd" dialog cannot show: reload once; if that did not help, fall back
 * to Unauthenticated (the guards take over).
 * Where session storage is blocked (some privacy settings throw on any access), a reload could not be remembered
 * and might loop: then the fallback comes at once.
 */
function reloadOnce(): void {
  const last = Number(readStorage(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS || !writeStorage(RELOAD_KEY, String(Date.now()))) {
    markUnauthenticated();
    return;
  }
  window.location.reload();
}

/** The one session check a burst of onboarding 403s (every call of a page at once) shares. */
let onboardingCheck: Promise<unknown> | null = null;

/**
 * 403 "Rond eerst je account af." (`data.next: 'onboarding'`): the session check runs again, finds the unfinished
 * onboarding step (`GET /user`, allowed while onboarding) and the route guards take the user to /onboarding, which
 * shows that step. Should the check still find everything done, nothing moves (no loop).
 */
function sendToOnboarding(): void {
  onboardingCheck ??= checkAuthentication({ ignoreCache: true }).finally(() => {
    onboardingCheck = null;
  });
}

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** False when the value could not be stored. */
function writeStorage(key: string, value: string): boolean {
  try {
    sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Connects the HTTP client's reactions (spec §8) to the session, the error pages, the modal and the toasts. Toasts
 * are Dutch, the one interface language (docs/decisions.md "SPA").
 */
export function setUpHttp(): void {
  configureHttp({
    getAuthState: () => getSession().authenticationState,
    onUnauthorized: markUnauthenticated,
    reload: reloadOnce,
    // The "Je bent uitgelogd" dialog loads on the first 401 while signed in (never in a page's initial code); should
    // it fail to load (the connection dropped), the page reloads once instead, to the sign-in page.
    onSessionEnded: (ended) =>
      void import('./session-ended-root.tsx')
        .then((module) => module.showSessionEnded(ended))
        .catch(reloadOnce),
    onOnboarding: sendToOnboarding,
    onForbidden: () => setErrorCode(403),
    onNotFound: () => setErrorCode(404),
    onMaintenance: () => setMaintenance(true),
    notify: (_type, key) => toast.error(translate(key)),
    // The dialogs load on the first 423 (never in a page's initial code).
    onChallenge: (challenge, request) =>
      import('./confirmation-loader.ts').then((module) => module.confirmChallenge(challenge, request)),
  });
}
