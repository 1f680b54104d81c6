import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oauthClientSecrets } from '../../server/db/schema/index.ts';
import { hashClientSecret } from '../../server/oauth/clients.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { refuseAuditOf } from '../helpers/refuse-audit.ts';

const NOT_RENEWED = 'Er is geen nieuw geheim gemaakt; het huidige geheim blijft geldig. Probeer het opnieuw.';

// Issue 27: a new client secret and its audit entry are one write. When the entry cannot be stored, the secret
// must not have changed (the new one was never shown), so the application keeps a secret that works.
describe('POST /api/oauth-clients/{id}/secret when its audit entry cannot be stored', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signedInClient(ctx, ['manage_oauth_clients'])).client;
  });
  afterAll(() => ctx.close());

  /** Whether the token endpoint accepts the client's credentials (a made-up code: invalid_grant once it does). */
  const authenticates = async (clientId: string, secret: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      payload: 'grant_type=authorization_code&code=verzonnen&redirect_uri=https%3A%2F%2Fapp.example%2Fcb',
    });
    return (response.json() as { error: string }).error === 'invalid_grant';
  };

  const storedHash = async (clientId: string) => {
    const [row] = await ctx.database.db
      .select({ secretHash: oauthClientSecrets.secretHash })
      .from(oauthClientSecrets)
      .where(eq(oauthClientSecrets.clientId, clientId));
    return row?.secretHash;
  };

  const secretAudits = (clientId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, clientId), eq(auditLog.action, 'newOAuthClientSecret')));

  it('keeps the old secret, stores nothing and says so; the next rotation works', async () => {
    const created = await admin.post('/api/oauth-clients', {
      name: 'Roosterapp',
      redirectUris: 'https://app.example/cb',
    });
    expect(created.statusCode, created.body).toBe(201);
    const clientId = (created.json() as { data: { id: string } }).data.id;
    const first = await admin.post(`/api/oauth-clients/${clientId}/secret`);
    expect(first.statusCode, first.body).toBe(200);
    const oldSecret = (first.json() as { data: { secret: string } }).data.secret;

    const allow = await refuseAuditOf(ctx.database, 'newOAuthClientSecret');
    const refused = await admin.post(`/api/oauth-clients/${clientId}/secret`);
    expect(await storedHash(clientId)).toBe(hashClientSecret(oldSecret));
    expect(await authenticates(clientId, oldSecret)).toBe(true);
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ message: NOT_RENEWED });
    expect(await secretAudits(clientId)).toHaveLength(1);

    await allow();
    const renewed = await admin.post(`/api/oauth-clients/${clientId}/secret`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newSecret = (renewed.json() as { data: { secret: string } }).data.secret;
    expect(await authenticates(clientId, newSecret)).toBe(true);
    expect(await authenticates(clientId, oldSecret)).toBe(false);
    expect(await secretAudits(clientId)).toHaveLength(2);
  });
});
