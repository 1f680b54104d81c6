import { translate } from '../../i18n/translator.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import { XSRF_COOKIE } from './constants.ts';
import { readCookie } from './cookies.ts';
import {
  exchange,
  isSafeMethod,
  type ExchangeOptions,
  type ExchangeResult,
  type HttpMethod,
} from './exchange.ts';
import { getHttpHandlers, type Challenge, type HttpToastKey } from './http-handlers.ts';

export interface RequestOptions extends ExchangeOptions {
  /**
   * Statuses the caller handles itself: they only reject, with no global reaction (no reload, error page,
   * modal or toast). The session probe uses `[401, 403, 404]`. Not a 403 asking to finish onboarding first: that
   * concerns the session, not the call, and always sends the user to onboarding.
   */
  silentStatuses?: readonly number[];
  /** Whether 403 / 404 show the 403 / 404 page (a page-level read). Default: true for GET, false otherwise. */
  errorPage?: boolean;
  /**
   * Whether failures without a special reaction are toasted (common.error, errors.rateLimited). Default true;
   * the data provider turns it off because react-admin notifies its own failures.
   */
  toastErrors?: boolean;
  /**
   * Whether an unavailable API (any 503, or no answer at all: timeout, network) shows the maintenance modal
   * instead of the error toast. The session probe sets it: a page load during maintenance or an outage must not
   * look like a sign-out (docs/decisions.md "SPA").
   */
  unavailableIsMaintenance?: boolean;
}

/** The one `GET /session` in flight, shared by every caller that needs a fresh anti-forgery token now. */
let sessionRefresh: Promise<ExchangeResult | null> | null = null;

/**
 * `GET /session`: a fresh XSRF cookie. Concurrent callers (several requests answered 419 at once) share one call,
 * so the cookie is rewritten once and every retry sends the token that belongs to it. Resolves with null when no
 * answer came. It is not tied to one caller's abort signal, since others may wait for it.
 */
function refreshSession(): Promise<ExchangeResult | null> {
  sessionRefresh ??= exchange('GET', '/session')
    .catch(() => null)
    .finally(() => {
      sessionRefresh = null;
    });
  return sessionRefresh;
}

/** The one HTTP client of the SPA (spec §7, §8). Resolves with the parsed body; rejects with an ApiError. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (!isSafeMethod(method) && readCookie(XSRF_COOKIE) === null) {
    // No anti-forgery token yet (first visit): fetch one instead of spending the 419 retry on it.
    await refreshSession();
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
  let retryAfter: number | undefined;
  const sentToken = isSafeMethod(method) ? null : readCookie(XSRF_COOKIE);
  try {
    ({ status, body, retryAfter } = await exchange(method, path, options));
  } catch (error) {
    if (error instanceof ApiError) throw react(error, method, options);
    throw error;
  }
  if (status >= 200 && status < 300) return body as T;
  const error = toApiError(status, body, retryAfter);
  if (!isSilent(status, options)) {
    if (status === 419 && !retried)
      return retryAfterSessionRefresh<T>(error, method, path, options, sentToken);
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

/**
 * 419: one fresh token from GET /session (shared with concurrent 419s), then the same request once more. When the
 * token already changed since this request was sent (another request's refresh), it is retried with that token
 * without a refresh of its own. A refresh answered by maintenance gets the maintenance reaction, not a toast.
 */
async function retryAfterSessionRefresh<T>(
  error: ApiError,
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  sentToken: string | null,
): Promise<T> {
  const current = readCookie(XSRF_COOKIE);
  if (current === null || current === sentToken) {
    const refreshed = await refreshSession();
    if (!refreshed) throw react(error, method, options);
    if (refreshed.status === 503) throw react(toApiError(503, refreshed.body), method, options);
    if (refreshed.status >= 300) throw react(error, method, options);
  }
  return attempt<T>(method, path, options, true);
}

/** The global reaction to a failure (spec §8); returns the error for the caller to throw. */
function react(error: ApiError, method: HttpMethod, options: RequestOptions): ApiError {
  const handlers = getHttpHandlers();
  // Like a 401 reloads: the session, not this call, is the problem. No toast, no 403 page.
  if (error.status === 403 && needsOnboarding(error.body)) {
    handlers.onOnboarding();
    return error;
  }
  if (isSilent(error.status, options)) return error;
  const toast = (key: HttpToastKey) => {
    if (options.toastErrors ?? true) handlers.notify('error', key);
  };
  switch (error.status) {
    case 401: {
      const { onSessionEnded } = handlers;
      if (handlers.getAuthState() === 'unauthenticated') handlers.onUnauthorized();
      else if (onSessionEnded) {
        const reason = isObject(error.body) ? error.body.reason : null;
        onSessionEnded({
          reason: typeof reason === 'string' ? reason : null,
          unsaved: !isSafeMethod(method),
        });
      } else handlers.reload();
      return error;
    }
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
    case 0: // no answer: timeout or network
    case 503:
      if (isMaintenance(error.body) || (options.unavailableIsMaintenance ?? false)) handlers.onMaintenance();
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

function toApiError(status: number, body: unknown, retryAfter?: number): ApiError {
  const envelope = isObject(body) ? body : {};
  const message = typeof envelope.message === 'string' ? envelope.message : translate('common.error');
  return new ApiError({ status, message, errors: fieldErrorsOf(envelope.errors), body, retryAfter });
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

/** `403 { message, data: { next: 'onboarding' } }`: the user has to finish onboarding before anything else. */
function needsOnboarding(body: unknown): boolean {
  const data = isObject(body) ? body.data : undefined;
  return isObject(data) && data.next === 'onboarding';
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
