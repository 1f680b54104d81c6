/**
 * A browser-like client over real HTTP (fetch), for a server running as its own process: keeps cookies, sends
 * the API version header, and on every method but GET/HEAD sends X-XSRF-TOKEN equal to the XSRF-TOKEN cookie
 * (as tests/helpers/api-client.ts does over `inject`). Each request has a deadline, so a hanging server shows
 * as 'timeout' instead of stalling the bench; a connection the server drops shows as 'network'.
 */
import { API_VERSION } from '../../tests/helpers/api-client.ts';

export interface HttpAnswer {
  /** The HTTP status, or 'timeout' (no answer within the deadline) or 'network' (connection refused/dropped). */
  status: number | 'timeout' | 'network';
  body: unknown;
  headers: Headers | null;
}

const SAFE = new Set(['GET', 'HEAD']);

export class HttpClient {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;
  readonly timeoutMs: number;

  constructor(baseUrl: string, timeoutMs = 10_000) {
    this.baseUrl = baseUrl;
    this.timeoutMs = timeoutMs;
  }

  get(url: string): Promise<HttpAnswer> {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown): Promise<HttpAnswer> {
    return this.request('POST', url, body);
  }

  async request(method: string, url: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-version': API_VERSION };
    if (!SAFE.has(method)) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/session');
      const token = this.cookies.get('XSRF-TOKEN');
      if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${url}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return { status: timedOut ? 'timeout' : 'network', body: null, headers: null };
    }
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text (the envelope check reports it)
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  private storeCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
