import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relyingParty } from '../../server/auth/passkeys/relying-party.ts';
import { users } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  REFUSED,
  eventsOf,
  passkeyRow,
  signInOptions,
  stepOptions,
  withPasskey,
} from '../helpers/passkeys-api.ts';
import { browser, EXPIRED, passwordStep } from '../helpers/sign-in.ts';
import { createUser } from '../helpers/users.ts';

describe('passkeys (WebAuthn): the second step after the password', () => {
  let ctx: TestContext;
  let rp: { id: string; origin: string };
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
    rp = relyingParty(ctx.config);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  it('offers passkey first in the second step for a user with one, and not for a user without', async () => {
    const { user, authenticator } = await withPasskey(ctx);
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
    const { user, authenticator } = await withPasskey(ctx);
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
    const row = await passkeyRow(ctx, authenticator.id);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();
    const events = await eventsOf(ctx, user);
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

  it('a challenge is single use: of two simultaneous completions with the same answer exactly one succeeds', async () => {
    const { user, authenticator } = await withPasskey(ctx);
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

  it("refuses another user's passkey in a second step", async () => {
    const owner = await withPasskey(ctx);
    const victim = await withPasskey(ctx);
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
    const events = await eventsOf(ctx, victim.user);
    expect(events.some((event) => event.method === 'passkey' && event.reason === 'wrong_user')).toBe(true);
  });

  it('a second-step passkey challenge cannot be completed from another browser (no zp_challenge)', async () => {
    const { user, authenticator } = await withPasskey(ctx);
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
});
