import { render } from '@testing-library/react';
import { checkAuthentication, markUnauthenticated } from '../../auth/check-authentication.ts';
import { setErrorCode } from '../../auth/error-code.ts';
import { sessionStore } from '../../auth/session-store.ts';
import { configureHttp } from '../../src/api/index.ts';
import { Root } from '../../src/Root.tsx';

/** The SPA's module state as a fresh page load has it: signed out, no remembered target, no error code. */
export function resetShellState(): void {
  configureHttp({});
  localStorage.clear();
  markUnauthenticated();
  sessionStore.set({ redirectedFrom: null });
  setErrorCode(null);
}

/** A page load at `path`: the session check starts afresh, then the SPA renders. */
export function openAt(path: string) {
  sessionStore.set({ checked: false });
  void checkAuthentication({ ignoreCache: true });
  window.history.replaceState(null, '', path);
  return render(<Root />);
}
