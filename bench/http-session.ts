import { API_VERSION } from '../tests/helpers/api-client.ts';

export interface HttpAnswer {
  status: number;
  body: string;
  ms: number;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over real HTTP (`fetch`, keep-alive): keeps cookies, sends the API version header and on
 * every write X-XSRF-TOKEN equal to the XSRF-TOKEN cookie (from GET /api/session when it has none yet), as the
 * SPA does. `address` goes out as X-Forwarded-For: the client's IP to a server that trusts this proxy.
 * A network error rejects (the caller counts it); any HTTP answer resolves with its status.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private readonly baseUrl: string;
  private address: string;

  constructor(baseUrl: string, address: string) {
    this.baseUrl = baseUrl;
    this.address = address;
  }

  /** A new browser: no cookies, another address. */
  reset(address: string): void {
    this.cookies.clear();
    this.address = address;
  }

  get(path: string): Promise<HttpAnswer> {
    return this.request('GET', path);
  }
  post(path: string, body: unknown): Promise<HttpAnswer> {
    return this.request('POST', path, body);
  }
  patch(path: string, body: unknown): Promise<HttpAnswer> {
    return this.request('PATCH', path, body);
  }

  async request(method: Method, path: string, body?: unknown): Promise<HttpAnswer> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/session');
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-version': API_VERSION,
      'x-forwarded-for': this.address,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) ZorgportaalSoak/1.0',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && token) headers['x-xsrf-token'] = decodeURIComponent(token);
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    return { status: response.status, body: text, ms };
  }

  private storeCookie(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const equals = pair.indexOf('=');
    if (equals <= 0) return;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
