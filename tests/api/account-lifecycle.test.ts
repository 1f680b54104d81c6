import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oauthArtifacts, sessions, signInDevices, users } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/auth/sessions/sessions.ts';
import { accountFinder } from '../../server/oauth/claims.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';
import { createUser, latestEmailCode, signIn } from '../helpers/users.ts';

const BLOCKED =
  'Je account is geblokkeerd. Neem contact op met je beheerder als je denkt dat dit niet klopt.';
const LINK_EXISTING =
  'Er bestaat al een gebruikersaccount met dit e-mailadres. Koppel je het, dan logt deze medewerker daarmee in en houdt het account zijn eigen rechten.';

interface AccountBody {
  userId: string;
  email: string;
  state: 'active' | 'invited' | 'blocked';
  blockedAt: string | null;
  blockedReason: string | null;
}

// Issue 26 finding 1 (leavers keep access) and 5 (rights change without re-confirmation):
// docs/decisions.md "Account lifecycle".
describe('account lifecycle of an employee’s user account', () => {
  let ctx: TestContext;
  let admin: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    // The administrator holds every right a leaver below holds, so authority never refuses.
    ({ client: admin } = await signedInClient(ctx, ['manage_employees', 'view_employees']));
    await confirmSession(admin);
  });
  afterAll(() => ctx.close());

  /** An employee linked to a signed-in user who holds `view_employees` on the account itself. */
  async function leaver() {
    const user = await createUser(ctx.database.db, { permissions: ['view_employees'] });
    const employee = await createEmployee(admin, { email: user.email });
    const linked = await admin.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
    expect(linked.statusCode, linked.body).toBe(200);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    expect((await client.get('/api/employees')).statusCode).toBe(200);
    return { user, employee, client };
  }

  const account = async (employeeId: string) =>
    ((await admin.get(`/api/employees/${employeeId}/account`)).json() as { data: AccountBody }).data;

  const archive = (employeeId: string, client = admin) =>
    client.delete(`/api/employees/${employeeId}`, { body: { reason: 'Uit dienst' } });

  it('archiving ends the open session, refuses a fresh sign-in and says so on the record', async () => {
    const { user, employee, client } = await leaver();
    // An OAuth grant and a trusted device of the leaver, to be ended with the archive.
    await ctx.database.db.insert(oauthArtifacts).values({
      model: 'Grant',
      id: `grant-${user.id}`,
      accountId: user.id,
      payload: {},
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await ctx.database.db.insert(signInDevices).values({
      userId: user.id,
      tokenHash: `hash-${user.id}`,
      trustedAt: new Date(),
      trustedUntil: new Date(Date.now() + 86_400_000),
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const archived = await archive(employee.id);
    expect(archived.statusCode, archived.body).toBe(200);

    const open = await client.get('/api/user');
    expect(open.statusCode).toBe(401);
    expect((await client.get('/api/employees')).statusCode).toBe(401);
    const db = ctx.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(oauthArtifacts).where(eq(oauthArtifacts.accountId, user.id))).toEqual([]);
    const [device] = await db.select().from(signInDevices).where(eq(signInDevices.userId, user.id));
    expect(device?.trustedUntil).toBeNull();
    expect(await accountFinder(db)(undefined, user.id)).toBeUndefined();

    // A fresh sign-in: refused as soon as the password is right, before any second step or code mail.
    const fresh = new ApiClient(ctx.app);
    const first = await fresh.post('/api/auth/login-with-password', {
      email: user.email,
      password: 'Paardenbloem-Zonnedak-42',
    });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ message: BLOCKED, errors: { account: [BLOCKED] } });
    // A wrong password still gets the usual answer: the block is said only to who knows the password.
    const wrong = await fresh.post('/api/auth/login-with-password', {
      email: user.email,
      password: 'Fout-1234567',
    });
    expect(wrong.json()).toMatchObject({
      errors: { email: ['Deze combinatie van e-mailadres en wachtwoord is onbekend.'] },
    });
    expect((await fresh.get('/api/user')).statusCode).toBe(401);

    // The archived record shows the account as blocked because of the archive.
    expect(await account(employee.id)).toMatchObject({
      state: 'blocked',
      blockedAt: expect.any(String),
      blockedReason: 'employee_archived',
    });
    // The archive's own history entry says the account was blocked with it.
    const [entry] = await db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, employee.id), eq(auditLog.action, 'archiveEmployee')));
    expect(entry?.changes).toMatchObject({
      archiveReason: { before: null, after: 'Uit dienst' },
      accountState: { before: 'active', after: 'blocked' },
      blockedReason: { before: null, after: 'employee_archived' },
    });
  });

  it('an invited account that never finished onboarding cannot sign in once its employee is archived', async () => {
    const employee = await createEmployee(admin, { email: `uitgenodigd-${Date.now()}@zorgportaal.test` });
    expect((await admin.post(`/api/employees/${employee.id}/account`)).statusCode).toBe(201);
    expect((await account(employee.id)).state).toBe('invited');
    expect((await archive(employee.id)).statusCode).toBe(200);

    const invited = new ApiClient(ctx.app);
    const started = await invited.post('/api/auth/start-email-challenge', { email: employee.email });
    expect(started.statusCode, started.body).toBe(200);
    const challenge = (started.json() as { data: { challenge: string } }).data.challenge;
    const code = await latestEmailCode(ctx.database.db, employee.email as string);
    const done = await invited.post('/api/auth/complete-email-challenge', { challenge, code });
    expect(done.statusCode).toBe(422);
    expect(done.json()).toEqual({ message: BLOCKED, errors: { account: [BLOCKED] } });
  });

  it('restoring leaves the account blocked unless the administrator asks to give access back', async () => {
    const { user, employee } = await leaver();
    expect((await archive(employee.id)).statusCode).toBe(200);

    const kept = await admin.post(`/api/employees/archived/${employee.id}/restore`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await account(employee.id)).state).toBe('blocked');
    const stillOut = await new ApiClient(ctx.app).post('/api/auth/login-with-password', {
      email: user.email,
      password: 'Paardenbloem-Zonnedak-42',
    });
    expect(stillOut.json()).toEqual({ message: BLOCKED, errors: { account: [BLOCKED] } });

    expect((await archive(employee.id)).statusCode).toBe(200);
    const given = await admin.post(`/api/employees/archived/${employee.id}/restore`, {
      unblockAccount: true,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(await account(employee.id)).toMatchObject({
      state: 'active',
      blockedAt: null,
      blockedReason: null,
    });
    const back = new ApiClient(ctx.app);
    await signIn(back, user.email);
    expect((await back.get('/api/user')).statusCode).toBe(200);
  });

  it('an administrator blocks and unblocks an account on its own, audited', async () => {
    const { user, employee, client } = await leaver();
    const blocked = await admin.post(`/api/employees/${employee.id}/account/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((blocked.json() as { data: AccountBody }).data).toMatchObject({
      state: 'blocked',
      blockedReason: 'administrator',
    });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    // Its sessions are gone, its last sign-in is not: "Laatst ingelogd" comes from the sign-in events too.
    const lastSignInAt = (blocked.json() as { data: { lastSignInAt: string | null } }).data.lastSignInAt;
    expect(Date.now() - Date.parse(lastSignInAt ?? '')).toBeLessThan(60_000);

    const again = await admin.post(`/api/employees/${employee.id}/account/block`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { account: ['Dit gebruikersaccount is al geblokkeerd.'] } });

    const unblocked = await admin.post(`/api/employees/${employee.id}/account/unblock`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect((unblocked.json() as { data: AccountBody }).data.state).toBe('active');
    const notBlocked = await admin.post(`/api/employees/${employee.id}/account/unblock`);
    expect(notBlocked.json()).toMatchObject({
      errors: { account: ['Dit gebruikersaccount is niet geblokkeerd.'] },
    });
    await signIn(new ApiClient(ctx.app), user.email);

    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, employee.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['blockEmployeeAccount', 'unblockEmployeeAccount']),
    );

    const bare = await createEmployee(admin, { email: `zonder-account-${Date.now()}@zorgportaal.test` });
    const none = await admin.post(`/api/employees/${bare.id}/account/block`);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      errors: { account: ['Deze medewerker heeft geen gebruikersaccount.'] },
    });
  });

  it('a session started by a sign-in that raced the block is refused on its first request', async () => {
    const user = await createUser(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ blockedAt: new Date(), blockedReason: 'administrator' })
      .where(eq(users.id, user.id));
    const { token } = await createSession(ctx.database.db, {
      userId: user.id,
      remember: false,
      userAgent: 'test',
      ip: '127.0.0.1',
      intendedUrl: null,
      onboarded: true,
      confirmedWith: null,
    });
    const raced = new ApiClient(ctx.app, undefined, { cookie: `zp_session=${token}` });
    expect((await raced.get('/api/user')).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('linking an existing account asks first (409, naming its own rights), then links it on request (200)', async () => {
    const existing = await createUser(ctx.database.db, { permissions: ['view_employees'] });
    const employee = await createEmployee(admin, { email: existing.email.toUpperCase() });
    const asked = await admin.post(`/api/employees/${employee.id}/account`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message: LINK_EXISTING,
      data: { email: existing.email, state: 'active', permissions: ['view_employees'] },
    });
    expect((await admin.get(`/api/employees/${employee.id}/account`)).json()).toEqual({ data: null });

    const linked = await admin.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((linked.json() as { data: AccountBody }).data).toMatchObject({
      userId: existing.id,
      state: 'active',
    });

    const bad = await admin.post(`/api/employees/${employee.id}/account`, { linkExisting: 'ja' });
    expect(bad.statusCode).toBe(422);
  });

  describe('every call that changes what a person may do asks for a recent re-confirmation (423)', () => {
    let unconfirmed: ApiClient;
    beforeAll(async () => {
      ({ client: unconfirmed } = await signedInClient(ctx, ['manage_employees', 'view_employees']));
    });

    it.each([
      ['create the account', 'POST', 'account'],
      ['archive', 'DELETE', ''],
      ['block', 'POST', 'account/block'],
      ['unblock', 'POST', 'account/unblock'],
    ])('%s', async (_name, method, path) => {
      const employee = await createEmployee(admin, { email: `bevestig-${Math.random()}@zorgportaal.test` });
      const url = `/api/employees/${employee.id}${path ? `/${path}` : ''}`;
      const response = await unconfirmed.request(method as 'POST', url, {
        body: method === 'DELETE' ? { reason: 'Uit dienst' } : undefined,
      });
      expect(response.statusCode, response.body).toBe(423);
    });

    it('restore', async () => {
      const employee = await createEmployee(admin, { email: `herstel-${Math.random()}@zorgportaal.test` });
      expect((await archive(employee.id)).statusCode).toBe(200);
      const response = await unconfirmed.post(`/api/employees/archived/${employee.id}/restore`);
      expect(response.statusCode, response.body).toBe(423);
    });
  });
});
