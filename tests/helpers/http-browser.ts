import { API_VERSION } from './api-client.ts';
import { SERVED_BY_HEADER } from './round-robin-proxy.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The raw body text ('' when none). */
  body: string;
  /** The X-Served-By index a round-robin proxy put on the answer, or null when there was none. */
  servedBy: number | null;
  json<T = unknown>(): T;
}

/**
 * A browser-like client over real HTTP (fetch) for servers behind a proxy: a cookie jar for the session and
 * XSRF-TOKEN cookies, the API version header, and on every method but GET X-XSRF-TOKEN equal to the XSRF-TOKEN
 * cookie (fetching GET /api/session first when it has none), as the SPA does. `forwardedFor` is sent as
 * X-Forwarded-For: the client address the servers see when they trust the proxy (one per test keeps per-IP
 * counters apart).
 */
export class HttpBrowser {
  readonly cookies: Map<string, string>;
  readonly baseUrl: string;
  readonly forwardedFor: string;

  constructor(baseUrl: string, forwardedFor: string, cookies: Map<string, string> = new Map()) {
    this.baseUrl = baseUrl;
    this.forwardedFor = forwardedFor;
    this.cookies = cookies;
  }

  /** Another browser holding a copy of these cookies (e.g. a stale session cookie kept after a log-out). */
  copy(): HttpBrowser {
    return new HttpBrowser(this.baseUrl, this.forwardedFor, new Map(this.cookies));
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body);
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  async request(method: Method, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'x-api-version': API_VERSION,
      'x-forwarded-for': this.forwardedFor,
    };
    if (method !== 'GET') {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/session');
      const token = this.cookies.get('XSRF-TOKEN');
      if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) this.storeCookie(cookie);
    const text = await response.text();
    const servedBy = response.headers.get(SERVED_BY_HEADER);
    return {
      status: response.status,
      headers: response.headers,
      body: text,
      servedBy: servedBy === null ? null : Number(servedBy),
      json: <T>() => JSON.parse(text) as T,
    };
  }

  private storeCookie(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
