import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oauthClientSecrets } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { DEMO_OAUTH_CLIENT } from '../../server/seed/demo-oauth-client.ts';
import { findClient, hashClientSecret } from '../../server/oauth/clients.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const RULE =
  'Vul per regel één redirect-URI in: https, of http op localhost, zonder # (bijvoorbeeld https://app.example/callback).';

interface ClientBody {
  id: string;
  name: string;
  redirectUris: string;
  postLogoutRedirectUris: string | null;
  public: boolean | null;
}

// "OAuth-applicaties" (issue 6): the resource oauth-clients, its secret extension, and the demo client.
describe('/api/oauth-clients', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedInClient(ctx, ['manage_oauth_clients'])).client;
  });
  afterAll(() => ctx.close());

  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/oauth-clients', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: ClientBody }).data;
  };

  /** A token request with the client's credentials and a made-up code: the client authenticates or it does not. */
  const tokenError = async (clientId: string, secret: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      payload: 'grant_type=authorization_code&code=verzonnen&redirect_uri=https%3A%2F%2Fapp.example%2Fcb',
    });
    return (response.json() as { error: string }).error;
  };

  it('registers an app, gives its secret once (stored hashed), and the provider accepts only that secret', async () => {
    const client = await create({
      name: ' Roosterapp ',
      redirectUris: 'https://app.example/cb\n\n  http://localhost:3000/cb  ',
    });
    expect(client).toMatchObject({
      name: 'Roosterapp',
      redirectUris: 'https://app.example/cb\nhttp://localhost:3000/cb',
    });
    // Without a secret a confidential app is not offered at all.
    expect(await tokenError(client.id, 'iets')).toBe('invalid_client');

    const first = await admin.post(`/api/oauth-clients/${client.id}/secret`);
    expect(first.statusCode, first.body).toBe(200);
    const { secret, clientId } = (first.json() as { data: { secret: string; clientId: string } }).data;
    expect(clientId).toBe(client.id);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const [stored] = await ctx.database.db
      .select()
      .from(oauthClientSecrets)
      .where(eq(oauthClientSecrets.clientId, client.id));
    expect(stored?.secretHash).toBe(hashClientSecret(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(await tokenError(client.id, secret)).toBe('invalid_grant');
    expect(await tokenError(client.id, `${secret}x`)).toBe('invalid_client');

    // A new secret replaces the old one.
    const second = (await admin.post(`/api/oauth-clients/${client.id}/secret`)).json() as {
      data: { secret: string };
    };
    expect(await tokenError(client.id, secret)).toBe('invalid_client');
    expect(await tokenError(client.id, second.data.secret)).toBe('invalid_grant');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, client.id), eq(auditLog.action, 'newOAuthClientSecret')));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(second.data.secret);
  });

  it('refuses bad redirect URIs per field, and a secret for a public app', async () => {
    for (const redirectUris of ['http://app.example/cb', 'https://app.example/cb#x', 'geen-uri', '']) {
      const response = await admin.post('/api/oauth-clients', { name: 'App', redirectUris });
      expect(response.statusCode, redirectUris).toBe(422);
      expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['redirectUris']);
    }
    const bad = await admin.post('/api/oauth-clients', {
      name: 'App',
      redirectUris: 'http://app.example/cb',
    });
    expect((bad.json() as { errors: { redirectUris: string[] } }).errors.redirectUris).toEqual([RULE]);
    const spa = await create({ name: 'Zakapp', redirectUris: 'https://zak.example/cb', public: true });
    expect(spa.public).toBe(true);
    const response = await admin.post(`/api/oauth-clients/${spa.id}/secret`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['public']);
    // Public or not is decided once.
    expect((await admin.patch(`/api/oauth-clients/${spa.id}`, { public: false })).statusCode).toBe(422);
  });

  it('needs manage_oauth_clients', async () => {
    const { client: other } = await signedInClient(ctx, ['manage_tags']);
    expect((await other.get('/api/oauth-clients')).statusCode).toBe(403);
    expect(
      (await other.post('/api/oauth-clients', { name: 'x', redirectUris: 'https://a.example/cb' }))
        .statusCode,
    ).toBe(403);
    const client = await create({ name: 'Beveiligd', redirectUris: 'https://b.example/cb' });
    expect((await other.post(`/api/oauth-clients/${client.id}/secret`)).statusCode).toBe(403);
  });

  it('the demo data registers the public demo app', async () => {
    const demo = await createTestApp();
    try {
      await seedDemo(demo.database.db, demo.app.log);
      const client = await findClient(demo.database.db, DEMO_OAUTH_CLIENT.clientId);
      expect(client).toMatchObject({
        name: DEMO_OAUTH_CLIENT.name,
        redirectUris: DEMO_OAUTH_CLIENT.redirectUri,
        public: true,
      });
    } finally {
      await demo.close();
    }
  });
});
