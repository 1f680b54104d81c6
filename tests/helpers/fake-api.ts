import { vi } from 'vitest';

/** A request as the fake API saw it. */
export interface FakeRequest {
  method: string;
  /** Path under /api, without the query: '/user'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/**
 * Replaces `fetch` (the HTTP client's transport, not the data layer) with a table of answers keyed
 * 'METHOD /path'; a path segment `:name` matches any one segment (exact keys win). A list of answers is used in
 * turn (the last one repeats). Unknown routes answer 404.
 */
export function installFakeApi(routes: Record<string, FakeHandler | FakeHandler[]>) {
  const calls: FakeRequest[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    const exact = `${request.method} ${request.path}`;
    const key = exact in routes ? exact : (patternKey(routes, exact) ?? exact);
    const entry = routes[key];
    let handler: FakeHandler | undefined;
    if (Array.isArray(entry)) {
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      handler = entry[Math.min(index, entry.length - 1)];
    } else {
      handler = entry;
    }
    const reply = typeof handler === 'function' ? await handler(request) : (handler ?? notFound);
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    /** The requests for 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

const notFound: FakeReply = { status: 404, body: { message: 'Niet gevonden.' } };

/** The first key with `:name` segments that matches 'METHOD /path'. */
function patternKey(routes: Record<string, unknown>, request: string): string | undefined {
  return Object.keys(routes).find((key) => {
    if (!key.includes('/:')) return false;
    const pattern = key
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${pattern}$`).test(request);
  });
}

/** A handler that never answers, except by rejecting when the request is aborted (timeouts). */
export function hang(request: FakeRequest): Promise<FakeReply> {
  return new Promise((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/** `GET /user` of a user whose onboarding is done. */
export const signedInUser = {
  data: {
    id: 'u1',
    firstname: 'Anna',
    lastname: 'de Vries',
    email: 'anna@example.nl',
    avatar: null,
    onboarding: { accept_terms: 'completed', setup_login: 'completed', verify_email: 'skipped' },
  },
};
