import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../server/app-types.ts';
import { API_VERSION } from '../../contract/http.ts';

export { API_VERSION };

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header (to test the 419 path). */
  withoutXsrf?: boolean;
  /** Leave out the X-Api-Version header. */
  withoutVersion?: boolean;
}

/**
 * A browser-like client over `app.inject`: keeps cookies, sends the API version header, and on every method
 * but GET/HEAD sends X-XSRF-TOKEN equal to the XSRF-TOKEN cookie (fetching GET /api/session first when it has none).
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  /** The app this client talks to (helpers read its database, e.g. the development outbox). */
  readonly app: App;
  private readonly userAgent: string;
  private readonly defaultHeaders: Record<string, string>;

  /** `headers` go with every request (e.g. `x-forwarded-for` to play another IP behind TRUST_PROXY). */
  constructor(
    app: App,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) ZorgportaalTest/1.0',
    headers: Record<string, string> = {},
  ) {
    this.app = app;
    this.userAgent = userAgent;
    this.defaultHeaders = headers;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { ...options, body });
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, { ...options, body });
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', url, { ...options, body });
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, options);
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.userAgent,
      ...this.defaultHeaders,
      ...(options.withoutVersion ? {} : { 'x-api-version': API_VERSION }),
    };
    if (method !== 'GET' && method !== 'HEAD' && !options.withoutXsrf) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/session');
      const token = this.cookies.get('XSRF-TOKEN');
      if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    Object.assign(headers, options.headers);
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    this.storeCookies(response);
    return response;
  }

  private storeCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
