import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthArtifacts } from '../../server/db/schema/index.ts';
import { databaseAdapter, purgeExpiredArtifacts } from '../../server/oauth/adapter.ts';
import { loadSigningKeys, parseJwks } from '../../server/oauth/keys.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

// The provider's storage on our database (server/oauth/adapter.ts) and its signing keys (server/oauth/keys.ts).
describe('OAuth storage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stores, finds by id and uid, consumes, revokes by grant, and never reads an expired artefact', async () => {
    const Adapter = databaseAdapter(ctx.database.db);
    const codes = new Adapter('AuthorizationCode');
    const sessions = new Adapter('Session');
    await codes.upsert('code-1', { grantId: 'grant-1', accountId: 'a', scope: 'openid' }, 600);
    await codes.upsert('code-2', { grantId: 'grant-2' }, 600);
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'a' }, 600);
    expect(await codes.find('code-1')).toEqual({ grantId: 'grant-1', accountId: 'a', scope: 'openid' });
    // Models are kept apart: the same id under another model is another artefact.
    expect(await sessions.find('code-1')).toBeUndefined();
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a' });

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);

    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-1')).toBeUndefined();
    expect(await codes.find('code-2')).toBeDefined();

    await ctx.database.db
      .update(oauthArtifacts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthArtifacts.id, 'code-2'));
    expect(await codes.find('code-2')).toBeUndefined();
    expect(await purgeExpiredArtifacts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(oauthArtifacts).where(eq(oauthArtifacts.id, 'code-2'));
    expect(left).toEqual([]);
    await sessions.destroy('session-1');
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
  });

  it('generates the signing key once and keeps it; OIDC_JWKS replaces it and is checked', async () => {
    const first = await loadSigningKeys(undefined, ctx.database.db);
    const again = await loadSigningKeys(undefined, ctx.database.db);
    expect(again).toEqual(first);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });

    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    const configured = JSON.stringify({ keys: [{ ...jwk, kid: 'eigen' }] });
    expect((await loadSigningKeys(configured, ctx.database.db)).keys[0]).toMatchObject({ kid: 'eigen' });
    expect(() => parseJwks('geen json')).toThrow('OIDC_JWKS is geen JSON');
    expect(() => parseJwks('{"keys":[{"kty":"RSA"}]}')).toThrow('OIDC_JWKS moet');
  });
});
