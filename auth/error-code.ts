import { createStore, useStore } from './store.ts';

/** The page-level error code (spec §5, §8): the shell shows the 403 or 404 page instead of the page. */
export type PageErrorCode = 403 | 404;

interface ErrorCodeState {
  errorCode: PageErrorCode | null;
  /** The path the code was set for: it never carries over to the next page, not even for one render. */
  path: string | null;
}

const errorCodeStore = createStore<ErrorCodeState>({ errorCode: null, path: null });

/** Sets (or with null clears) the code for `path`, by default the page the browser shows now. */
export function setErrorCode(errorCode: PageErrorCode | null, path: string | null = currentPath()): void {
  const state = errorCodeStore.get();
  if (state.errorCode !== errorCode || state.path !== path) errorCodeStore.set({ errorCode, path });
}

/** The code set for `pathname`, or null. */
export function getErrorCode(pathname: string | null = currentPath()): PageErrorCode | null {
  const state = errorCodeStore.get();
  return state.path === pathname ? state.errorCode : null;
}

/** The code set for `pathname` (the router's current path), or null; re-renders on change. */
export function useErrorCode(pathname: string): PageErrorCode | null {
  const state = useStore(errorCodeStore);
  return state.path === pathname ? state.errorCode : null;
}

function currentPath(): string | null {
  return globalThis.location?.pathname ?? null;
}
