import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signInResponse } from '../helpers/users.ts';

describe('the session cookie’s flags (issue 7: headers and cookies)', () => {
  for (const [scheme, appUrl, name, secure] of [
    ['http', 'http://localhost:8080', 'zp_session', false],
    ['https', 'https://zorgportaal.example', '__Host-zp_session', true],
  ] as const) {
    describe(`over ${scheme}`, () => {
      let ctx: TestContext;
      beforeAll(async () => {
        ctx = await createTestApp({ APP_URL: appUrl });
      });
      afterAll(() => ctx.close());

      it(`is ${name}: HttpOnly, SameSite=Lax, Path=/${secure ? ', Secure' : ''}, no Domain`, async () => {
        const user = await createUser(ctx.database.db);
        const response = await signInResponse(new ApiClient(ctx.app), user.email);
        const cookie = response.cookies.find((item) => item.name === name);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(Boolean(cookie?.secure)).toBe(secure);
        expect(cookie?.domain).toBeUndefined();
        // Without "Ingelogd blijven" it ends with the browser session.
        expect(cookie?.maxAge).toBeUndefined();
      });
    });
  }
});
