import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createClient } from '../../server/oauth/clients.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * Text PostgreSQL cannot store (a NUL; a lone UTF-16 surrogate, which it would silently replace) is refused
 * before it reaches the database: a 422 on the field in the API, a 404 for a static path, an OAuth
 * `invalid_request` under /oidc; never a 500 with a stack trace in the log (security issue 5).
 */

const INVALID = 'Dit veld bevat een ongeldig teken. Haal het weg en probeer het opnieuw.';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

/** The 422 envelope naming exactly these fields. */
function invalidFields(...fields: string[]) {
  return { message: INVALID, errors: Object.fromEntries(fields.map((field) => [field, [INVALID]])) };
}

/** A stand-in for dist/: index.html, one asset and one public file. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zp-bad-bytes-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>%APP_NAME%</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.info(1);');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('bad bytes (security issue 5)', () => {
  let ctx: TestContext;
  let dir: string;
  let errorLog: MockInstance;
  let anonymous: ApiClient;
  let admin: ApiClient;

  async function tagCount(): Promise<number> {
    const result = await ctx.database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from tags`,
    );
    return Number(result.rows[0]?.total);
  }

  beforeAll(async () => {
    dir = fakeBuild();
    ctx = await createTestApp({}, { spaDir: dir });
    errorLog = vi.spyOn(ctx.app.log, 'error');
    anonymous = new ApiClient(ctx.app);
    admin = (await signedInClient(ctx, ['manage_tags'])).client;
  });
  afterAll(async () => {
    // Nothing in this file is a server error: not one stack trace was logged.
    expect(errorLog).not.toHaveBeenCalled();
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('anonymous sign-in calls', () => {
    it('answers a NUL in the email address of login-with-password with a 422 on email', async () => {
      const response = await anonymous.post('/api/auth/login-with-password', {
        email: 'a\u0000b@x.nl',
        password: 'Paardenbloem-Zonnedak-42',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('email'));
    });

    it('answers a NUL in the email address of start-email-challenge with a 422 on email', async () => {
      const response = await anonymous.post('/api/auth/start-email-challenge', { email: 'a\u0000b@x.nl' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('email'));
    });

    it('refuses a lone surrogate the same way (it would be stored as U+FFFD)', async () => {
      const response = await anonymous.post('/api/auth/login-with-password', {
        email: 'a\ud800b@x.nl',
        password: LONE_SURROGATE,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('email', 'password'));
    });

    it('treats a NUL in the session cookie as no session (the token never reaches SQL)', async () => {
      const response = await ctx.app.inject({
        url: '/api/tags',
        headers: { 'x-api-version': '2025.1', cookie: 'zp_session=abc%00def' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'session_ended' });
    });
  });

  describe('admin lists and forms', () => {
    it('answers ?q=%00 on a list with a 422 on q', async () => {
      const response = await admin.get('/api/tags?q=%00');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('q'));
    });

    it('answers a NUL or a lone surrogate in a text field of a create with a 422 on it, storing nothing', async () => {
      const before = await tagCount();
      for (const name of [NUL, LONE_SURROGATE, '\u0000']) {
        const response = await admin.post('/api/tags', { name });
        expect(response.statusCode, JSON.stringify(name)).toBe(422);
        expect(response.json()).toEqual(invalidFields('name'));
      }
      expect(await tagCount()).toBe(before);
    });

    it('finds the bad text at any depth, keys included, and names each field by its path', async () => {
      const response = await admin.post('/api/tags', {
        name: 'Nachtdienst',
        extra: { list: ['goed', NUL, { deeper: LONE_SURROGATE }] },
        [`sleutel${NUL}`]: 'goed',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('extra.list.1', 'extra.list.2.deeper', `sleutel${NUL}`));
    });

    it('names a body that is itself such a string `body`', async () => {
      const response = await admin.post('/api/tags', JSON.stringify(NUL), {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('body'));
    });

    it('answers a NUL in a route parameter with a 422 on it', async () => {
      const response = await admin.get('/api/tags/%00');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('id'));
    });

    it('answers a NUL as the cursor with a 422 on cursor', async () => {
      const response = await admin.get('/api/tags?cursor=%00');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidFields('cursor'));
    });

    it('answers a cursor whose encoded sort value holds a NUL with a 400, not a 500', async () => {
      const cursor = Buffer.from(
        JSON.stringify({
          sort: 'name',
          order: 'asc',
          value: NUL,
          id: '7d1f0a8e-9a51-4c59-8c0e-2b1d7f7f0000',
        }),
      ).toString('base64url');
      const response = await admin.get(`/api/tags?sort=name&order=asc&cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Het verzoek kon niet worden verwerkt.' });
    });

    it('keeps the order of answers: 401, 403 and 419 still come before the 422', async () => {
      const unsigned = await anonymous.post('/api/tags', { name: NUL });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toEqual({ message: 'Je bent niet ingelogd.', reason: 'no_session' });

      const { client: withoutPermission } = await signedInClient(ctx, []);
      const forbidden = await withoutPermission.post('/api/tags', { name: NUL });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Je hebt geen toegang tot deze actie.' });

      const forged = await admin.post('/api/tags', { name: NUL }, { withoutXsrf: true });
      expect(forged.statusCode).toBe(419);
      expect(forged.json()).toEqual({
        message: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
      });
    });
  });

  describe('static paths of the SPA', () => {
    it('answers a NUL in an asset path, a page path or a public file with a 404', async () => {
      for (const url of [
        '/assets/%00',
        '/assets/index-abc123.js%00',
        '/%00',
        '/dashboard/%00',
        '/favicon.svg%00',
      ]) {
        const response = await ctx.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ message: 'Niet gevonden.' });
      }
      // The files themselves are still served.
      expect((await ctx.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/dashboard' })).statusCode).toBe(200);
    });
  });

  describe('the OAuth provider under /oidc', () => {
    const REDIRECT_URI = 'http://127.0.0.1:9/callback';
    const INVALID_REQUEST = {
      error: 'invalid_request',
      error_description: 'parameters must not contain a NUL character or a lone surrogate',
    };
    let clientId: string;
    let basic: string;

    beforeAll(async () => {
      const registered = await createClient(ctx.database.db, {
        name: 'Roosterapp',
        redirectUris: [REDIRECT_URI],
      });
      clientId = registered.client.id;
      basic = `Basic ${Buffer.from(`${clientId}:${registered.secret}`).toString('base64')}`;
    });

    const form = (url: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      });

    it('answers a NUL in a form parameter of the token, introspection and revocation endpoints with invalid_request', async () => {
      for (const [url, payload] of [
        [
          '/oidc/token',
          `grant_type=authorization_code&code=%00&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
        ],
        ['/oidc/token', 'grant_type=refresh_token&refresh_token=abc%00'],
        ['/oidc/token/introspection', 'token=%00'],
        ['/oidc/token/revocation', 'token=%ED%A0%80%00'],
      ] as const) {
        const response = await form(url, payload);
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual(INVALID_REQUEST);
      }
    });

    it('answers a NUL in a query parameter of the authorization endpoint with invalid_request', async () => {
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: REDIRECT_URI,
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
        state: NUL,
      });
      const response = await ctx.app.inject({ url: `/oidc/auth?${query.toString()}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_REQUEST);
    });

    it('still answers a well-formed request the usual way', async () => {
      const response = await form('/oidc/token', 'grant_type=refresh_token&refresh_token=unknown');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    });
  });
});
