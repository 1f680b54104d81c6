import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import type { Permission } from '../../resources/permissions.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const SOME_ID = '0b9a6a8e-5f0c-4d4e-9a57-3f1c2b7d9e10';

/** API paths anyone may call: health, the XSRF token, the API description, signing in, the dev outbox. */
const PUBLIC = ['/api/health', '/api/session', '/api/docs', '/api/auth/', '/api/dev/'];

/** API paths every signed-in user may call, whatever their permissions: their own account and session. */
const OWN = ['/api/user', '/api/dashboard', '/api/totp', '/api/avatars/', '/api/oauth/authorize'];

/** Admin routes guarded by another permission than their resource's. */
const OTHER_PERMISSION: Record<string, Permission> = {
  'GET /api/employees/:id/history': 'view_employee_action_history',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function concrete(url: string): string {
  return url.replace(/:\w+/g, SOME_ID).replace(/\*$/, 'x');
}

const startsWithAny = (url: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

/** The permission an admin route needs: its resource's (the first path segment), unless listed above. */
function permissionOf(method: string, url: string): Permission | undefined {
  const other = OTHER_PERMISSION[`${method} ${url}`];
  if (other) return other;
  const name = url.split('/')[2];
  return RESOURCES.find((resource) => resource.name === name)?.permission;
}

/**
 * The authorisation matrix over the server's own route list (issue 7), so a new route cannot be missed: every
 * route outside PUBLIC answers 401 to an anonymous caller; every admin route answers 403 to a signed-in user
 * without permissions, and not 401/403 to one holding exactly its permission. A route that fits none of the
 * lists fails the test until someone decides who may call it.
 */
describe('authorisation on every API route (issue 7)', () => {
  let ctx: TestContext;
  let routes: { method: Method; url: string }[];
  const clients = new Map<string, ApiClient>();

  async function signedInWith(permissions: Permission[]): Promise<ApiClient> {
    const key = permissions.join(',');
    const known = clients.get(key);
    if (known) return known;
    const user = await createUser(ctx.database.db, { permissions });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    clients.set(key, client);
    return client;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    routes = ctx.app.routeList
      .filter(
        (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
      )
      .map((route) => ({ method: route.method as Method, url: route.url }));
  });
  afterAll(() => ctx.close());

  it('answers 401 to an anonymous caller outside the public paths', async () => {
    const anonymous = new ApiClient(ctx.app);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !startsWithAny(r.url, PUBLIC))) {
      const response = await anonymous.request(route.method, concrete(route.url), { body: {} });
      if (response.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('knows the permission of every route that is neither public nor the user’s own', () => {
    const unknown = routes
      .filter((r) => !startsWithAny(r.url, PUBLIC) && !startsWithAny(r.url, OWN))
      .filter((r) => !permissionOf(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(unknown).toEqual([]);
  });

  it('answers 403 to a signed-in user without the permission, and lets one with it through', async () => {
    const admin = routes.filter((r) => !startsWithAny(r.url, PUBLIC) && !startsWithAny(r.url, OWN));
    const none = await signedInWith([]);
    const wrong: string[] = [];
    for (const route of admin) {
      const permission = permissionOf(route.method, route.url)!;
      const refused = await none.request(route.method, concrete(route.url), { body: {} });
      if (refused.statusCode !== 403)
        wrong.push(`no permission: ${route.method} ${route.url}: ${refused.statusCode}`);
      const holder = await signedInWith([permission]);
      const allowed = await holder.request(route.method, concrete(route.url), { body: {} });
      // Through the guard: a 404 (no such record), 422 (empty body) or 423 (confirm first) is fine here.
      if ([401, 403].includes(allowed.statusCode)) {
        wrong.push(`${permission}: ${route.method} ${route.url}: ${allowed.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
