import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../../resources/permissions.ts';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import {
  EDIT_ROLE,
  GRANT_PERMISSION,
  GRANT_ROLE,
  ONBOARDING,
  OWN_ACCOUNT,
  OWN_RECORD,
  SUPERIOR,
  linkedEmployee,
} from '../helpers/authority.ts';
import { createEmployee } from '../helpers/employees.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { createUser, latestEmailCode, signIn } from '../helpers/users.ts';

/**
 * Issue 15, points 1–3: nobody raises their own rights; granting is bounded by what the granter holds; a session
 * still onboarding reaches only onboarding; re-confirmation never lapses. The sweep over every route is
 * tests/api/sweep-authorisation.test.ts, the property over call sequences tests/api/authorisation-property.test.ts.
 */
describe('authorisation invariants (issue 15)', () => {
  let ctx: TestContext;
  let root: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
    root = (await signedInClient(ctx, [...PERMISSIONS])).client;
    await confirmSession(root);
  });
  afterAll(() => ctx.close());

  describe('no one raises their own rights', () => {
    it('refuses to link the caller’s own account to an employee record (the four-click escalation)', async () => {
      const { client: manager, user } = await signedInClient(ctx, ['manage_employees']);
      await confirmSession(manager);
      const employee = await createEmployee(manager, { email: user.email });
      const response = await manager.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: OWN_ACCOUNT });
      const permissions = await manager.get('/api/user/permissions');
      expect(permissions.json()).toEqual({ data: ['manage_employees'] });
    });

    it('refuses every write on the employee record linked to the caller’s own account', async () => {
      const { client: manager, user } = await signedInClient(ctx, ['manage_employees']);
      const id = await linkedEmployee(root, user);
      await confirmSession(manager);
      // Also by the id in capitals, which PostgreSQL reads as the same uuid.
      for (const asked of [id, id.toUpperCase()]) {
        const attempts = [
          await manager.post(`/api/employees/${asked}/update-permissions`, {
            permissions: ['manage_employees'],
          }),
          await manager.put(`/api/employees/${asked}/roles`, { roles: [] }),
          await manager.patch(`/api/employees/${asked}`, { jobTitle: 'Directeur' }),
          await manager.post(`/api/employees/${asked}/update-email`, { email: 'elders@zorgportaal.test' }),
          await manager.post(`/api/employees/${asked}/update-region`, { regions: [] }),
          await manager.delete(`/api/employees/${asked}`, { body: { reason: 'Weg ermee' } }),
        ];
        expect(attempts.map((response) => [response.statusCode, response.json()])).toEqual(
          attempts.map(() => [403, { message: OWN_RECORD }]),
        );
      }
      // Reading it stays possible.
      expect((await manager.get(`/api/employees/${id}`)).statusCode).toBe(200);
      expect((await manager.get(`/api/employees/${id}/authority`)).json()).toEqual({
        data: { writable: false, reason: OWN_RECORD },
      });
    });

    it('refuses writes on an employee whose account holds rights the caller lacks', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees']);
      const admin = await createUser(ctx.database.db, { permissions: ['manage_employees', 'manage_roles'] });
      const id = await linkedEmployee(root, admin);
      await confirmSession(manager);
      const email = await manager.post(`/api/employees/${id}/update-email`, { email: 'overname@x.nl' });
      expect(email.statusCode).toBe(403);
      expect(email.json()).toEqual({ message: SUPERIOR });
      const archive = await manager.delete(`/api/employees/${id}`, { body: { reason: 'Weg ermee' } });
      expect(archive.statusCode).toBe(403);
      expect((await manager.get(`/api/employees/${id}/authority`)).json()).toEqual({
        data: { writable: false, reason: SUPERIOR },
      });
    });

    it('refuses to link an account that holds rights the caller lacks', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees']);
      await confirmSession(manager);
      const admin = await createUser(ctx.database.db, { permissions: ['manage_roles'] });
      const employee = await createEmployee(manager, { email: admin.email });
      const response = await manager.post(`/api/employees/${employee.id}/account`, { linkExisting: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: SUPERIOR });
    });
  });

  describe('granting is bounded by what the granter holds', () => {
    it('gives and takes only permissions the caller holds', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const employee = await createEmployee(manager);
      const give = async (permissions: Permission[]) =>
        manager.post(`/api/employees/${employee.id}/update-permissions`, { permissions });
      const refused = await give(['manage_roles']);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: GRANT_PERMISSION });
      expect((await give(['view_employees'])).statusCode).toBe(200);
      // Once the record carries a permission the caller lacks (given by someone else), it is out of their reach.
      await root.post(`/api/employees/${employee.id}/update-permissions`, {
        permissions: ['view_employees', 'manage_tags'],
      });
      const out = await give([]);
      expect(out.statusCode).toBe(403);
      expect(out.json()).toEqual({ message: SUPERIOR });
    });

    it('assigns and removes only roles whose every permission the caller holds', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const everything = await root.post('/api/roles', {
        name: `Alles ${Date.now()}`,
        permissions: [...PERMISSIONS],
      });
      const viewer = await root.post('/api/roles', {
        name: `Kijker ${Date.now()}`,
        permissions: ['view_employees'],
      });
      const employee = await createEmployee(manager);
      const assign = (roles: string[]) => manager.put(`/api/employees/${employee.id}/roles`, { roles });
      const refused = await assign([everything.json().data.id]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: GRANT_ROLE });
      expect((await assign([viewer.json().data.id])).statusCode).toBe(200);
    });

    it('creates, edits and deletes only roles whose every permission the caller holds', async () => {
      const { client: roleManager } = await signedInClient(ctx, ['manage_roles', 'manage_tags']);
      // Changing a role's permissions asks for a recent confirmation first (attack-issue-26.test.ts).
      await confirmSession(roleManager);
      const create = await roleManager.post('/api/roles', {
        name: 'Zelf beheerder',
        permissions: [...PERMISSIONS],
      });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ message: EDIT_ROLE });
      const strong = await root.post('/api/roles', {
        name: `Sterk ${Date.now()}`,
        permissions: ['manage_employees'],
      });
      const id = strong.json().data.id as string;
      for (const response of [
        await roleManager.patch(`/api/roles/${id}`, { name: 'Hernoemd' }),
        await roleManager.delete(`/api/roles/${id}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: EDIT_ROLE });
      }
      const own = await roleManager.post('/api/roles', {
        name: `Labels ${Date.now()}`,
        permissions: ['manage_tags'],
      });
      expect(own.statusCode, own.body).toBe(201);
      const widened = await roleManager.patch(`/api/roles/${own.json().data.id}`, {
        permissions: ['manage_tags', 'manage_employees'],
      });
      expect(widened.json()).toEqual({ message: EDIT_ROLE });
    });
  });

  describe('the server enforces onboarding', () => {
    it('lets a session still onboarding call the onboarding calls and nothing else', async () => {
      const user = await createUser(ctx.database.db, {
        permissions: [...PERMISSIONS],
        termsAcceptedAt: null,
        preferredOtp: null,
      });
      const client = new ApiClient(ctx.app);
      expect(await signIn(client, user.email)).toEqual({ next: 'onboarding' });
      expect((await client.get('/api/user')).statusCode).toBe(200);
      for (const response of [
        await client.get('/api/oauth-clients'),
        await client.post('/api/roles', { name: 'Via onboarding', permissions: [] }),
        await client.get('/api/user/permissions'),
        await client.get('/api/dashboard'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(ONBOARDING);
      }
      const accepted = await client.post('/api/user/accept-terms-of-use', { version: TERMS_VERSION });
      expect(accepted.statusCode, accepted.body).toBe(200);
    });
  });

  describe('re-confirmation never lapses', () => {
    it('ends the employee’s sessions and tells the old address when an administrator changes their email address', async () => {
      const user = await createUser(ctx.database.db);
      const client = new ApiClient(ctx.app);
      await signIn(client, user.email);
      const id = await linkedEmployee(root, user);
      const changed = await root.post(`/api/employees/${id}/update-email`, { email: `nieuw-${user.email}` });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await client.get('/api/user')).statusCode).toBe(401);
      // The old address is told, as after a change of one's own.
      const notice = await latestOutboxMessage(ctx.database.db, user.email, 'emailChanged');
      expect(notice?.subject).toBe('Je e-mailadres voor Zorgportaal is gewijzigd');
    });

    it('counts the password chosen in onboarding as a confirmation, after an email-code sign-in', async () => {
      const user = await createUser(ctx.database.db, { password: null, preferredOtp: null });
      const client = new ApiClient(ctx.app);
      const started = await client.post('/api/auth/start-email-challenge', { email: user.email });
      const { challenge } = started.json().data as { challenge: string };
      const code = await latestEmailCode(ctx.database.db, user.email);
      const signedIn = await client.post('/api/auth/complete-email-challenge', { challenge, code });
      expect(signedIn.json()).toMatchObject({ data: { next: 'onboarding' } });
      // Signed in with an email code: not enough for the authenticator (not_email), and no password to offer.
      expect((await client.post('/api/totp', {})).json()).toEqual({
        message: 'Bevestig eerst dat jij het bent.',
        data: { challenge: { methods: [] } },
      });
      const password = 'paars fietsrek onder de brug';
      const chosen = await client.post('/api/user/setup-password', {
        password,
        passwordConfirmation: password,
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect((await client.post('/api/totp', {})).statusCode).toBe(200);
    });

    it('asks a session in onboarding to confirm once its sign-in is more than 15 minutes old', async () => {
      const user = await createUser(ctx.database.db, { emailVerifiedAt: null });
      const client = new ApiClient(ctx.app);
      expect(await signIn(client, user.email)).toEqual({ next: 'onboarding' });
      const old = new Date(Date.now() - 16 * 60_000);
      await ctx.database.db.update(sessions).set({ confirmedAt: old }).where(eq(sessions.userId, user.id));
      const response = await client.post('/api/user/update-email', { email: 'aanvaller@x.nl' });
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({
        message: 'Bevestig eerst dat jij het bent.',
        data: { challenge: { methods: ['password'] } },
      });
    });
  });
});
