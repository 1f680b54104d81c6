/**
 * The HTTP contract both sides speak (spec §7, §9; docs/architecture.md "The HTTP contract"), written once: the SPA,
 * the server, the tests and the benches import these names instead of spelling them.
 */

/** Every call goes under this base. */
export const API_BASE = '/api';

/** The one API version (spec §9), sent as `X-Api-Version` on every call and on every answer. */
export const API_VERSION = '2025.1';
export const API_VERSION_HEADER = 'X-Api-Version';

/** Anti-forgery: the cookie the server sets and the header that must echo it on unsafe methods. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
