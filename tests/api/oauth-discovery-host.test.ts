import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../server/oauth/clients.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

/**
 * Issue 26, finding 7: discovery answers `Cache-Control: public, max-age=300`, so a URL in it built from the
 * request's Host or X-Forwarded-Host/-Proto poisons every shared cache in front of the portal. Every URL the
 * provider names (discovery, the JWKS link, the logout form, the redirects it builds) comes from APP_URL, whatever
 * the request says, with and without TRUST_PROXY.
 */

const APP_URL = 'https://portaal.zorg.example';
const ISSUER = `${APP_URL}/oidc`;
const DISCOVERY = '/oidc/.well-known/openid-configuration';
const REDIRECT_URI = 'https://rooster.example/callback';

const FORGED_HOST = { host: 'evil.example' };
const FORGED_FORWARDED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-forwarded-for': '198.51.100.66',
};
const FORGED_FORWARDED_LIST = {
  host: '10.0.0.5:8080',
  'x-forwarded-host': 'evil.example, other.example',
  'x-forwarded-proto': 'http, http',
};

/** Every string in discovery that is a URL (endpoints, jwks_uri, issuer). */
function urlsIn(metadata: Record<string, unknown>): string[] {
  return Object.values(metadata).filter(
    (value): value is string => typeof value === 'string' && /^[a-z]+:\/\//i.test(value),
  );
}

describe.each(['false', 'true', '127.0.0.1', '1'])('discovery with TRUST_PROXY=%s', (trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL, TRUST_PROXY: trustProxy });
  });
  afterAll(() => ctx.close());

  it.each([
    ['a forged Host', FORGED_HOST],
    ['forged X-Forwarded-Host/-Proto', FORGED_FORWARDED],
    ['forged lists of X-Forwarded-Host/-Proto', FORGED_FORWARDED_LIST],
  ])('%s: lists only APP_URL endpoints, still cacheable', async (_name, headers) => {
    const response = await ctx.app.inject({ url: DISCOVERY, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const metadata = response.json() as Record<string, unknown>;
    expect(metadata.issuer).toBe(ISSUER);
    expect(metadata).toMatchObject({
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      userinfo_endpoint: `${ISSUER}/me`,
      end_session_endpoint: `${ISSUER}/session/end`,
      revocation_endpoint: `${ISSUER}/token/revocation`,
      introspection_endpoint: `${ISSUER}/token/introspection`,
    });
    const urls = urlsIn(metadata);
    expect(urls.length).toBeGreaterThanOrEqual(8);
    expect(urls.filter((url) => !url.startsWith(`${ISSUER}/`) && url !== ISSUER)).toEqual([]);
    expect(response.body).not.toMatch(/evil\.example|other\.example|10\.0\.0\.5/);
  });

  it('the logout page’s form posts to APP_URL, whatever the Host', async () => {
    const response = await ctx.app.inject({ url: '/oidc/session/end', headers: FORGED_FORWARDED });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`action="${ISSUER}/session/end/confirm"`);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('an authorization request with a forged Host (TRUST_PROXY=true)', () => {
  let ctx: TestContext;
  let clientId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL, TRUST_PROXY: 'true' });
    const registered = await createClient(ctx.database.db, {
      name: 'Roosterapp',
      redirectUris: [REDIRECT_URI],
    });
    clientId = registered.client.id;
  });
  afterAll(() => ctx.close());

  it('still works, and every URL the provider builds on the way is APP_URL’s', async () => {
    const user = await createUser(ctx.database.db);
    const browser = new ApiClient(ctx.app);
    await signIn(browser, user.email);
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      state: 'staat-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });

    const started = await browser.get(`/oidc/auth?${query}`, { headers: FORGED_FORWARDED });
    expect(started.statusCode, started.body).toBe(303);
    const consent = started.headers.location as string;
    // A path of this origin: the browser stays where it is, no host of the request's choosing.
    expect(consent).toMatch(/^\/oauth\/authorize\?uid=[\w-]+$/);
    const uid = new URLSearchParams(consent.split('?')[1]).get('uid') ?? '';

    const read = await browser.get(`/api/oauth/authorize?uid=${uid}`);
    expect(read.statusCode, read.body).toBe(200);
    const answered = await browser.post('/api/oauth/authorize', { uid, decision: 'approve' });
    expect(answered.statusCode, answered.body).toBe(200);
    const resume = (answered.json() as { data: { redirectTo: string } }).data.redirectTo;
    expect(resume).toBe(`${ISSUER}/auth/${uid}`);

    const back = await browser.get(new URL(resume).pathname, { headers: FORGED_FORWARDED });
    expect(back.statusCode, back.body).toBe(303);
    const callback = new URL(back.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('staat-1');
    expect(callback.searchParams.get('iss')).toBe(ISSUER);
    expect(callback.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });
});
