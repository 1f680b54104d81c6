import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceBackupCodes } from '../../server/auth/codes/backup-codes.ts';
import { linkIdentity } from '../../server/auth/social/identities.ts';
import { users } from '../../server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { browser, withAuthenticator } from '../helpers/sign-in.ts';
import { createUser, signIn } from '../helpers/users.ts';

const PHONE = '+31612345678';

describe('GET /user/security-settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('describes the user’s sign-in methods, identities, recent sign-ins and the confirmation', async () => {
    const user = await createUser(ctx.database.db, { phone: PHONE, phoneVerifiedAt: new Date() });
    await withAuthenticator(ctx, user, false);
    await replaceBackupCodes(ctx.database.db, user.id);
    await linkIdentity(ctx.database.db, user.id, 'microsoft', 'ms-1', 'werk@example.com');
    const wrong = browser(ctx);
    await wrong.post('/api/auth/login-with-password', { email: user.email, password: 'fout-fout-fout' });
    const client = browser(ctx);
    await signIn(client, user.email);

    const response = await client.get('/api/user/security-settings');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toEqual({
      hasPassword: true,
      preferredOtp: 'email',
      email: user.email,
      emailVerified: true,
      phone: PHONE,
      phoneVerified: true,
      smsAvailable: true,
      totp: { enabled: true, confirmedAt: expect.any(String) },
      passkeys: 0,
      backupCodesLeft: 10,
      backupCodesIssued: 10,
      identities: [{ provider: 'microsoft', email: 'werk@example.com', linkedAt: expect.any(String) }],
      providers: [],
      recentSignIns: expect.any(Array),
      confirmedUntil: null,
    });
    const events = data.recentSignIns as {
      at: string;
      method: string;
      outcome: string;
      browser: string | null;
    }[];
    // Newest first: the email code that signed in, its password step, the wrong password.
    expect(events.map((event) => [event.method, event.outcome])).toEqual([
      ['email', 'success'],
      ['password', 'success'],
      ['password', 'failure'],
    ]);
    expect(events[0]).toMatchObject({ ip: expect.any(String), os: 'Linux' });

    await confirmSession(client);
    const confirmed = (await client.get('/api/user/security-settings')).json() as {
      data: { confirmedUntil: string };
    };
    expect(Date.parse(confirmed.data.confirmedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('shows at most 10 recent sign-ins, and no password or authenticator when there are none', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    for (let index = 0; index < 6; index += 1) await signIn(client, user.email);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: null, phone: PHONE })
      .where(eq(users.id, user.id));
    // Without a password the user signs in with a linked account (else onboarding's setup_login is pending again).
    await linkIdentity(ctx.database.db, user.id, 'google', `g-${user.id}`, null);
    const { data } = (await client.get('/api/user/security-settings')).json() as {
      data: { recentSignIns: unknown[]; hasPassword: boolean; totp: object; phoneVerified: boolean };
    };
    expect(data.recentSignIns).toHaveLength(10);
    expect(data).toMatchObject({
      hasPassword: false,
      totp: { enabled: false, confirmedAt: null },
      phoneVerified: false,
      // Issue 18: "Je hebt geen back-upcodes meer" for someone who never had any — the page can tell now.
      backupCodesLeft: 0,
      backupCodesIssued: 0,
    });
  });

  it('counts the backup codes of the current set and how many are unused', async () => {
    const user = await createUser(ctx.database.db);
    const client = browser(ctx);
    await signIn(client, user.email);
    await replaceBackupCodes(ctx.database.db, user.id);
    await ctx.database.db.execute(
      sql`update backup_codes set used_at = now() where id in (select id from backup_codes where user_id = ${user.id} limit 3)`,
    );
    const { data } = (await client.get('/api/user/security-settings')).json() as {
      data: { backupCodesLeft: number; backupCodesIssued: number };
    };
    expect([data.backupCodesIssued, data.backupCodesLeft]).toEqual([10, 7]);
  });

  it('needs a session (401)', async () => {
    expect((await browser(ctx).get('/api/user/security-settings')).statusCode).toBe(401);
  });
});
