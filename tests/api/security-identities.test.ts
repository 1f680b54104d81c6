import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIdentity, identitiesOfUser, linkIdentity } from '../../server/auth/social/identities.ts';
import { socialSignIns, users } from '../../server/db/schema/index.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { authorizeAtStandIn, startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in.ts';
import { browser } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

const APP_URL = 'http://localhost:8080';
const REDIRECT_URI = `${APP_URL}/o/oauth2-callback`;
const CALLBACK = '/api/auth/oauth2-callback';

let ctx: TestContext;
let google: OidcStandIn;
let subjects = 0;
const newSubject = () => `koppel-${(subjects += 1)}-${Math.random().toString(36).slice(2, 8)}`;

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

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.database.db, overrides);
  const client = browser(ctx);
  await signIn(client, user.email);
  return { user, client };
}

/** Starts a link and plays the provider as `subject`: gives the search string the browser comes back with. */
async function linkAnswer(client: ApiClient, subject: string, body: object = {}): Promise<string> {
  const started = await client.post('/api/user/setup-google-idp', body);
  expect(started.statusCode, started.body).toBe(200);
  const { url } = (started.json() as { data: { url: string } }).data;
  const answer = await authorizeAtStandIn(url, subject, REDIRECT_URI);
  if (answer.mode !== 'query') throw new Error('Google answers with a query');
  return answer.search;
}

describe('POST /user/setup-{provider}-idp and the callback of a link', () => {
  it('needs a recent confirmation (423), then links the identity and answers linked with the return page', async () => {
    const { user, client } = await signedIn();
    const locked = await client.post('/api/user/setup-google-idp', {});
    expect(locked.statusCode).toBe(423);
    await confirmSession(client);
    const subject = newSubject();
    const query = await linkAnswer(client, subject);
    const [row] = await ctx.database.db.select().from(socialSignIns).where(eq(socialSignIns.userId, user.id));
    expect(row).toMatchObject({ purpose: 'link', provider: 'google', userId: user.id });
    const response = await client.post(CALLBACK, { query });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { next: 'linked', provider: 'google', url: '/settings/security' },
    });
    expect((await findIdentity(ctx.database.db, 'google', subject))?.userId).toBe(user.id);
    expect(
      await ctx.database.db.select().from(socialSignIns).where(eq(socialSignIns.userId, user.id)),
    ).toEqual([]);
    // Still the same session, and the identity now signs in.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const settings = (await client.get('/api/user/security-settings')).json() as {
      data: { identities: { provider: string }[]; providers: string[] };
    };
    expect(settings.data.identities.map((identity) => identity.provider)).toEqual(['google']);
    expect(settings.data.providers).toEqual(['google']);
  });

  it('returns to the page given (same-origin only)', async () => {
    const { client } = await signedIn();
    await confirmSession(client);
    const query = await linkAnswer(client, newSubject(), { returnTo: '/settings/security/mfa' });
    expect((await client.post(CALLBACK, { query })).json()).toMatchObject({
      data: { url: '/settings/security/mfa' },
    });
    const evil = await linkAnswer(client, newSubject(), { returnTo: '//evil.example' });
    expect((await client.post(CALLBACK, { query: evil })).json()).toMatchObject({
      data: { url: '/settings/security' },
    });
  });

  it('refuses an identity linked to someone else (422 on provider)', async () => {
    const other = await createUser(ctx.database.db);
    const subject = newSubject();
    await linkIdentity(ctx.database.db, other.id, 'google', subject, null);
    const { client } = await signedIn();
    await confirmSession(client);
    const response = await client.post(CALLBACK, { query: await linkAnswer(client, subject) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { provider: ['Dit Google-account is al gekoppeld aan een ander account.'] },
    });
  });

  it('a link answer coming back in another user’s session is the expired 401', async () => {
    const { client } = await signedIn();
    await confirmSession(client);
    const query = await linkAnswer(client, newSubject());
    await client.post('/api/auth/logout');
    const response = await client.post(CALLBACK, { query });
    expect(response.statusCode).toBe(401);
  });

  it('during onboarding needs no confirmation and replaces the one-time password', async () => {
    const { user, client } = await signedIn({
      passwordChangeRequired: true,
      preferredOtp: null,
      otpSetupAt: null,
    });
    const subject = newSubject();
    const response = await client.post(CALLBACK, { query: await linkAnswer(client, subject) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { next: 'linked', url: '/onboarding' } });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ passwordHash: null, passwordChangeRequired: false });
  });

  it('401 signed out; 404 for a provider that is not configured', async () => {
    expect((await browser(ctx).post('/api/user/setup-google-idp', {})).statusCode).toBe(401);
    const { client } = await signedIn();
    await confirmSession(client);
    const response = await client.post('/api/user/setup-apple-idp', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /user/remove-{provider}-idp', () => {
  it('unlinks after a confirmation (423 first); not linked is 422', async () => {
    const { user, client } = await signedIn();
    await linkIdentity(ctx.database.db, user.id, 'google', newSubject(), null);
    expect((await client.post('/api/user/remove-google-idp')).statusCode).toBe(423);
    await confirmSession(client);
    const response = await client.post('/api/user/remove-google-idp');
    expect(response.statusCode).toBe(204);
    const again = await client.post('/api/user/remove-google-idp');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { provider: ['Je hebt geen Google-account gekoppeld.'] } });
  });

  it('refuses to remove the last way to sign in (no password, no other identity)', async () => {
    const user = await createUser(ctx.database.db);
    await linkIdentity(ctx.database.db, user.id, 'google', newSubject(), null);
    await linkIdentity(ctx.database.db, user.id, 'microsoft', newSubject(), null);
    const client = browser(ctx);
    await signIn(client, user.email);
    await confirmSession(client);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await client.post('/api/user/remove-microsoft-idp')).statusCode).toBe(204);
    const last = await client.post('/api/user/remove-google-idp');
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({
      errors: {
        provider: [
          'Je kunt Google niet ontkoppelen: dan kun je niet meer inloggen. Stel eerst een wachtwoord in of koppel een ander account.',
        ],
      },
    });
    expect((await identitiesOfUser(ctx.database.db, user.id)).map((identity) => identity.provider)).toEqual([
      'google',
    ]);
  });
});
