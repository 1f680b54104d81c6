import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import {
  NOT_ADDED_BODY,
  REFUSED,
  newAuthenticator,
  registrationOptions,
  signedIn,
  signInOptions,
  stepOptions,
  withPasskey,
} from '../helpers/passkeys-api.ts';
import { browser, passwordStep } from '../helpers/sign-in.ts';
import { signIn } from '../helpers/users.ts';

describe('passkeys (WebAuthn): re-confirming the session', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('re-confirms with a passkey; then a sensitive call passes', async () => {
    const { user, authenticator } = await withPasskey(ctx);
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
    const { client } = await signedIn(ctx);
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

  it('bad bytes in response are a 422, never a 500', async () => {
    const { user, client, authenticator } = await withPasskey(ctx);
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
    const registered = newAuthenticator(ctx).register(registration);
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
});
