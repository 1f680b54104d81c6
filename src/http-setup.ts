import { markUnauthenticated } from '../auth/check-authentication.ts';
import { setErrorCode } from '../auth/error-code.ts';
import { getSession } from '../auth/session-store.ts';
import { translate } from '../i18n/translator.ts';
import { configureHttp } from './api/index.ts';
import { setMaintenance } from './pages/maintenance-store.ts';
import { toast } from './ui/toast.ts';

const RELOAD_KEY = 'zorgportaal.reloadedAfter401';
/** A second 401 within this time after a reload does not reload again (no reload loop). */
const RELOAD_GUARD_MS = 10_000;

/** 401 while signed in: reload once; if that did not help, fall back to Unauthenticated (the guards take over). */
function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) {
    markUnauthenticated();
    return;
  }
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

/** Connects the HTTP client's reactions (spec §8) to the session, the error pages, the modal and the toasts. */
export function setUpHttp(): void {
  configureHttp({
    getAuthState: () => getSession().authenticationState,
    onUnauthorized: markUnauthenticated,
    reload: reloadOnce,
    onForbidden: () => setErrorCode(403),
    onNotFound: () => setErrorCode(404),
    onMaintenance: () => setMaintenance(true),
    notify: (_type, key) => toast.error(translate(key)),
  });
}
