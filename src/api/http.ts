import { translate } from '../../i18n/translator.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import { XSRF_COOKIE } from './constants.ts';
import { readCookie } from './cookies.ts';
import { exchange, isSafeMethod, type ExchangeOptions, type HttpMethod } from './exchange.ts';
import { getHttpHandlers, type Challenge, type HttpToastKey } from './http-handlers.ts';

export interface RequestOptions extends ExchangeOptions {
  /**
   * Statuses the caller handles itself: they only reject, with no global reaction (no reload, error page,
   * modal or toast). The session probe uses `[401, 403, 404]`.
   */
  silentStatuses?: readonly number[];
  /** Whether 403 / 404 show the 403 / 404 page (a page-level read). Default: true for GET, false otherwise. */
  errorPage?: boolean;
  /**
   * Whether failures without a special reaction are toasted (common.error, errors.rateLimited). Default true;
   * the data provider turns it off because react-admin notifies its own failures.
   */
  toastErrors?: boolean;
}

/** The one HTTP client of the SPA (spec §7, §8). Resolves with the parsed body; rejects with an ApiError. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (!isSafeMethod(method) && readCookie(XSRF_COOKIE) === null) {
    // No anti-forgery token yet (first visit): fetch one instead of spending the 419 retry on it.
    await exchange('GET', '/session', { signal: options.signal }).catch(() => undefined);
  }
  return attempt<T>(method, path, options, false);
}

async function attempt<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  retried: boolean,
): Promise<T> {
  let status: number;
  let body: unknown;
  try {
    ({ status, body } = await exchange(method, path, options));
  } catch (error) {
    if (error instanceof ApiError) throw react(error, method, options);
    throw error;
  }
  if (status >= 200 && status < 300) return body as T;
  const error = toApiError(status, body);
  if (!isSilent(status, options)) {
    if (status === 419 && !retried) return retryAfterSessionRefresh<T>(error, method, path, options);
    const challenge = status === 423 ? challengeOf(body) : null;
    const onChallenge = getHttpHandlers().onChallenge;
    if (challenge && onChallenge) {
      try {
        await onChallenge(challenge, { method, path });
      } catch {
        throw error;
      }
      return attempt<T>(method, path, options, retried);
    }
  }
  throw react(error, method, options);
}

/** 419: one fresh token from GET /session, then the same request once more. */
async function retryAfterSessionRefresh<T>(
  error: ApiError,
  method: HttpMethod,
  path: string,
  options: RequestOptions,
): Promise<T> {
  const refreshed = await exchange('GET', '/session', { signal: options.signal }).catch(() => null);
  if (!refreshed || refreshed.status >= 300) throw react(error, method, options);
  return attempt<T>(method, path, options, true);
}

/** The global reaction to a failure (spec §8); returns the error for the caller to throw. */
function react(error: ApiError, method: HttpMethod, options: RequestOptions): ApiError {
  if (isSilent(error.status, options)) return error;
  const handlers = getHttpHandlers();
  const toast = (key: HttpToastKey) => {
    if (options.toastErrors ?? true) handlers.notify('error', key);
  };
  switch (error.status) {
    case 401:
      if (handlers.getAuthState() === 'unauthenticated') handlers.onUnauthorized();
      else handlers.reload();
      return error;
    case 403:
    case 404:
      if (options.errorPage ?? isSafeMethod(method)) {
        if (error.status === 403) handlers.onForbidden();
        else handlers.onNotFound();
      } else {
        toast('common.error');
      }
      return error;
    case 422:
      return error;
    case 429:
      toast('errors.rateLimited');
      return error;
    case 503:
      if (isMaintenance(error.body)) handlers.onMaintenance();
      else toast('common.error');
      return error;
    default:
      toast('common.error');
      return error;
  }
}

function isSilent(status: number, options: RequestOptions): boolean {
  return options.silentStatuses?.includes(status) ?? false;
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = isObject(body) ? body : {};
  const message = typeof envelope.message === 'string' ? envelope.message : translate('common.error');
  return new ApiError({ status, message, errors: fieldErrorsOf(envelope.errors), body });
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!isObject(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

function challengeOf(body: unknown): Challenge | null {
  const data = isObject(body) ? body.data : undefined;
  const challenge = isObject(data) ? data.challenge : undefined;
  return isObject(challenge) ? (challenge as Challenge) : null;
}

function isMaintenance(body: unknown): boolean {
  return isObject(body) && body.maintenance === true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shorthands: `http.get<{ data: User }>('/user')`, `http.post('/auth/logout')`. */
export const http = {
  request,
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
