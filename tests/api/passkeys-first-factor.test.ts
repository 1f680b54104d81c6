import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { relyingParty } from '../../server/auth/passkeys/relying-party.ts';
import { purgeExpiredWebauthnChallenges } from '../../server/auth/passkeys/webauthn-challenges.ts';
import { signInEvents, webauthnChallenges } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import {
  NOT_ADDED_BODY,
  REFUSED,
  eventsOf,
  newAuthenticator,
  passkeyRow,
  registrationOptions,
  signedIn,
  signInOptions,
  withPasskey,
} from '../helpers/passkeys-api.ts';
import { browser, cookieOf } from '../helpers/sign-in.ts';

describe('passkeys (WebAuthn): signing in with a passkey alone', () => {
  let ctx: TestContext;
  let rp: { id: string; origin: string };
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
    rp = relyingParty(ctx.config);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  it('signs in with a passkey as the first factor: no second step, the session works', async () => {
    const { user, authenticator } = await withPasskey(ctx);
    const client = browser(ctx);
    const options = await signInOptions(client);
    expect(options.allowCredentials).toBeUndefined();
    expect(options.userVerification).toBe('required');
    const cookie = client.cookies.get('zp_passkey');
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await client.post('/api/auth/login-with-passkey', {
      response: authenticator.assert(options),
      remember: true,
      intendedUrl: '/employees',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { next: 'authenticated' } });
    expect(cookieOf(response, 'zp_passkey')?.value).toBe('');
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { id: user.id } });
    expect((await client.get('/api/auth/intended-url')).json()).toEqual({ data: { url: '/employees' } });
    const events = await eventsOf(ctx, user);
    expect(events.find((event) => event.method === 'passkey' && event.outcome === 'success')).toMatchObject({
      kind: 'code',
      reason: 'signed_in',
      email: user.email.toLowerCase(),
    });
  });

  it('the sign-in options cookie is HttpOnly and kept by a browser that has one (two tabs)', async () => {
    const { authenticator } = await withPasskey(ctx);
    const client = browser(ctx);
    const first = await client.post('/api/auth/passkey-sign-in-options', {});
    const set = cookieOf(first, 'zp_passkey');
    expect(set).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax', maxAge: 300 });
    const tabOne = (first.json() as { data: PublicKeyCredentialRequestOptionsJSON }).data;
    const tabTwo = await signInOptions(client);
    expect(client.cookies.get('zp_passkey')).toBe(set?.value);
    // The first tab's options still work after the second tab asked for its own.
    const response = await client.post('/api/auth/login-with-passkey', {
      response: authenticator.assert(tabOne),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(tabTwo.challenge).not.toBe(tabOne.challenge);
  });

  it('a passkey sign-in from another browser (without its cookie) is refused', async () => {
    const { authenticator } = await withPasskey(ctx);
    const options = await signInOptions(browser(ctx));
    const response = await browser(ctx).post('/api/auth/login-with-passkey', {
      response: authenticator.assert(options),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(REFUSED);
  });

  it('a counter that does not go up is refused (and the library refuses it too)', async () => {
    const { authenticator } = await withPasskey(ctx);
    const client = browser(ctx);
    const ok = await client.post('/api/auth/login-with-passkey', {
      response: authenticator.assert(await signInOptions(client)),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await passkeyRow(ctx, authenticator.id))?.counter).toBe(1);

    for (const counter of [1, 0]) {
      const replayBrowser = browser(ctx);
      const response = await replayBrowser.post('/api/auth/login-with-passkey', {
        response: authenticator.assert(await signInOptions(replayBrowser), { counter }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(REFUSED);
    }
    expect((await passkeyRow(ctx, authenticator.id))?.counter).toBe(1);
    const failures = await db()
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.method, 'passkey'), eq(signInEvents.reason, 'counter_regression')));
    expect(failures.length).toBeGreaterThanOrEqual(2);

    // The library alone: a stored counter of 5 and an answer with 3 throws.
    const row = (await passkeyRow(ctx, authenticator.id))!;
    const options = { challenge: Buffer.from('challenge-of-the-library-check').toString('base64url') };
    await expect(
      verifyAuthenticationResponse({
        response: authenticator.assert(options, { counter: 3 }),
        expectedChallenge: options.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: row.credentialId,
          publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
          counter: 5,
        },
      }),
    ).rejects.toThrow(/counter/);
  });

  it('an authenticator without a counter (always 0) keeps working', async () => {
    const { authenticator } = await withPasskey(ctx, { countsSignatures: false });
    for (let round = 0; round < 2; round += 1) {
      const client = browser(ctx);
      const response = await client.post('/api/auth/login-with-passkey', {
        response: authenticator.assert(await signInOptions(client)),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('refuses an answer for another origin, another RP id, or without user verification', async () => {
    const { authenticator } = await withPasskey(ctx);
    for (const knobs of [
      { origin: 'https://zorgportaal.example.com' },
      { origin: rp.origin.replace('localhost', '127.0.0.1') },
      { rpId: 'zorgportaal.example.com' },
      { userVerified: false },
    ]) {
      const client = browser(ctx);
      const response = await client.post('/api/auth/login-with-passkey', {
        response: authenticator.assert(await signInOptions(client), knobs),
      });
      expect(response.statusCode, JSON.stringify(knobs)).toBe(422);
      expect(response.json()).toEqual(REFUSED);
      expect((await client.get('/api/user')).statusCode).toBe(401);
    }
    // Registration likewise.
    const { client } = await signedIn(ctx);
    await confirmSession(client);
    for (const knobs of [
      { origin: 'https://zorgportaal.example.com' },
      { rpId: 'zorgportaal.example.com' },
      { userVerified: false },
    ]) {
      const response = await client.post('/api/user/passkeys', {
        name: 'Sleutel',
        response: newAuthenticator(ctx).register(await registrationOptions(client), knobs),
      });
      expect(response.statusCode, JSON.stringify(knobs)).toBe(422);
      expect(response.json()).toEqual(NOT_ADDED_BODY);
    }
    expect((await client.get('/api/user/passkeys')).json()).toEqual({ data: [] });
  });

  it('an unknown passkey at sign-in gets the same 422 as a bad signature', async () => {
    const { authenticator } = await withPasskey(ctx);
    const strangerBrowser = browser(ctx);
    const unknown = await strangerBrowser.post('/api/auth/login-with-passkey', {
      response: newAuthenticator(ctx).assert(await signInOptions(strangerBrowser)),
    });
    const badBrowser = browser(ctx);
    const answer = authenticator.assert(await signInOptions(badBrowser));
    const signature = Buffer.from(answer.response.signature, 'base64url');
    signature[signature.length - 1] = (signature[signature.length - 1]! + 1) % 256;
    const badSignature = await badBrowser.post('/api/auth/login-with-passkey', {
      response: { ...answer, response: { ...answer.response, signature: signature.toString('base64url') } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(badSignature.statusCode).toBe(422);
    expect(unknown.json()).toEqual(REFUSED);
    expect(badSignature.json()).toEqual(unknown.json());
  });

  it('expired WebAuthn challenges are purged', async () => {
    const client = browser(ctx);
    const options = await signInOptions(client);
    const stored = () =>
      db().select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, options.challenge));
    expect(await stored()).toHaveLength(1);
    await purgeExpiredWebauthnChallenges(db(), new Date());
    expect(await stored()).toHaveLength(1);
    await purgeExpiredWebauthnChallenges(db(), new Date(Date.now() + 5 * 60_000 + 1000));
    expect(await stored()).toHaveLength(0);
  });
});
