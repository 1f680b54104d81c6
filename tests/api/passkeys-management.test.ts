import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relyingParty } from '../../server/auth/passkeys/relying-party.ts';
import { sessions as sessionsTable, users } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import {
  NOT_ADDED_BODY,
  newAuthenticator,
  passkeyRow,
  registrationOptions,
  signedIn,
  signInOptions,
  withPasskey,
} from '../helpers/passkeys-api.ts';
import { browser } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

describe('passkeys (WebAuthn): registering, listing, renaming and removing', () => {
  let ctx: TestContext;
  let rp: { id: string; origin: string };
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
    rp = relyingParty(ctx.config);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  it('registers, lists, renames and removes a passkey; removing needs a fresh confirmation', async () => {
    const { user, client } = await signedIn(ctx);
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

    const authenticator = newAuthenticator(ctx, { backedUp: true });
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
    const row = await passkeyRow(ctx, authenticator.id);
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
    const stranger = await signedIn(ctx);
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
    expect(await passkeyRow(ctx, authenticator.id)).toBeUndefined();
  });

  it('a registration challenge of one session cannot be used by another session', async () => {
    const { user, client } = await signedIn(ctx);
    const other = browser(ctx);
    await signIn(other, user.email);
    await confirmSession(client);
    await confirmSession(other);
    const authenticator = newAuthenticator(ctx);
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

  it('removing the last passkey moves a passkey preference to the authenticator or the email code', async () => {
    const { user, client, item } = await withPasskey(ctx);
    await db().update(users).set({ preferredOtp: 'passkey' }).where(eq(users.id, user.id));
    expect((await client.delete(`/api/user/passkeys/${item.id}`)).statusCode).toBe(204);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.preferredOtp).toBe('email');
  });

  it('registers during onboarding (the sign-in counts as the confirmation) and a passkey sign-in lands there', async () => {
    const user = await createUser(db(), { preferredOtp: null, otpSetupAt: null });
    const client = browser(ctx);
    expect(await signIn(client, user.email)).toEqual({ next: 'onboarding' });
    const authenticator = newAuthenticator(ctx);
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
});
