import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { API_VERSION } from './api-client.ts';
import { randomIp } from './sign-in.ts';
import { latestEmailCode, TEST_PASSWORD } from './users.ts';

/**
 * A browser over real HTTP (fetch against the listening server): keeps cookies (by name; paths are not needed
 * here), follows redirects one at a time, and calls the API like the SPA does (version header, XSRF double submit).
 * Each browser has its own client IP (the app runs with TRUST_PROXY), so per-IP limits stay apart.
 */
export class OAuthBrowser {
  readonly jar = new Map<string, string>();
  private readonly ip = randomIp();

  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  async send(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    headers.set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) ZorgportaalTest/1.0');
    if (target.origin === this.origin && this.jar.size > 0) {
      headers.set('cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    if (target.origin === this.origin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1);
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.jar.delete(name);
        else this.jar.set(name, value);
      }
    }
    return response;
  }

  /** An API call as the SPA makes it; gives status and parsed JSON (or null). */
  // The JSON is read loosely: each test asserts the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-version': API_VERSION };
    if (method !== 'GET' && method !== 'HEAD') {
      if (!this.jar.has('XSRF-TOKEN')) await this.api('GET', '/api/session');
      headers['x-xsrf-token'] = decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? '');
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.send(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** Signs in with password and the email code of the development outbox (the second step). */
  async signIn(db: Db, email: string): Promise<void> {
    const first = await this.api('POST', '/api/auth/login-with-password', { email, password: TEST_PASSWORD });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const challenge = first.body.data.secondStep.id as string;
    const sent = await this.api('POST', '/api/auth/start-email-challenge', { challenge });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await latestEmailCode(db, email);
    const done = await this.api('POST', '/api/auth/complete-email-challenge', { challenge, code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }

  /**
   * Follows redirects from `url` until the browser lands on the consent page (gives its uid), on the app's
   * redirect URI (gives that URL), or on a page that is neither (gives the response).
   */
  async follow(
    url: string | URL,
    redirectUri: string,
  ): Promise<{ uid: string } | { callback: URL } | { page: Response }> {
    let current = new URL(url, this.origin);
    for (let hops = 0; hops < 10; hops += 1) {
      if (current.href.startsWith(redirectUri)) return { callback: current };
      if (current.origin === this.origin && current.pathname === '/oauth/authorize') {
        return { uid: current.searchParams.get('uid') ?? '' };
      }
      const response = await this.send(current);
      const location = response.headers.get('location');
      if (!location) return { page: response };
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  }
}
