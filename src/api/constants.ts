/** The HTTP contract of spec §7 / docs/architecture.md "The HTTP contract", in one place. */

/** Every call goes under this base. */
export const API_BASE = '/api';

/** Sent as `X-Api-Version` on every call. */
export const API_VERSION = '2025.1';

/** A call that takes longer is aborted and fails with code `ECONNABORTED`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Anti-forgery: the cookie the server sets and the header that must echo it on unsafe methods. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
