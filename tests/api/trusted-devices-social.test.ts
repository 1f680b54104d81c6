import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import { signInEvents } from '../../server/db/schema/index.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { authorizeAtStandIn, startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in.ts';
import { browser } from '../helpers/sign-in.ts';
import { dataOf, deviceOf } from '../helpers/trusted-devices.ts';
import { createUser } from '../helpers/users.ts';

const APP_URL = 'http://localhost:8080';
const REDIRECT_URI = `${APP_URL}/o/oauth2-callback`;

describe('a social sign-in on a trusted device', () => {
  let ctx: TestContext;
  let google: OidcStandIn;
  beforeAll(async () => {
    google = await startOidcStandIn({ clientId: 'zorgportaal-google', redirectUri: REDIRECT_URI });
    ctx = await createTestApp({
      APP_URL,
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await google?.close();
  });

  async function withGoogle(client: ApiClient, subject: string) {
    const started = await client.post('/api/auth/login-with-google', {});
    expect(started.statusCode, started.body).toBe(200);
    const answer = await authorizeAtStandIn(dataOf<{ url: string }>(started).url, subject, REDIRECT_URI);
    if (answer.mode !== 'query') throw new Error('Google answers with a query');
    const response = await client.post('/api/auth/oauth2-callback', { query: answer.search });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<{ next: string }>(response);
  }

  it('skips the second step there (recorded as trusted_device), and only there', async () => {
    const user = await createUser(ctx.database.db);
    const subject = `onderwerp-${Math.random().toString(36).slice(2, 10)}`;
    await linkIdentity(ctx.database.db, user.id, 'google', subject, 'anouk@voorbeeld.test');
    const client = await deviceOf(ctx, user.email, true);

    expect(await withGoogle(client, subject)).toEqual({ next: 'authenticated' });
    const [event] = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.userId, user.id), eq(signInEvents.method, 'google')));
    expect(event).toMatchObject({ outcome: 'success', reason: 'trusted_device', email: `google:${subject}` });
    expect(event?.deviceId).not.toBeNull();

    expect(await withGoogle(browser(ctx), subject)).toMatchObject({ next: 'second_step' });
  });
});
