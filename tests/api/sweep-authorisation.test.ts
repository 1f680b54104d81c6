import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { PERMISSIONS, type Permission } from '../../resources/permissions.ts';
import type { Access } from '../../server/http/access.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const SOME_ID = '0b9a6a8e-5f0c-4d4e-9a57-3f1c2b7d9e10';

/** Routes every signed-in, onboarded user may call whatever their permissions: their own account and session. */
const OWN = ['/api/user', '/api/dashboard', '/api/totp', '/api/avatars/', '/api/oauth/authorize'];

/** Admin routes guarded by another permission than their resource's. */
const OTHER_PERMISSION: Record<string, Permission> = {
  'GET /api/employees/:id/history': 'view_employee_action_history',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Route {
  method: Method;
  url: string;
  access: Access;
}

function concrete(url: string): string {
  return url.replace(/:\w+/g, SOME_ID).replace(/\*$/, 'x');
}

const startsWithAny = (url: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

/** The permission an admin route needs: its resource's (the first path segment), unless listed above. */
function permissionOf(route: Route): Permission | undefined {
  const other = OTHER_PERMISSION[`${route.method} ${route.url}`];
  if (other) return other;
  const name = route.url.split('/')[2];
  return RESOURCES.find((resource) => resource.name === name)?.permission;
}

const ONBOARDING_REFUSAL = { message: 'Rond eerst je account af.', data: { next: 'onboarding' } };

/**
 * The sweep makes a few calls per route and signs in once per permission, so it grows with every resource. The
 * per-IP ceiling (RATE_LIMIT_PER_MINUTE) is off for it, and each session plays a browser of its own IP (behind
 * TRUST_PROXY), so the sign-in routes' own limit counts one sign-in per IP. A 429 anywhere is a failure: a
 * throttled call says nothing about who may call the route.
 */
const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: 'true' };
let browsers = 0;
const ownAddress = () => {
  browsers += 1;
  return { 'x-forwarded-for': `10.${Math.floor(browsers / 250)}.${browsers % 250}.1` };
};

/**
 * The authorisation matrix over the server's own route list (issues 7 and 15), so a new route cannot be missed.
 * Each route declares who may call it (`config.access`, server/http/access.ts) and admin routes need their
 * resource's permission; from that the expected answer of every session state is derived:
 *
 * | caller                           | public       | onboarding     | authenticated, own | authenticated, admin |
 * | -------------------------------- | ------------ | -------------- | ------------------ | -------------------- |
 * | anonymous                        | not 401/403  | 401            | 401                | 401                  |
 * | onboarding, every permission     | not 401/403  | not 401/403    | 403 → onboarding   | 403 → onboarding     |
 * | onboarded, no permission         | not 401/403  | not 401/403    | not 401/403        | 403                  |
 * | onboarded, the route's permission| not 401/403  | not 401/403    | not 401/403        | not 401/403          |
 * | onboarded, every permission      | not 401/403  | not 401/403    | not 401/403        | not 401/403          |
 *
 * "Not 401/403" means the guard let the call through: a 404 (no such record), 422 (empty body) or 423 (confirm
 * first) is fine. A route that is neither public, nor the user's own, nor has a known permission fails the test
 * until someone decides who may call it.
 */
describe('authorisation on every API route (issues 7 and 15)', () => {
  let ctx: TestContext;
  let routes: Route[];
  const clients = new Map<string, ApiClient>();

  async function signedInWith(permissions: Permission[], onboarding = false): Promise<ApiClient> {
    const key = `${onboarding}:${permissions.join(',')}`;
    const known = clients.get(key);
    if (known) return known;
    const user = await createUser(ctx.database.db, {
      permissions,
      ...(onboarding ? { termsAcceptedAt: null, preferredOtp: null } : {}),
    });
    const client = new ApiClient(ctx.app, undefined, ownAddress());
    expect(await signIn(client, user.email)).toEqual({ next: onboarding ? 'onboarding' : 'authenticated' });
    clients.set(key, client);
    return client;
  }

  const throttled: string[] = [];
  const call = async (client: ApiClient, route: Route) => {
    const response = await client.request(route.method, concrete(route.url), { body: {} });
    if (response.statusCode === 429) throttled.push(`${route.method} ${route.url}`);
    return response;
  };
  const through = (status: number) => status !== 401 && status !== 403;
  const admin = (route: Route) => route.access === 'authenticated' && !startsWithAny(route.url, OWN);

  beforeAll(async () => {
    ctx = await createTestApp(UNLIMITED);
    routes = ctx.app.routeList
      .filter(
        (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
      )
      .map((route) => ({ method: route.method as Method, url: route.url, access: route.access }));
  });
  afterAll(() => ctx.close());

  it('declares public only the health check, the session, the API description, signing in and the outbox', () => {
    const publicPrefixes = ['/api/health', '/api/session', '/api/docs', '/api/auth/', '/api/dev/'];
    const declared = routes.filter((route) => route.access === 'public').map((route) => route.url);
    expect(declared.filter((url) => !startsWithAny(url, publicPrefixes))).toEqual([]);
  });

  it('declares for onboarding only calls on the user’s own account', () => {
    const declared = routes.filter((route) => route.access === 'onboarding');
    expect(declared.filter((route) => !startsWithAny(route.url, OWN)).map((r) => r.url)).toEqual([]);
    expect(declared.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        'GET /api/user',
        'GET /api/user/passkeys',
        'GET /api/user/pending-verification/email',
        'GET /api/user/pending-verification/phone',
        'PATCH /api/totp',
        'POST /api/totp',
        'POST /api/user/accept-terms-of-use',
        'POST /api/user/passkeys',
        'POST /api/user/passkeys/registration-options',
        'POST /api/user/setup-apple-idp',
        'POST /api/user/setup-google-idp',
        'POST /api/user/setup-microsoft-idp',
        'POST /api/user/setup-password',
        'POST /api/user/skip-phone-verification',
        'POST /api/user/update-email',
        'POST /api/user/update-otp-preference',
        'POST /api/user/update-phone',
        'POST /api/user/verify-email',
        'POST /api/user/verify-phone',
      ].sort(),
    );
  });

  it('answers 401 to an anonymous caller outside the public routes', async () => {
    const anonymous = new ApiClient(ctx.app, undefined, ownAddress());
    const wrong: string[] = [];
    for (const route of routes) {
      const { statusCode } = await call(anonymous, route);
      const expected =
        route.access === 'public' ? statusCode !== 403 && statusCode !== 401 : statusCode === 401;
      // A public sign-in call may answer 401 for a missing or expired challenge: that is its own answer.
      if (
        !expected &&
        !(route.access === 'public' && statusCode === 401 && route.url.startsWith('/api/auth/'))
      )
        wrong.push(`${route.method} ${route.url}: ${statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives a session still onboarding exactly the public and onboarding routes, even with every permission', async () => {
    const onboarding = await signedInWith([...PERMISSIONS], true);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.url.startsWith('/api/auth/logout'))) {
      const response = await call(onboarding, route);
      if (route.access === 'authenticated') {
        if (
          response.statusCode !== 403 ||
          JSON.stringify(response.json()) !== JSON.stringify(ONBOARDING_REFUSAL)
        )
          wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      } else if (route.access === 'onboarding' && !through(response.statusCode)) {
        wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('knows the permission of every route that is neither public, onboarding nor the user’s own', () => {
    const unknown = routes.filter(admin).filter((route) => !permissionOf(route));
    expect(unknown.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers 403 to an onboarded user without the permission, and lets one with it (or all) through', async () => {
    const none = await signedInWith([]);
    const all = await signedInWith([...PERMISSIONS]);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const refused = await call(none, route);
      if (admin(route) ? refused.statusCode !== 403 : !through(refused.statusCode))
        wrong.push(`no permission: ${route.method} ${route.url}: ${refused.statusCode}`);
      if (!admin(route)) continue;
      const permission = permissionOf(route)!;
      const holder = await signedInWith([permission]);
      for (const [who, client] of [
        [permission, holder],
        ['all', all],
      ] as const) {
        const allowed = await call(client, route);
        if (!through(allowed.statusCode))
          wrong.push(`${who}: ${route.method} ${route.url}: ${allowed.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Runs last: the calls above must all have reached their guard.
  it('was never answered 429, however many routes there are', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(throttled).toEqual([]);
  });
});
