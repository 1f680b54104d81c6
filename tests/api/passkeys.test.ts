import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { relyingParty } from '../../server/auth/passkeys/relying-party.ts';
import { purgeExpiredWebauthnChallenges } from '../../server/auth/passkeys/webauthn-challenges.ts';
import {
  passkeys,
  sessions as sessionsTable,
  signInEvents,
  users,
  webauthnChallenges,
  type User,
} from '../../server/db/schema/index.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { browser, cookieOf, EXPIRED, passwordStep } from '../helpers/sign-in.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createUser, signIn } from '../helpers/users.ts';

const NOT_RECOGNIZED = 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.';
const NOT_ADDED = 'Deze passkey kon niet worden toegevoegd. Probeer het opnieuw.';
const REFUSED = { message: NOT_RECOGNIZED, errors: { passkey: [NOT_RECOGNIZED] } };
const NOT_ADDED_BODY = { message: NOT_ADDED, errors: { response: [NOT_ADDED] } };

describe('passkeys (WebAuthn)', () => {
  let ctx: TestContext;
  let rp: { id: string; origin: string };
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
    rp = relyingParty(ctx.config);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(db(), overrides);
    const client = browser(ctx);
    await signIn(client, user.email);
    return { user, client };
  }

  function newAuthenticator(options: ConstructorParameters<typeof SoftAuthenticator>[2] = {}) {
    return new SoftAuthenticator(rp.id, rp.origin, options);
  }

  async function registrationOptions(client: ApiClient): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const response = await client.post('/api/user/passkeys/registration-options', {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: PublicKeyCredentialCreationOptionsJSON }).data;
  }

  /** Registers a passkey for the client's user (confirming the session first); gives the list item. */
  async function register(client: ApiClient, authenticator: SoftAuthenticator, name = 'Laptop') {
    await confirmSession(client);
    const options = await registrationOptions(client);
    const response = await client.post('/api/user/passkeys', {
      name,
      response: authenticator.register(options),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: string; name: string } }).data;
  }

  /** A signed-in user with one registered passkey. */
  async function withPasskey(options: ConstructorParameters<typeof SoftAuthenticator>[2] = {}) {
    const { user, client } = await signedIn();
    const authenticator = newAuthenticator(options);
    const item = await register(client, authenticator);
    return { user, client, authenticator, item };
  }

  async function signInOptions(client: ApiClient): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const response = await client.post('/api/auth/passkey-sign-in-options', {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: PublicKeyCredentialRequestOptionsJSON }).data;
  }

  async function stepOptions(client: ApiClient, challenge?: string) {
    const response = await client.post('/api/auth/passkey-options', challenge ? { challenge } : {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: PublicKeyCredentialRequestOptionsJSON }).data;
  }

  async function passkeyRow(credentialId: string) {
    const [row] = await db().select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
    return row;
  }

  async function eventsOf(user: User) {
    return db().select().from(signInEvents).where(eq(signInEvents.userId, user.id));
  }

  it('registers, lists, renames and removes a passkey; removing needs a fresh confirmation', async () => {
    const { user, client } = await signedIn();
    // Registering needs a confirmation that is not an email code (423 first).
    const locked = await client.post('/api/user/passkeys/registration-options', {});
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      message: 'Bevestig eerst dat jij het bent.',
      data: { challenge: { methods: ['password'] } },
    });

    await confirmSession(client);
    const options = await registrationOptions(client);
    expect(options.rp).toEqual({ id: rp.id, name: 'Zorgportaal' });
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe(user.id);
    expect(options.user.name).toBe(user.email);
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = newAuthenticator({ backedUp: true });
    const added = await client.post('/api/user/passkeys', {
      name: '  Telefoon  ',
      response: authenticator.register(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = (added.json() as { data: Record<string, unknown> }).data;
    expect(item).toEqual({
      id: expect.any(String),
      name: 'Telefoon',
      createdAt: expect.any(String),
      lastUsedAt: null,
      backedUp: true,
    });
    const row = await passkeyRow(authenticator.id);
    expect(row).toMatchObject({
      userId: user.id,
      counter: 0,
      backupEligible: true,
      backedUp: true,
      transports: ['internal', 'hybrid'],
      aaguid: '00000000-0000-0000-0000-000000000000',
    });

    // The next options exclude it; a name is required and at most 60 characters.
    expect((await registrationOptions(client)).excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
    const unnamed = await client.post('/api/user/passkeys', { name: ' ', response: {} });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json()).toMatchObject({ errors: { name: ['Geef je passkey een naam.'] } });
    const long = await client.patch(`/api/user/passkeys/${String(item.id)}`, { name: 'x'.repeat(61) });
    expect(long.json()).toMatchObject({ errors: { name: ['Kies een naam van maximaal 60 tekens.'] } });

    const list = await client.get('/api/user/passkeys');
    expect(list.json()).toEqual({ data: [item] });
    const settings = await client.get('/api/user/security-settings');
    expect(settings.json()).toMatchObject({ data: { passkeys: 1 } });

    const renamed = await client.patch(`/api/user/passkeys/${String(item.id)}`, { name: 'Werktelefoon' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ data: { ...item, name: 'Werktelefoon' } });

    // Another user cannot see, rename or remove it.
    const stranger = await signedIn();
    await confirmSession(stranger.client);
    expect((await stranger.client.get('/api/user/passkeys')).json()).toEqual({ data: [] });
    expect(
      (await stranger.client.patch(`/api/user/passkeys/${String(item.id)}`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/user/passkeys/${String(item.id)}`)).statusCode).toBe(404);
    expect((await stranger.client.delete('/api/user/passkeys/not-a-uuid')).statusCode).toBe(404);

    // A second session of the owner, not re-confirmed: 423 with the passkey offered first; confirmed: 204.
    const second = browser(ctx);
    await signIn(second, user.email);
    const refused = await second.delete(`/api/user/passkeys/${String(item.id)}`);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({
      message: 'Bevestig eerst dat jij het bent.',
      data: { challenge: { methods: ['passkey', 'password'] } },
    });
    await confirmSession(second);
    const removed = await second.delete(`/api/user/passkeys/${String(item.id)}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await client.get('/api/user/passkeys')).json()).toEqual({ data: [] });
    expect(await passkeyRow(authenticator.id)).toBeUndefined();
  });

  it('offers passkey first in the second step for a user with one, and not for a user without', async () => {
    const { user, authenticator } = await withPasskey();
    const step = await passwordStep(browser(ctx), user.email);
    expect(step.methods).toEqual(
      ['passkey', 'email', 'backup_code'].filter((method) => step.methods.includes(method)),
    );
    expect(step.methods[0]).toBe('passkey');
    expect(step.type).toBe('email');

    const plain = await createUser(db());
    const plainStep = await passwordStep(browser(ctx), plain.email);
    expect(plainStep.methods).not.toContain('passkey');
    expect(plainStep.methods).toEqual(['email']);

    // Preferred: the challenge page opens on it.
    await db().update(users).set({ preferredOtp: 'passkey' }).where(eq(users.id, user.id));
    expect((await passwordStep(browser(ctx), user.email)).type).toBe('passkey');
    expect(authenticator.id).toHaveLength(43);
  });

  it('signs in with a passkey as the second step after the password', async () => {
    const { user, authenticator } = await withPasskey();
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    const options = await stepOptions(client, step.id);
    expect(options.rpId).toBe(rp.id);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
    const response = await client.post('/api/auth/complete-passkey-challenge', {
      challenge: step.id,
      response: authenticator.assert(options),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { next: 'authenticated' } });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const row = await passkeyRow(authenticator.id);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();
    const events = await eventsOf(user);
    expect(events.some((event) => event.method === 'passkey' && event.outcome === 'success')).toBe(true);
    // The sign-in challenge is used up.
    const again = await client.post('/api/auth/passkey-options', { challenge: step.id });
    expect(again.statusCode).toBe(401);
  });

  it('a challenge that does not offer passkey answers 422 on challenge', async () => {
    const plain = await createUser(db());
    const client = browser(ctx);
    const step = await passwordStep(client, plain.email);
    const response = await client.post('/api/auth/passkey-options', { challenge: step.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { challenge: ['Op deze manier kun je hier niet inloggen. Kies een andere manier.'] },
    });
  });

  it('signs in with a passkey as the first factor: no second step, the session works', async () => {
    const { user, authenticator } = await withPasskey();
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
    const events = await eventsOf(user);
    expect(events.find((event) => event.method === 'passkey' && event.outcome === 'success')).toMatchObject({
      kind: 'code',
      reason: 'signed_in',
      email: user.email.toLowerCase(),
    });
  });

  it('the sign-in options cookie is HttpOnly and kept by a browser that has one (two tabs)', async () => {
    const { authenticator } = await withPasskey();
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
    const { authenticator } = await withPasskey();
    const options = await signInOptions(browser(ctx));
    const response = await browser(ctx).post('/api/auth/login-with-passkey', {
      response: authenticator.assert(options),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(REFUSED);
  });

  it('re-confirms with a passkey; then a sensitive call passes', async () => {
    const { user, authenticator } = await withPasskey();
    const client = browser(ctx);
    await signIn(client, user.email);
    const locked = await client.post('/api/user/backup-codes');
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ data: { challenge: { methods: ['passkey', 'password'] } } });
    const options = await stepOptions(client);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
    const confirmed = await client.post('/api/auth/complete-passkey-challenge', {
      response: authenticator.assert(options),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      data: { confirmed: true, method: 'passkey', confirmedUntil: expect.any(String) },
    });
    expect((await client.post('/api/user/backup-codes')).statusCode).toBe(200);
    // Its options are bound to this session: another session of the same user cannot use them.
    const other = browser(ctx);
    await signIn(other, user.email);
    const foreign = await stepOptions(client);
    const stolen = await other.post('/api/auth/complete-passkey-challenge', {
      response: authenticator.assert(foreign),
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toEqual(REFUSED);
  });

  it('re-confirmation by passkey: 422 on challenge without a passkey, 422 on challenge without a session', async () => {
    const { client } = await signedIn();
    const response = await client.post('/api/auth/passkey-options', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        challenge: ['Op deze manier kun je niet bevestigen dat jij het bent. Kies een andere manier.'],
      },
    });
    const signedOut = await browser(ctx).post('/api/auth/passkey-options', {});
    expect(signedOut.statusCode).toBe(422);
    expect(signedOut.json()).toMatchObject({
      errors: { challenge: ['Er is geen inlogpoging om af te ronden. Log opnieuw in.'] },
    });
  });

  it('a challenge is single use: of two simultaneous completions with the same answer exactly one succeeds', async () => {
    const { user, authenticator } = await withPasskey();
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    const options = await stepOptions(client, step.id);
    const answer = authenticator.assert(options);
    const body = { challenge: step.id, response: answer };
    const results = await Promise.all([
      client.post('/api/auth/complete-passkey-challenge', body),
      client.post('/api/auth/complete-passkey-challenge', body),
    ]);
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.filter((status) => status !== 200).every((status) => status === 401 || status === 422),
    ).toBe(true);

    // The first factor likewise: two logins with the same answer, one session.
    const signInBrowser = browser(ctx);
    const signInAnswer = authenticator.assert(await signInOptions(signInBrowser));
    const logins = await Promise.all([
      signInBrowser.post('/api/auth/login-with-passkey', { response: signInAnswer }),
      signInBrowser.post('/api/auth/login-with-passkey', { response: signInAnswer }),
    ]);
    expect(logins.map((login) => login.statusCode).sort()).toEqual([200, 422]);
    expect(logins.find((login) => login.statusCode === 422)?.json()).toEqual(REFUSED);
  });

  it('a counter that does not go up is refused (and the library refuses it too)', async () => {
    const { authenticator } = await withPasskey();
    const client = browser(ctx);
    const ok = await client.post('/api/auth/login-with-passkey', {
      response: authenticator.assert(await signInOptions(client)),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await passkeyRow(authenticator.id))?.counter).toBe(1);

    for (const counter of [1, 0]) {
      const replayBrowser = browser(ctx);
      const response = await replayBrowser.post('/api/auth/login-with-passkey', {
        response: authenticator.assert(await signInOptions(replayBrowser), { counter }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(REFUSED);
    }
    expect((await passkeyRow(authenticator.id))?.counter).toBe(1);
    const failures = await db()
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.method, 'passkey'), eq(signInEvents.reason, 'counter_regression')));
    expect(failures.length).toBeGreaterThanOrEqual(2);

    // The library alone: a stored counter of 5 and an answer with 3 throws.
    const row = (await passkeyRow(authenticator.id))!;
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
    const { authenticator } = await withPasskey({ countsSignatures: false });
    for (let round = 0; round < 2; round += 1) {
      const client = browser(ctx);
      const response = await client.post('/api/auth/login-with-passkey', {
        response: authenticator.assert(await signInOptions(client)),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('refuses an answer for another origin, another RP id, or without user verification', async () => {
    const { authenticator } = await withPasskey();
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
    const { client } = await signedIn();
    await confirmSession(client);
    for (const knobs of [
      { origin: 'https://zorgportaal.example.com' },
      { rpId: 'zorgportaal.example.com' },
      { userVerified: false },
    ]) {
      const response = await client.post('/api/user/passkeys', {
        name: 'Sleutel',
        response: newAuthenticator().register(await registrationOptions(client), knobs),
      });
      expect(response.statusCode, JSON.stringify(knobs)).toBe(422);
      expect(response.json()).toEqual(NOT_ADDED_BODY);
    }
    expect((await client.get('/api/user/passkeys')).json()).toEqual({ data: [] });
  });

  it("refuses another user's passkey in a second step", async () => {
    const owner = await withPasskey();
    const victim = await withPasskey();
    const client = browser(ctx);
    const step = await passwordStep(client, victim.user.email);
    const options = await stepOptions(client, step.id);
    const response = await client.post('/api/auth/complete-passkey-challenge', {
      challenge: step.id,
      response: owner.authenticator.assert(options, { userHandle: null }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(REFUSED);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const events = await eventsOf(victim.user);
    expect(events.some((event) => event.method === 'passkey' && event.reason === 'wrong_user')).toBe(true);
  });

  it('an unknown passkey at sign-in gets the same 422 as a bad signature', async () => {
    const { authenticator } = await withPasskey();
    const strangerBrowser = browser(ctx);
    const unknown = await strangerBrowser.post('/api/auth/login-with-passkey', {
      response: newAuthenticator().assert(await signInOptions(strangerBrowser)),
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

  it('a registration challenge of one session cannot be used by another session', async () => {
    const { user, client } = await signedIn();
    const other = browser(ctx);
    await signIn(other, user.email);
    await confirmSession(client);
    await confirmSession(other);
    const authenticator = newAuthenticator();
    const answer = authenticator.register(await registrationOptions(client));
    const stolen = await other.post('/api/user/passkeys', { name: 'Gestolen', response: answer });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toEqual(NOT_ADDED_BODY);
    // The session that asked still can (the other session's try did not use it up).
    const own = await client.post('/api/user/passkeys', { name: 'Eigen', response: answer });
    expect(own.statusCode, own.body).toBe(201);
    // And only once.
    const replay = await client.post('/api/user/passkeys', { name: 'Nogmaals', response: answer });
    expect(replay.json()).toEqual(NOT_ADDED_BODY);
  });

  it('a second-step passkey challenge cannot be completed from another browser (no zp_challenge)', async () => {
    const { user, authenticator } = await withPasskey();
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    const options = await stepOptions(client, step.id);
    const elsewhere = browser(ctx);
    const optionsElsewhere = await elsewhere.post('/api/auth/passkey-options', { challenge: step.id });
    expect(optionsElsewhere.statusCode).toBe(401);
    const response = await elsewhere.post('/api/auth/complete-passkey-challenge', {
      challenge: step.id,
      response: authenticator.assert(options),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: EXPIRED });
    // The owner's browser still finishes it.
    const own = await client.post('/api/auth/complete-passkey-challenge', {
      challenge: step.id,
      response: authenticator.assert(options),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('bad bytes in response are a 422, never a 500', async () => {
    const { user, client, authenticator } = await withPasskey();
    const garbage = Buffer.from('not json at all').toString('base64url');
    const missing = await client.post('/api/auth/complete-passkey-challenge', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { response: ['Dit veld is verplicht.'] } });
    const bodies: unknown[] = [
      null,
      'x',
      42,
      {},
      { id: '!!', rawId: '!!', type: 'public-key', response: {} },
      {
        id: authenticator.id,
        rawId: authenticator.id,
        type: 'public-key',
        response: { clientDataJSON: garbage, authenticatorData: 'AAAA', signature: 'AAAA' },
      },
      {
        id: authenticator.id,
        rawId: authenticator.id,
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from('{"challenge":"x","type":"webauthn.get"}').toString('base64url'),
          authenticatorData: 'AAAA',
          signature: 'AAAA',
        },
      },
    ];
    for (const response of bodies) {
      const signInBrowser = browser(ctx);
      await signInOptions(signInBrowser);
      const login = await signInBrowser.post('/api/auth/login-with-passkey', { response });
      expect(login.statusCode, JSON.stringify(response)).toBe(422);
      expect(login.json()).toEqual(REFUSED);
      const confirm = await client.post('/api/auth/complete-passkey-challenge', { response });
      expect(confirm.statusCode, JSON.stringify(response)).toBe(422);
      expect(confirm.json()).toEqual(REFUSED);
    }
    // A real challenge with broken bytes after it: still a 422.
    const options = await stepOptions(client);
    const answer = authenticator.assert(options);
    const broken = await client.post('/api/auth/complete-passkey-challenge', {
      response: { ...answer, response: { ...answer.response, authenticatorData: 'AAAA', signature: '_-_-' } },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual(REFUSED);

    const step = await passwordStep(browser(ctx), user.email);
    expect(step.methods[0]).toBe('passkey');

    await confirmSession(client);
    const registration = await registrationOptions(client);
    const registered = newAuthenticator().register(registration);
    for (const response of [
      'x',
      { ...registered, response: { ...registered.response, attestationObject: garbage } },
      { ...registered, response: { ...registered.response, clientDataJSON: garbage } },
    ]) {
      const added = await client.post('/api/user/passkeys', { name: 'Kapot', response });
      expect(added.statusCode, JSON.stringify(response)).toBe(422);
      expect(added.json()).toEqual(NOT_ADDED_BODY);
    }
  });

  it('removing the last passkey moves a passkey preference to the authenticator or the email code', async () => {
    const { user, client, item } = await withPasskey();
    await db().update(users).set({ preferredOtp: 'passkey' }).where(eq(users.id, user.id));
    expect((await client.delete(`/api/user/passkeys/${item.id}`)).statusCode).toBe(204);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.preferredOtp).toBe('email');
  });

  it('registers during onboarding (the sign-in counts as the confirmation) and a passkey sign-in lands there', async () => {
    const user = await createUser(db(), { preferredOtp: null, otpSetupAt: null });
    const client = browser(ctx);
    expect(await signIn(client, user.email)).toEqual({ next: 'onboarding' });
    const authenticator = newAuthenticator();
    const options = await registrationOptions(client);
    const added = await client.post('/api/user/passkeys', {
      name: 'Telefoon',
      response: authenticator.register(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await client.get('/api/user/passkeys')).json()).toMatchObject({ data: [{ name: 'Telefoon' }] });
    // Renaming is for onboarded users only (403 with next: onboarding).
    expect(
      (await client.patch(`/api/user/passkeys/${added.json().data.id as string}`, { name: 'x' })).statusCode,
    ).toBe(403);

    const other = browser(ctx);
    const login = await other.post('/api/auth/login-with-passkey', {
      response: authenticator.assert(await signInOptions(other)),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({ data: { next: 'onboarding' } });
    const [session] = await db()
      .select()
      .from(sessionsTable)
      .where(and(eq(sessionsTable.userId, user.id), eq(sessionsTable.confirmedMethod, 'passkey')));
    expect(session?.confirmedAt).toBeInstanceOf(Date);
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
