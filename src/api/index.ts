/** The HTTP layer: one client for every call (spec §7, §8). The react-admin data provider is imported on its own. */
export { ApiError, isApiError, type FieldErrors } from './api-error.ts';
export { API_BASE, API_VERSION, DEFAULT_TIMEOUT_MS } from './constants.ts';
export type { HttpMethod } from './exchange.ts';
export { http, request, type RequestOptions } from './http.ts';
export {
  configureHttp,
  type Challenge,
  type ChallengedRequest,
  type HttpAuthState,
  type HttpHandlers,
  type HttpToastKey,
} from './http-handlers.ts';
export type { PageEnvelope, RecordEnvelope } from './page-envelope.ts';
export type { Query } from './query-string.ts';
