import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SOME_ID = '0b9a6a8e-5f0c-4d4e-9a57-3f1c2b7d9e10';

/** A concrete URL for a route pattern: every `:param` gets a well-formed id, a wildcard a plain segment. */
function concrete(url: string): string {
  return url.replace(/:\w+/g, SOME_ID).replace(/\*$/, 'x');
}

/**
 * Every state-changing API route refuses a request without the XSRF header (419), signed in or not. The list is
 * the server's own (`app.routeList`), so a route added later is checked without anyone adding it here.
 */
describe('anti-forgery on every state-changing API route (issue 7)', () => {
  let ctx: TestContext;
  let signedIn: ApiClient;
  let anonymous: ApiClient;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const user = await createUser(ctx.database.db, { permissions: [...PERMISSIONS] });
    signedIn = new ApiClient(ctx.app);
    await signIn(signedIn, user.email);
    anonymous = new ApiClient(ctx.app);
    await anonymous.get('/api/session');
    routes = ctx.app.routeList.filter((route) => UNSAFE.has(route.method) && route.url.startsWith('/api/'));
  });
  afterAll(() => ctx.close());

  it('finds the routes to check in the server itself', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/auth/logout' }));
  });

  it('answers 419 to each of them without the header, and changes nothing', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      for (const [who, client] of [
        ['signed in', signedIn],
        ['anonymous', anonymous],
      ] as const) {
        const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const response = await client.request(method, concrete(route.url), {
          body: {},
          withoutXsrf: true,
        });
        if (response.statusCode !== 419)
          answers.push(`${who} ${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
    // Still signed in: no refused call logged the session out.
    expect((await signedIn.get('/api/user')).statusCode).toBe(200);
  });
});
