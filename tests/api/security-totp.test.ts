import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodesLeft, replaceBackupCodes } from '../../server/auth/codes/backup-codes.ts';
import { decryptTotpSecret } from '../../server/auth/codes/totp.ts';
import { users } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { codeIn, latestOutboxMessage } from '../helpers/outbox.ts';
import { authenticatorCode, browser, passwordStep, WRONG_CODE } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

const LOCKED = {
  message: 'Bevestig eerst dat jij het bent.',
  data: { challenge: { methods: ['password'] } },
};

describe('the authenticator (/totp) and backup codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  async function signedIn() {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    await signIn(client, user.email);
    return { user, client };
  }

  async function row(id: string) {
    const [found] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    return found!;
  }

  it('every change needs a confirmation that is not an email code (423 without password offers no email)', async () => {
    const { client } = await signedIn();
    for (const response of [
      await client.post('/api/totp'),
      await client.patch('/api/totp', { code: '123456' }),
      await client.delete('/api/totp'),
      await client.post('/api/user/backup-codes'),
    ]) {
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual(LOCKED);
    }
    // An email code confirms, but not for these.
    expect((await client.post('/api/auth/start-email-challenge', {})).statusCode).toBe(200);
    const { email } = (await client.get('/api/user/security-settings')).json().data as { email: string };
    const code = codeIn((await latestOutboxMessage(ctx.database.db, email, 'verificationCode'))!);
    expect((await client.post('/api/auth/complete-email-challenge', { code })).statusCode).toBe(200);
    expect((await client.post('/api/totp')).statusCode).toBe(423);
  });

  it('sets up: pending secret (encrypted, the active one keeps working), confirmed by a code, backup codes once', async () => {
    const { user, client } = await signedIn();
    expect((await client.get('/api/totp')).json()).toEqual({
      data: { enabled: false, confirmedAt: null, pending: false },
    });
    await confirmSession(client);
    const started = await client.post('/api/totp');
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri } = (started.json() as { data: { secret: string; uri: string } }).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Zorgportaal:.+\?/);
    expect(uri).toContain(`secret=${secret}`);
    const pendingRow = await row(user.id);
    expect(pendingRow.totpPendingSecret).not.toContain(secret);
    expect(decryptTotpSecret(ctx.app.appKey, user.id, pendingRow.totpPendingSecret!)).toBe(secret);
    expect(pendingRow.totpSecret).toBeNull();
    expect((await client.get('/api/totp')).json()).toMatchObject({ data: { enabled: false, pending: true } });

    const wrong = await client.patch('/api/totp', {
      code: authenticatorCode(secret, new Date(Date.now() - 600_000)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    const malformed = await client.patch('/api/totp', { code: 'abc' });
    expect(malformed.json()).toMatchObject({ errors: { code: ['Vul de code van 6 cijfers in.'] } });

    const confirmed = await client.patch('/api/totp', { code: authenticatorCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { data } = confirmed.json() as { data: { enabled: boolean; backupCodes: string[] } };
    expect(data.enabled).toBe(true);
    expect(data.backupCodes).toHaveLength(10);
    const active = await row(user.id);
    expect(active.totpPendingSecret).toBeNull();
    expect(active.totpConfirmedAt).not.toBeNull();
    expect(active.totpLastStep).not.toBeNull();
    expect(decryptTotpSecret(ctx.app.appKey, user.id, active.totpSecret!)).toBe(secret);
    const status = (await client.get('/api/totp')).json() as {
      data: { enabled: boolean; confirmedAt: string };
    };
    expect(status.data).toMatchObject({ enabled: true, pending: false });

    // Replacing: a new pending secret, the old one still signs in until the new one is confirmed.
    const replaced = await client.post('/api/totp');
    const next = (replaced.json() as { data: { secret: string } }).data.secret;
    expect(decryptTotpSecret(ctx.app.appKey, user.id, (await row(user.id)).totpSecret!)).toBe(secret);
    const again = await client.patch('/api/totp', {
      code: authenticatorCode(next, new Date(Date.now() + 30_000)),
    });
    expect(again.statusCode, again.body).toBe(200);
    // Backup codes were left: none new.
    expect((again.json() as { data: { backupCodes: null } }).data.backupCodes).toBeNull();
    expect(decryptTotpSecret(ctx.app.appKey, user.id, (await row(user.id)).totpSecret!)).toBe(next);
  });

  it('PATCH without a started setup is 422 on code', async () => {
    const { client } = await signedIn();
    await confirmSession(client);
    const response = await client.patch('/api/totp', { code: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { code: ['Begin opnieuw met het instellen van je authenticator-app.'] },
    });
  });

  it('turns the authenticator off; a preference totp falls back to email', async () => {
    const { user, client } = await signedIn();
    await confirmSession(client);
    const { secret } = ((await client.post('/api/totp')).json() as { data: { secret: string } }).data;
    expect((await client.patch('/api/totp', { code: authenticatorCode(secret) })).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ preferredOtp: 'totp' }).where(eq(users.id, user.id));
    const response = await client.delete('/api/totp');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { enabled: false, confirmedAt: null, pending: false } });
    const off = await row(user.id);
    expect(off).toMatchObject({ totpSecret: null, totpConfirmedAt: null, preferredOtp: 'email' });
    // The next sign-in offers no authenticator.
    const step = await passwordStep(browser(ctx), user.email);
    expect(step.methods).not.toContain('totp');
  });

  it('renews the backup codes: 10 new ones, the old ones stop working', async () => {
    const { user, client } = await signedIn();
    const old = await replaceBackupCodes(ctx.database.db, user.id);
    await confirmSession(client);
    const response = await client.post('/api/user/backup-codes');
    expect(response.statusCode).toBe(200);
    const { backupCodes } = (response.json() as { data: { backupCodes: string[] } }).data;
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes.every((code) => /^[a-z2-9]{4}-[a-z2-9]{4}$/.test(code))).toBe(true);
    expect(backupCodes).not.toContain(old[0]);
    expect(await backupCodesLeft(ctx.database.db, user.id)).toBe(10);
    const signer = browser(ctx);
    const step = await passwordStep(signer, user.email);
    const refused = await signer.post('/api/auth/complete-backup-code-challenge', {
      challenge: step.id,
      code: old[0],
    });
    expect(refused.statusCode).toBe(422);
    const fresh = await signer.post('/api/auth/complete-backup-code-challenge', {
      challenge: step.id,
      code: backupCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('needs a session (401)', async () => {
    const anonymous = browser(ctx);
    expect((await anonymous.get('/api/totp')).statusCode).toBe(401);
    expect((await anonymous.post('/api/totp')).statusCode).toBe(401);
    expect((await anonymous.post('/api/user/backup-codes')).statusCode).toBe(401);
  });
});
