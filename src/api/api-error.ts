/** Field name → messages, as in the server's 422 envelope `{ message, errors }`. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (timeout, network). */
  status: number;
  message: string;
  errors?: FieldErrors;
  /** `ECONNABORTED` (timeout) or `ERR_NETWORK` when no response arrived. */
  code?: string;
  /** The parsed response body, if any. */
  body?: unknown;
  /** Seconds the server asks to wait (`Retry-After` of a 429 or 503). */
  retryAfter?: number;
}

/** A failed API call: every rejection of the HTTP client except a caller's own abort is one of these. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly code: string | undefined;
  readonly body: unknown;
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.code = init.code;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
