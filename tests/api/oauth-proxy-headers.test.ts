import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * The OAuth provider reads the client's address only as Fastify does under TRUST_PROXY (security issue 6): with no
 * trusted proxy a forged X-Forwarded-For changes nothing it sees; behind a trusted proxy it counts exactly as for
 * /api. Its host and protocol are APP_URL's whatever the request says (issue 26: discovery is cached by shared
 * caches; tests/api/oauth-discovery-host.test.ts). Discovery and the signing keys carry a Cache-Control.
 */

/** The test apps' APP_URL (no APP_URL set: http://localhost:<PORT>). */
const APP_ORIGIN = 'http://localhost:8080';

const DISCOVERY = '/oidc/.well-known/openid-configuration';
const FORGED = {
  host: 'zorgportaal.test',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '198.51.100.66',
};

/** What Koa (the provider's framework) made of a request: host, protocol and client address. */
interface KoaView {
  host: string;
  protocol: string;
  ip: string;
}

/** Records the provider's view of every request (Koa builds one context per request with `createContext`). */
function watchProvider(ctx: TestContext): KoaView[] {
  const seen: KoaView[] = [];
  const koa = ctx.app.oauthProvider as unknown as {
    createContext(req: IncomingMessage, res: ServerResponse): KoaView;
  };
  const original = koa.createContext.bind(koa);
  vi.spyOn(koa, 'createContext').mockImplementation((req, res) => {
    const context = original(req, res);
    seen.push({ host: context.host, protocol: context.protocol, ip: context.ip });
    return context;
  });
  return seen;
}

describe('proxy headers at /oidc (security issue 6)', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
    ctx = undefined;
  });

  it('ignores forged X-Forwarded-* with TRUST_PROXY=false: discovery names APP_URL', async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'false' });
    const seen = watchProvider(ctx);
    const response = await ctx.app.inject({ url: DISCOVERY, headers: FORGED });
    expect(response.statusCode).toBe(200);
    const discovery = response.json() as Record<string, unknown>;
    expect(discovery.token_endpoint).toBe(`${APP_ORIGIN}/oidc/token`);
    expect(discovery.authorization_endpoint).toBe(`${APP_ORIGIN}/oidc/auth`);
    expect(discovery.jwks_uri).toBe(`${APP_ORIGIN}/oidc/jwks`);
    expect(response.body).not.toContain('evil.example');
    expect(seen).toEqual([{ host: 'localhost:8080', protocol: 'http', ip: '127.0.0.1' }]);
  });

  it('takes the address from a trusted proxy exactly as Fastify does (the proxy’s own, last entry)', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const seen = watchProvider(ctx);
    const response = await ctx.app.inject({
      url: DISCOVERY,
      headers: {
        host: '10.0.0.5:8080',
        'x-forwarded-host': 'evil.example, portal.example',
        'x-forwarded-proto': 'http, https',
        'x-forwarded-for': '198.51.100.66, 203.0.113.7',
      },
    });
    expect(response.statusCode).toBe(200);
    // Host and protocol are APP_URL's even from a trusted proxy (issue 26).
    expect((response.json() as Record<string, unknown>).token_endpoint).toBe(`${APP_ORIGIN}/oidc/token`);
    // 127.0.0.1 is trusted, 203.0.113.7 is not: it is the client, whatever it claims to forward for.
    expect(seen).toEqual([{ host: 'localhost:8080', protocol: 'http', ip: '203.0.113.7' }]);
  });

  it('takes the address with a hop count too (TRUST_PROXY=1)', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
    const seen = watchProvider(ctx);
    const response = await ctx.app.inject({ url: DISCOVERY, headers: FORGED });
    expect((response.json() as Record<string, unknown>).token_endpoint).toBe(`${APP_ORIGIN}/oidc/token`);
    expect(seen).toEqual([{ host: 'localhost:8080', protocol: 'http', ip: '198.51.100.66' }]);
  });

  it('lets discovery and the signing keys be cached for five minutes, and nothing else', async () => {
    ctx = await createTestApp();
    for (const url of [DISCOVERY, '/oidc/jwks']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=300');
    }
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/token',
      payload: 'grant_type=client_credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.statusCode).toBe(400);
    expect(token.headers['cache-control']).toBe('no-store');
  });
});
