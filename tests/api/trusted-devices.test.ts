import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_TTL_MS, TRUSTED_DEVICE_TTL_MS } from '../../server/auth/devices/device-policy.ts';
import { signInDevices, signInEvents } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { ApiClient } from '../helpers/api-client.ts';
import {
  authenticatorCode,
  browser,
  cookieOf,
  passwordStep,
  randomIp,
  withAuthenticator,
} from '../helpers/sign-in.ts';
import {
  DEVICE_COOKIE,
  dataOf,
  deviceOf,
  devicesOf,
  emailCodeSignIn,
  nextAfterPassword,
  passwordSignIn,
  signInWithSecondStep,
  signOut,
} from '../helpers/trusted-devices.ts';
import { createUser, latestEmailCode, signIn, TEST_PASSWORD } from '../helpers/users.ts';

const NEW_PASSWORD = 'Zeilboot-Havermout-Lantaarn-7';
const SECOND_STEP = 'second_step';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('trusted devices ("Dit apparaat 30 dagen onthouden")', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('skips the second step on the trusted browser only; the cookie is signed, HttpOnly, 180 days, on /api', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const done = await signInWithSecondStep(client, user.email, true);
    const cookie = cookieOf(done, DEVICE_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: KNOWN_DEVICE_TTL_MS / 1000,
    });
    const [device] = await devicesOf(ctx, user.id);
    // Only the hash is stored, never the token itself.
    expect(cookie?.value).not.toContain(device?.tokenHash);
    expect(device?.trustedUntil?.getTime()).toBe((device?.trustedAt?.getTime() ?? 0) + TRUSTED_DEVICE_TTL_MS);
    await signOut(client);

    expect(await nextAfterPassword(client, user.email)).toBe('authenticated');
    const [event] = await ctx.database.db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.userId, user.id), eq(signInEvents.reason, 'trusted_device')));
    expect(event).toMatchObject({ method: 'password', outcome: 'success', deviceId: device?.id });

    // Another browser of the same person, without the cookie, still gets the second step.
    expect(await nextAfterPassword(browser(ctx), user.email)).toBe(SECOND_STEP);
  });

  it('only remembers a browser as trusted when ticked: a known device still gets the second step', async () => {
    const user = await createUser(ctx.database.db);
    const client = await deviceOf(ctx, user.email, false);
    const [device] = await devicesOf(ctx, user.id);
    expect(device).toMatchObject({ trustedAt: null, trustedUntil: null });
    expect(await nextAfterPassword(client, user.email)).toBe(SECOND_STEP);
  });

  it('asks the second step again 30 days after the tick, however often the device was used', async () => {
    const user = await createUser(ctx.database.db);
    const client = await deviceOf(ctx, user.email, true);
    expect(await nextAfterPassword(client, user.email)).toBe('authenticated');
    await signOut(client);
    const [device] = await devicesOf(ctx, user.id);
    // Not sliding: the sign-in above did not move the end.
    expect(device?.trustedUntil?.getTime()).toBe((device?.trustedAt?.getTime() ?? 0) + TRUSTED_DEVICE_TTL_MS);
    const ticked = new Date(Date.now() - TRUSTED_DEVICE_TTL_MS - 60_000);
    await ctx.database.db
      .update(signInDevices)
      .set({ trustedAt: ticked, trustedUntil: new Date(ticked.getTime() + TRUSTED_DEVICE_TTL_MS) })
      .where(eq(signInDevices.userId, user.id));
    expect(await nextAfterPassword(client, user.email)).toBe(SECOND_STEP);
  });

  it('skips the second step after an email code as first factor on a trusted device', async () => {
    const user = await createUser(ctx.database.db);
    const client = await deviceOf(ctx, user.email, true);
    expect(dataOf(await emailCodeSignIn(client, user.email))).toEqual({ next: 'authenticated' });

    // On an unknown browser the email code leads on to the password as second step.
    const otherDone = await emailCodeSignIn(browser(ctx), user.email);
    expect(dataOf(otherDone)).toMatchObject({ next: SECOND_STEP, secondStep: { methods: ['password'] } });
  });

  it('ends the trust after a password change', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    await signInWithSecondStep(client, user.email, true);
    const changed = await client.post('/api/user/update-password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await signOut(client);
    const response = await passwordSignIn(client, user.email, NEW_PASSWORD);
    expect(dataOf(response)).toMatchObject({ next: SECOND_STEP });
    // Still a known device (its own throttle), just not trusted.
    expect(await devicesOf(ctx, user.id)).toEqual([expect.objectContaining({ trustedUntil: null })]);
  });

  it('ends the trust after a password reset', async () => {
    const user = await createUser(ctx.database.db);
    const client = await deviceOf(ctx, user.email, true);
    expect((await client.post('/api/auth/send-password-reset-link', { email: user.email })).statusCode).toBe(
      200,
    );
    const mail = await latestOutboxMessage(ctx.database.db, user.email, 'passwordReset');
    const token = /\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await client.post('/api/auth/reset-password', {
      token,
      email: user.email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const response = await passwordSignIn(client, user.email, NEW_PASSWORD);
    expect(dataOf(response)).toMatchObject({ next: SECOND_STEP });
  });

  it('ends the trust when the authenticator is set up, removed, or the backup codes are renewed', async () => {
    const user = await createUser(ctx.database.db);
    const secret = await withAuthenticator(ctx, user);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    const done = await client.post('/api/auth/complete-totp-challenge', {
      challenge: step.id,
      code: authenticatorCode(secret),
      trustDevice: true,
    });
    expect(dataOf(done)).toEqual({ next: 'authenticated' });

    const retrust = async () =>
      ctx.database.db
        .update(signInDevices)
        .set({ trustedAt: new Date(), trustedUntil: new Date(Date.now() + TRUSTED_DEVICE_TTL_MS) })
        .where(eq(signInDevices.userId, user.id));
    const trusted = async () =>
      (await devicesOf(ctx, user.id)).filter((device) => device.trustedUntil).length;
    expect(await trusted()).toBe(1);

    await confirmSession(client);
    expect((await client.post('/api/user/backup-codes')).statusCode).toBe(200);
    expect(await trusted()).toBe(0);

    await retrust();
    expect((await client.delete('/api/totp')).statusCode).toBe(200);
    expect(await trusted()).toBe(0);

    await retrust();
    const started = await client.post('/api/totp');
    expect(started.statusCode, started.body).toBe(200);
    // A pending secret changes nothing yet; its confirmation does.
    expect(await trusted()).toBe(1);
    const newSecret = dataOf<{ secret: string }>(started).secret;
    const confirmed = await client.patch('/api/totp', { code: authenticatorCode(newSecret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await trusted()).toBe(0);

    await signOut(client);
    expect(await nextAfterPassword(client, user.email)).toBe(SECOND_STEP);
  });

  it('still asks a re-confirmation on a trusted device, and ignores trustDevice there', async () => {
    const user = await createUser(ctx.database.db);
    const client = await deviceOf(ctx, user.email, true);
    expect(await nextAfterPassword(client, user.email)).toBe('authenticated');
    const sensitive = await client.delete('/api/user/sessions');
    expect(sensitive.statusCode).toBe(423);
    const confirm = await client.post('/api/auth/complete-password-challenge', {
      password: TEST_PASSWORD,
      trustDevice: true,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(dataOf(confirm)).toMatchObject({ confirmed: true, method: 'password' });
    expect((await client.delete('/api/user/sessions')).statusCode).toBe(200);
  });

  it('refuses a trustDevice that is not a boolean (422), and never answers 500', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    const step = await passwordStep(client, user.email);
    await client.post('/api/auth/start-email-challenge', { challenge: step.id });
    const response = await client.post('/api/auth/complete-email-challenge', {
      challenge: step.id,
      code: await latestEmailCode(ctx.database.db, user.email),
      trustDevice: 'ja',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors)).toEqual([
      'trustDevice',
    ]);
  });

  describe('Inlogactiviteit: GET and DELETE /user/trusted-devices', () => {
    it('lists the trusted devices with browser, first and last use, this one marked', async () => {
      const user = await createUser(ctx.database.db);
      await deviceOf(ctx, user.email, true);
      const client = new ApiClient(ctx.app, CHROME_ON_WINDOWS, { 'x-forwarded-for': randomIp() });
      // Known only (not ticked): not listed.
      await signInWithSecondStep(browser(ctx), user.email, false);
      await signInWithSecondStep(client, user.email, true);
      const response = await client.get('/api/user/trusted-devices');
      expect(response.statusCode).toBe(200);
      const list =
        dataOf<{ id: string; browser: string | null; os: string | null; current: boolean }[]>(response);
      expect(list).toHaveLength(2);
      expect(list.map((item) => item.current)).toEqual([true, false]);
      expect(list[0]).toEqual({
        id: expect.any(String),
        browser: 'Chrome 126',
        os: 'Windows 10',
        trustedAt: expect.any(String),
        trustedUntil: expect.any(String),
        lastUsedAt: expect.any(String),
        current: true,
      });
    });

    it('forgets one device: 204, gone from the list, its next sign-in asks the second step; 404 otherwise', async () => {
      const user = await createUser(ctx.database.db);
      const stranger = await createUser(ctx.database.db);
      const strangerClient = browser(ctx);
      await signInWithSecondStep(strangerClient, stranger.email, true);
      const device = await deviceOf(ctx, user.email, true);
      const client = browser(ctx);
      await signIn(client, user.email);
      const [listed] = dataOf<{ id: string }[]>(await client.get('/api/user/trusted-devices'));
      if (!listed) throw new Error('no trusted device listed');

      // Another user's device, an unknown id and a malformed one: 404, nothing changes.
      const [strangerDevice] = dataOf<{ id: string }[]>(
        await strangerClient.get('/api/user/trusted-devices'),
      );
      expect((await client.delete(`/api/user/trusted-devices/${strangerDevice?.id}`)).statusCode).toBe(404);
      expect((await client.delete(`/api/user/trusted-devices/${crypto.randomUUID()}`)).statusCode).toBe(404);
      const malformed = await client.delete('/api/user/trusted-devices/niet-een-id');
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json()).toEqual({ message: 'Dit apparaat wordt niet (meer) onthouden.' });

      expect((await client.delete(`/api/user/trusted-devices/${listed.id}`)).statusCode).toBe(204);
      expect(dataOf<unknown[]>(await client.get('/api/user/trusted-devices'))).toEqual([]);
      expect((await client.delete(`/api/user/trusted-devices/${listed.id}`)).statusCode).toBe(404);
      expect(await nextAfterPassword(device, user.email)).toBe(SECOND_STEP);
      expect(dataOf<unknown[]>(await strangerClient.get('/api/user/trusted-devices'))).toHaveLength(1);
    });

    it('forgets all devices after a recent confirmation (423 first); signed out: 401', async () => {
      const user = await createUser(ctx.database.db);
      const first = await deviceOf(ctx, user.email, true);
      const client = browser(ctx);
      await signInWithSecondStep(client, user.email, true);
      expect((await client.delete('/api/user/trusted-devices')).statusCode).toBe(423);
      await confirmSession(client);
      const response = await client.delete('/api/user/trusted-devices');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { forgotten: 2 } });
      expect(dataOf<unknown[]>(await client.get('/api/user/trusted-devices'))).toEqual([]);
      expect(await nextAfterPassword(first, user.email)).toBe(SECOND_STEP);
      await signOut(client);
      expect((await client.get('/api/user/trusted-devices')).statusCode).toBe(401);
      expect((await client.delete('/api/user/trusted-devices')).statusCode).toBe(401);
    });
  });

  describe('a copied device token', () => {
    it('forgets the device when a rotated-out token comes back (the owner signed in after the copy)', async () => {
      const user = await createUser(ctx.database.db);
      const owner = await deviceOf(ctx, user.email, true);
      const stolen = new Map(owner.cookies);
      // The owner signs in again: the token rotates.
      expect(await nextAfterPassword(owner, user.email)).toBe('authenticated');
      await signOut(owner);
      const thief = browser(ctx);
      thief.cookies.set(DEVICE_COOKIE, stolen.get(DEVICE_COOKIE) ?? '');
      expect(await nextAfterPassword(thief, user.email)).toBe(SECOND_STEP);
      expect(await devicesOf(ctx, user.id)).toEqual([]);
      // Both copies are worthless now: the owner is asked the second step too.
      expect(await nextAfterPassword(owner, user.email)).toBe(SECOND_STEP);
    });

    it('forgets the device when the owner comes back after the copy was used', async () => {
      const user = await createUser(ctx.database.db);
      const owner = await deviceOf(ctx, user.email, true);
      const thief = browser(ctx);
      thief.cookies.set(DEVICE_COOKIE, owner.cookies.get(DEVICE_COOKIE) ?? '');
      expect(await nextAfterPassword(thief, user.email)).toBe('authenticated');
      await signOut(thief);
      expect(await nextAfterPassword(owner, user.email)).toBe(SECOND_STEP);
      expect(await devicesOf(ctx, user.id)).toEqual([]);
      expect(await nextAfterPassword(thief, user.email)).toBe(SECOND_STEP);
    });

    it('means nothing for another account: a token of A is no device of B, and B joins the cookie', async () => {
      const a = await createUser(ctx.database.db);
      const b = await createUser(ctx.database.db);
      const client = await deviceOf(ctx, a.email, true);
      const forB = await passwordSignIn(client, b.email);
      expect(dataOf(forB)).toMatchObject({ next: SECOND_STEP });
      const [event] = await ctx.database.db
        .select()
        .from(signInEvents)
        .where(and(eq(signInEvents.userId, b.id), eq(signInEvents.reason, 'second_step')));
      expect(event?.deviceId).toBeNull();
      // A row of A's device was not touched, and A still skips the second step.
      expect(await devicesOf(ctx, b.id)).toEqual([]);
      expect(await nextAfterPassword(client, a.email)).toBe('authenticated');
      await signOut(client);
      // B signs in on the same (shared) computer, trusting it too: both accounts are remembered.
      await signInWithSecondStep(client, b.email, true);
      await signOut(client);
      expect(await nextAfterPassword(client, a.email)).toBe('authenticated');
      await signOut(client);
      expect(await nextAfterPassword(client, b.email)).toBe('authenticated');
    });

    it('keeps the five most recent accounts of a shared computer', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.database.db)));
      const client = browser(ctx);
      for (const person of people) {
        await signInWithSecondStep(client, person.email, true);
        await signOut(client);
      }
      expect(await nextAfterPassword(client, people[0]?.email ?? '')).toBe(SECOND_STEP);
      expect(await nextAfterPassword(client, people[5]?.email ?? '')).toBe('authenticated');
      await signOut(client);
      expect(await nextAfterPassword(client, people[1]?.email ?? '')).toBe('authenticated');
    });

    it('ignores a forged, unsigned, altered or garbled cookie value without a 500', async () => {
      const user = await createUser(ctx.database.db);
      const owner = await deviceOf(ctx, user.email, true);
      const real = owner.cookies.get(DEVICE_COOKIE) ?? '';
      const [device] = await devicesOf(ctx, user.id);
      const [entry = '', mac = ''] = real.split('~');
      const deviceId = entry.split('.')[0] ?? '';
      const forgedToken = 'A'.repeat(43);
      const values = [
        'x',
        `${deviceId}.${forgedToken}`,
        `${deviceId}.${forgedToken}~${mac}`,
        `${entry}~${'B'.repeat(43)}`,
        `${real}~`,
        '%FF%FE%00',
        '\u00e9\u00e8~\u00ff',
        'a'.repeat(4000),
      ];
      for (const value of values) {
        const client = browser(ctx);
        client.cookies.set(DEVICE_COOKIE, value);
        const response = await passwordSignIn(client, user.email);
        expect(response.statusCode, `${value}: ${response.body}`).toBe(200);
        expect(dataOf(response)).toMatchObject({ next: SECOND_STEP });
      }
      // None of them was taken for a copy of the real one: the owner's device is untouched.
      expect(await devicesOf(ctx, user.id)).toEqual([device]);
      expect(await nextAfterPassword(owner, user.email)).toBe('authenticated');
    });
  });
});
