import { translate } from '../../i18n/translator.ts';
import { ApiError } from './api-error.ts';
import { API_BASE, API_VERSION, DEFAULT_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER } from './constants.ts';
import { readCookie } from './cookies.ts';
import { toSearchString, type Query } from './query-string.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ExchangeOptions {
  query?: Query;
  /** JSON-encoded, except FormData (multipart) which is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's abort signal (react-query passes one); aborting rejects with the AbortError itself. */
  signal?: AbortSignal;
  /** Default 30 s; then the call fails with code ECONNABORTED. */
  timeoutMs?: number;
}

export interface ExchangeResult {
  status: number;
  /** Parsed JSON, the text of a non-JSON body, or undefined when empty. */
  body: unknown;
  /** Seconds from the `Retry-After` header (delta-seconds or HTTP date), when the answer has one. */
  retryAfter?: number;
}

export function isSafeMethod(method: HttpMethod): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * One round trip to the API: base URL, cookies, the contract's headers, timeout. Resolves with any HTTP status;
 * rejects with an ApiError of status 0 when no answer came (code ECONNABORTED on timeout, ERR_NETWORK otherwise),
 * or with the caller's own AbortError.
 */
export async function exchange(
  method: HttpMethod,
  path: string,
  options: ExchangeOptions = {},
): Promise<ExchangeResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abortFromCaller();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const response = await fetch(`${API_BASE}${path}${toSearchString(options.query)}`, {
      method,
      credentials: 'same-origin',
      headers: requestHeaders(method, options),
      body: encodeBody(options.body),
      signal: controller.signal,
    });
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    const body = await readBody(response);
    return retryAfter === undefined
      ? { status: response.status, body }
      : { status: response.status, body, retryAfter };
  } catch (cause) {
    if (timedOut) throw noAnswer('ECONNABORTED');
    if (options.signal?.aborted) throw cause;
    throw noAnswer('ERR_NETWORK');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

function requestHeaders(method: HttpMethod, options: ExchangeOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Api-Version': API_VERSION };
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  if (!isSafeMethod(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token !== null) headers[XSRF_HEADER] = token;
  }
  return { ...headers, ...options.headers };
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `Retry-After` as whole seconds from now (never negative), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function noAnswer(code: 'ECONNABORTED' | 'ERR_NETWORK'): ApiError {
  return new ApiError({ status: 0, code, message: translate('common.error') });
}
