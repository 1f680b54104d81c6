import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import type { TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';
import { OAuthBrowser } from '../helpers/oauth-browser.ts';
import { discoveredClient, listeningTestApp, startAuthorization } from '../helpers/oauth-provider-app.ts';
import { createUser } from '../helpers/users.ts';

/**
 * Issue 26's closing attack, the leaver's OAuth ways back in: an app holding the leaver's access and refresh tokens
 * (obtained through the real provider flow, openid-client against the listening server), the provider's own
 * session cookie in the leaver's browser, and a refresh racing the archive. Nothing of it works after the archive,
 * and an unblock gives none of it back.
 */

const REDIRECT_URI = 'http://127.0.0.1:9/callback';

let ctx: TestContext;
let origin: string;
let app: client.Configuration;
let boss: ApiClient;

beforeAll(async () => {
  ({ ctx, origin } = await listeningTestApp());
  ({ app } = await discoveredClient(ctx, origin, { name: 'Roosterapp', redirectUris: [REDIRECT_URI] }));
  ({ client: boss } = await signedInClient(ctx, ['manage_employees', 'view_employees']));
  await confirmSession(boss);
}, 60_000);
afterAll(() => ctx?.close());

/** A leaver (linked employee) signed in over HTTP who approved the app: its browser and tokens. */
async function leaverWithTokens() {
  const user = await createUser(ctx.database.db);
  const employee = await createEmployee(boss, { email: user.email });
  expect((await boss.post(`/api/employees/${employee.id}/account`, { linkExisting: true })).statusCode).toBe(
    200,
  );
  const browser = new OAuthBrowser(origin);
  await browser.signIn(ctx.database.db, user.email);
  const started = await authorization();
  const landed = await browser.follow(started.url, REDIRECT_URI);
  if (!('uid' in landed)) throw new Error(`expected the consent page, got ${JSON.stringify(landed)}`);
  const posted = await browser.api('POST', '/api/oauth/authorize', { uid: landed.uid, decision: 'approve' });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  const back = await browser.follow(posted.body.data.redirectTo as string, REDIRECT_URI);
  if (!('callback' in back)) throw new Error(`expected the callback, got ${JSON.stringify(back)}`);
  const tokens = await client.authorizationCodeGrant(app, back.callback, {
    pkceCodeVerifier: started.verifier,
    expectedState: started.state,
    expectedNonce: started.nonce,
  });
  expect(tokens.refresh_token).toMatch(/^[\w-]{40,}$/);
  return { user, employee, browser, tokens };
}

function authorization(extra: Record<string, string> = {}) {
  return startAuthorization(app, REDIRECT_URI, 'openid profile email offline_access', {
    prompt: 'consent',
    ...extra,
  });
}

async function expectDead(tokens: client.TokenEndpointResponse, userId: string): Promise<void> {
  await expect(client.refreshTokenGrant(app, tokens.refresh_token!)).rejects.toMatchObject({
    error: 'invalid_grant',
  });
  expect((await client.tokenIntrospection(app, tokens.access_token)).active).toBe(false);
  await expect(client.fetchUserInfo(app, tokens.access_token, userId)).rejects.toThrow();
}

describe('as a leaver with an OAuth app', () => {
  it('the app’s access and refresh tokens and the provider session die with the archive; an unblock revives none', async () => {
    const { user, employee, browser, tokens } = await leaverWithTokens();
    expect((await client.fetchUserInfo(app, tokens.access_token, user.id)).sub).toBe(user.id);

    const archived = await boss.delete(`/api/employees/${employee.id}`, { body: { reason: 'Uit dienst' } });
    expect(archived.statusCode, archived.body).toBe(200);
    await expectDead(tokens, user.id);

    // The leaver's browser still holds the provider's cookies: a silent authorization gives no code.
    const silent = await authorization({ prompt: 'none' });
    const landed = await browser.follow(silent.url, REDIRECT_URI);
    expect('callback' in landed && landed.callback.searchParams.get('error')).toBe('login_required');

    const restored = await boss.post(`/api/employees/archived/${employee.id}/restore`, {
      unblockAccount: true,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await expectDead(tokens, user.id);
    const again = await browser.follow((await authorization({ prompt: 'none' })).url, REDIRECT_URI);
    expect('callback' in again && again.callback.searchParams.get('error')).toBe('login_required');
  });

  it('refreshes racing the block (barrier): whatever they got is dead afterwards', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, employee, tokens } = await leaverWithTokens();
      const [blocked, ...refreshes] = await Promise.allSettled([
        boss.post(`/api/employees/${employee.id}/account/block`),
        client.refreshTokenGrant(app, tokens.refresh_token!),
        client.refreshTokenGrant(app, tokens.refresh_token!),
      ]);
      expect(blocked.status === 'fulfilled' && blocked.value.statusCode).toBe(200);
      for (const refresh of refreshes) {
        if (refresh.status === 'fulfilled') await expectDead(refresh.value, user.id);
      }
      await expectDead(tokens, user.id);
    }
  });
});
