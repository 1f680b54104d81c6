/** The HTTP contract of spec §7 / docs/architecture.md "The HTTP contract", in one place. */

export { API_BASE, API_VERSION, XSRF_COOKIE, XSRF_HEADER } from '../../contract/http.ts';

/** A call that takes longer is aborted and fails with code `ECONNABORTED`. */
export const DEFAULT_TIMEOUT_MS = 30_000;
