import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

describe('/api/docs lists the security calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('with their methods and the confirmation answer of the sign-in calls', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const expected: Record<string, string[]> = {
      '/api/user/security-settings': ['get'],
      '/api/user/sessions': ['get', 'delete'],
      '/api/user/sessions/{id}': ['delete'],
      '/api/user/update-password': ['post'],
      '/api/totp': ['get', 'post', 'patch', 'delete'],
      '/api/user/backup-codes': ['post'],
      '/api/user/setup-google-idp': ['post'],
      '/api/user/remove-apple-idp': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
    expect(JSON.stringify(paths['/api/auth/complete-password-challenge'])).toContain('confirmedUntil');
  });
});
