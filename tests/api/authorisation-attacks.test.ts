import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../../resources/permissions.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { unblockAccount } from '../../server/users/account-block.ts';
import { GRANT_ROLE, linkedEmployee, ONBOARDING, OWN_RECORD, SUPERIOR } from '../helpers/authority.ts';
import { createEmployee } from '../helpers/employees.ts';
import { latestOutboxMessage } from '../helpers/outbox.ts';
import { createUser, signIn } from '../helpers/users.ts';

/**
 * Attack probes for issue 15 ("Authorisation as one model"), written by attacking the first version: each asserts
 * the secure answer. C1–C3 (re-addressing a record without an account that carries rights) and E3 (a write racing a
 * link) failed then; the rules now cover records without an account and are checked again inside each write's
 * transaction (docs/decisions.md). The invariants themselves: tests/api/authorisation-invariants.test.ts.
 */

describe('attack probes, issue 15', () => {
  let ctx: TestContext;
  let root: ApiClient;

  async function permissionsOf(client: ApiClient): Promise<string[]> {
    const response = await client.get('/api/user/permissions');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: string[] }).data;
  }

  async function onboardingClient(): Promise<ApiClient> {
    const user = await createUser(ctx.database.db, {
      permissions: [...PERMISSIONS],
      termsAcceptedAt: null,
      preferredOtp: null,
    });
    const client = new ApiClient(ctx.app);
    expect(await signIn(client, user.email)).toEqual({ next: 'onboarding' });
    return client;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    root = (await signedInClient(ctx, [...PERMISSIONS])).client;
    await confirmSession(root);
  });
  afterAll(() => ctx.close());

  describe('onboarding gate', () => {
    it('A1: HEAD of admin routes is refused to a session still onboarding', async () => {
      const client = await onboardingClient();
      for (const url of ['/api/oauth-clients', '/api/employees', '/api/user/permissions', '/api/roles']) {
        const response = await client.request('HEAD', url);
        expect([url, response.statusCode]).toEqual([url, 403]);
      }
    });

    it('A2: employee/consent/security reads are refused to a session still onboarding', async () => {
      const client = await onboardingClient();
      const employee = await createEmployee(root);
      for (const url of [
        `/api/employees/${employee.id}/authority`,
        `/api/employees/${employee.id}/account`,
        `/api/employees/${employee.id}/roles`,
        `/api/employees/${employee.id}/regions`,
        `/api/employees/${employee.id}/history`,
        '/api/oauth/authorize?uid=abc',
        '/api/user/oauth-grants',
        '/api/user/sessions',
        '/api/totp',
        '/api/dashboard',
        '/api/employees/archived',
      ]) {
        const response = await client.get(url);
        expect([url, response.statusCode, response.json()]).toEqual([url, 403, ONBOARDING]);
      }
    });

    it('A3: path variants of admin routes never answer 200 to a session still onboarding', async () => {
      const client = await onboardingClient();
      for (const url of [
        '/api/oauth-clients/',
        '/api//oauth-clients',
        '/api/OAUTH-CLIENTS',
        '/api/oauth-clients?',
        '/api/./oauth-clients',
        '/api/x/../oauth-clients',
        '/api/oauth-clients%2F',
      ]) {
        const response = await client.get(url);
        expect([url, response.statusCode === 200]).toEqual([url, false]);
        expect([url, response.statusCode < 500]).toEqual([url, true]);
      }
    });

    it('A4: writes by a session still onboarding are refused before anything is written', async () => {
      const client = await onboardingClient();
      const employee = await createEmployee(root);
      const attempts = [
        await client.post(`/api/employees/${employee.id}/update-permissions`, { permissions: [] }),
        await client.post(`/api/employees/${employee.id}/account`, {}),
        await client.post('/api/oauth-clients', { name: 'x', redirectUris: 'https://x.example/cb' }),
        await client.patch('/api/user', { firstname: 'X' }),
        await client.post('/api/user/backup-codes', {}),
        await client.delete('/api/totp'),
      ];
      expect(attempts.map((response) => [response.statusCode, response.json()])).toEqual(
        attempts.map(() => [403, ONBOARDING]),
      );
    });
  });

  describe('own record', () => {
    it('B1b: hyphenless / braced id forms of one’s own record do not reach it', async () => {
      const { client: manager, user } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const id = await linkedEmployee(root, user);
      await confirmSession(manager);
      for (const form of [id.replace(/-/g, ''), `{${id}}`, ` ${id}`, `${id} `]) {
        const url = `/api/employees/${encodeURIComponent(form)}/update-email`;
        const response = await manager.post(url, { email: `elders-${Date.now()}@zorgportaal.test` });
        expect([form, [403, 404].includes(response.statusCode)]).toEqual([form, true]);
      }
      const after = await manager.get(`/api/employees/${id}`);
      expect(after.json().data.email).toBe(user.email);
    });

    it('B2: nobody restores the archived record linked to their own account', async () => {
      const { client: manager, user } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const id = await linkedEmployee(root, user);
      const archived = await root.delete(`/api/employees/${id}`, { body: { reason: 'Tijdelijk' } });
      expect(archived.statusCode, archived.body).toBe(200);
      // Archiving blocked their account and ended their session (account-lifecycle.test.ts) …
      expect((await manager.get('/api/user')).statusCode).toBe(401);
      // … so the rule is probed with the account let in again by hand: their own record stays out of reach.
      await unblockAccount(ctx.database.db, user.id);
      await signIn(manager, user.email);
      await confirmSession(manager);
      for (const form of [id, id.toUpperCase()]) {
        const response = await manager.post(`/api/employees/archived/${form}/restore`, {});
        expect([response.statusCode, response.json()]).toEqual([403, { message: OWN_RECORD }]);
      }
    });

    it('B3: an UPPERCASE id of a role carrying rights the caller lacks is still refused', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const everything = await root.post('/api/roles', {
        name: `Alles-upper ${Date.now()}`,
        permissions: [...PERMISSIONS],
      });
      const roleId = (everything.json().data.id as string).toUpperCase();
      const employee = await createEmployee(manager);
      const response = await manager.put(`/api/employees/${employee.id}/roles`, { roles: [roleId] });
      expect([response.statusCode, response.json()]).toEqual([403, { message: GRANT_ROLE }]);
      const roles = await root.get(`/api/employees/${employee.id}/roles`);
      expect(roles.json().data).toEqual([]);
    });

    it('B4: duplicate and mixed-case role ids are a 4xx, never a 500', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const viewer = await root.post('/api/roles', {
        name: `Kijker-dup ${Date.now()}`,
        permissions: ['view_employees'],
      });
      const roleId = viewer.json().data.id as string;
      const employee = await createEmployee(manager);
      for (const roles of [[roleId, roleId], [roleId, roleId.toUpperCase()], [roleId.toUpperCase()]]) {
        const response = await manager.put(`/api/employees/${employee.id}/roles`, { roles });
        expect([roles, response.statusCode < 500]).toEqual([roles, true]);
      }
      // Re-sending the same role in another case must not change anything nor fail.
      const again = await manager.put(`/api/employees/${employee.id}/roles`, {
        roles: [roleId.toUpperCase()],
      });
      expect(again.statusCode < 500).toBe(true);
    });

    it('B5: create and PATCH do not take read-only permissions or roles', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const everything = await root.post('/api/roles', {
        name: `Alles-create ${Date.now()}`,
        permissions: [...PERMISSIONS],
      });
      const created = await manager.post('/api/employees', {
        firstName: 'A',
        lastName: 'B',
        email: `ro-${Date.now()}@zorgportaal.test`,
        permissions: [...PERMISSIONS],
        roles: [everything.json().data.id],
      });
      if (created.statusCode === 201) {
        expect(created.json().data.permissions).toEqual([]);
        expect(created.json().data.roles).toEqual([]);
        const id = created.json().data.id as string;
        const patched = await manager.patch(`/api/employees/${id}`, {
          permissions: [...PERMISSIONS],
          roles: [everything.json().data.id],
        });
        if (patched.statusCode === 200) {
          expect(patched.json().data.permissions).toEqual([]);
          expect(patched.json().data.roles).toEqual([]);
        } else expect(patched.statusCode).toBe(422);
      } else expect(created.statusCode).toBe(422);
    });
  });

  describe('stronger rights through records without an account', () => {
    it('C1: a manager cannot re-address a prepared record carrying rights they lack (then linked by an administrator)', async () => {
      // The manager holds manage_employees directly (no employee record of their own).
      const { client: manager, user } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      // An administrator prepares a record for a new hire, with every permission, before the account exists.
      const prepared = await createEmployee(root, { firstName: 'Nieuwe', lastName: 'Directeur' });
      const given = await root.post(`/api/employees/${prepared.id}/update-permissions`, {
        permissions: [...PERMISSIONS],
      });
      expect(given.statusCode, given.body).toBe(200);
      // The manager points that record at their own address (or any mailbox they read).
      const moved = await manager.post(`/api/employees/${prepared.id}/update-email`, {
        email: user.email.toUpperCase(),
      });
      // The administrator then makes the account for "the new hire"; whatever answers, the manager must not
      // end up holding the prepared rights.
      await root.post(`/api/employees/${prepared.id}/account`, {});
      expect(await permissionsOf(manager)).toEqual(['manage_employees', 'view_employees']);
      expect([moved.statusCode, moved.json()]).toEqual([403, { message: SUPERIOR }]);
    });

    it('C2: a manager cannot re-address a prepared record with a strong role (invitation to the attacker)', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const everything = await root.post('/api/roles', {
        name: `Alles-c2 ${Date.now()}`,
        permissions: [...PERMISSIONS],
      });
      const prepared = await createEmployee(root, { firstName: 'Nieuwe', lastName: 'Beheerder' });
      const assigned = await root.put(`/api/employees/${prepared.id}/roles`, {
        roles: [everything.json().data.id],
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const moved = await manager.post(`/api/employees/${prepared.id}/update-email`, {
        email: `aanvaller-${Date.now()}@evil.example`,
      });
      expect([moved.statusCode, moved.json()]).toEqual([403, { message: SUPERIOR }]);
      const archived = await manager.delete(`/api/employees/${prepared.id}`, { body: { reason: 'x' } });
      expect(archived.statusCode).toBe(403);
    });
    it('C3: the invitation for a prepared strong record never goes to an address a weaker manager chose', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const prepared = await createEmployee(root, { firstName: 'Nieuwe', lastName: 'Admin' });
      await root.post(`/api/employees/${prepared.id}/update-permissions`, { permissions: [...PERMISSIONS] });
      const evil = `aanvaller-c3-${Date.now()}@evil.example`;
      await manager.post(`/api/employees/${prepared.id}/update-email`, { email: evil });
      const linked = await root.post(`/api/employees/${prepared.id}/account`, {});
      const invitation = await latestOutboxMessage(ctx.database.db, evil, 'invitation');
      // Secure: no account with every permission is invited at the manager's chosen address.
      expect([linked.statusCode, invitation === null]).toEqual([linked.statusCode, true]);
    });
  });

  describe('concurrency', () => {
    it('E1: two simultaneous account links: one wins, the other a 4xx, never a 500', async () => {
      const employee = await createEmployee(root);
      const answers = await Promise.all([
        root.post(`/api/employees/${employee.id}/account`, {}),
        root.post(`/api/employees/${employee.id}/account`, {}),
        root.post(`/api/employees/${employee.id}/account`, {}),
      ]);
      const codes = answers.map((response) => response.statusCode).sort();
      expect(codes.filter((code) => code >= 500)).toEqual([]);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
    });

    it('E2: simultaneous link of a weak account and permission change keep the bound', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const weak = await createUser(ctx.database.db);
      const employee = await createEmployee(root, { email: weak.email });
      const answers = await Promise.all([
        manager.post(`/api/employees/${employee.id}/account`, {}),
        manager.post(`/api/employees/${employee.id}/update-permissions`, { permissions: ['view_employees'] }),
        manager.post(`/api/employees/${employee.id}/update-permissions`, { permissions: ['manage_roles'] }),
      ]);
      expect(answers.map((response) => response.statusCode < 500)).toEqual([true, true, true]);
      expect(answers[2]!.statusCode).toBe(403);
      const record = await root.get(`/api/employees/${employee.id}`);
      expect(record.json().data.permissions).not.toContain('manage_roles');
    });

    it('E3: concurrent writes on a record being linked to a stronger account by an administrator', async () => {
      // The manager writes while the administrator links a strong account: after both, the strong account's
      // address must not be the manager's choice.
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const strong = await createUser(ctx.database.db, { permissions: ['manage_roles'] });
      const employee = await createEmployee(root, { email: strong.email });
      const evil = `overname-${Date.now()}@evil.example`;
      const [link, move] = await Promise.all([
        root.post(`/api/employees/${employee.id}/account`, {}),
        manager.post(`/api/employees/${employee.id}/update-email`, { email: evil }),
      ]);
      expect(link.statusCode < 500 && move.statusCode < 500).toBe(true);
      const account = await root.get(`/api/employees/${employee.id}/account`);
      const linked = account.json().data as { email: string } | null;
      if (linked) expect(linked.email).not.toBe(evil);
    });

    it('E4: an archive racing an administrator’s link of a stronger account does not take that account’s rights', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const strong = await createUser(ctx.database.db);
        const employee = await createEmployee(root, { email: strong.email });
        await root.post(`/api/employees/${employee.id}/update-permissions`, {
          permissions: ['manage_roles'],
        });
        const link = () => root.post(`/api/employees/${employee.id}/account`, {});
        const archive = () =>
          manager.delete(`/api/employees/${employee.id}`, { body: { reason: 'Weg ermee' } });
        const answers = await Promise.all(round % 2 ? [archive(), link()] : [link(), archive()]);
        expect(answers.every((response) => response.statusCode < 500)).toBe(true);
        const record = await root.get(`/api/employees/${employee.id}`);
        const account = await root.get(`/api/employees/${employee.id}/account`);
        // Linked to the stronger account and archived by the weaker manager = the account lost manage_roles.
        if (account.json().data !== null && record.json().data.archivedAt !== null)
          outcomes.push(`round ${round}`);
      }
      expect(outcomes).toEqual([]);
    });
  });

  describe('bad bytes and odd ids on the new checks', () => {
    it('F1: NUL, huge and odd ids answer 4xx on every employee write and read', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const ids = ['%00', 'a%00b', 'x'.repeat(5000), '%ED%A0%80', '%FF', '..%2F..', '%F0%9F%98%80'];
      for (const id of ids) {
        const attempts = [
          await manager.get(`/api/employees/${id}/authority`),
          await manager.get(`/api/employees/${id}/account`),
          await manager.post(`/api/employees/${id}/account`, {}),
          await manager.post(`/api/employees/${id}/update-email`, { email: 'x@zorgportaal.test' }),
          await manager.post(`/api/employees/${id}/update-permissions`, { permissions: [] }),
          await manager.put(`/api/employees/${id}/roles`, { roles: [] }),
          await manager.post(`/api/employees/archived/${id}/restore`, {}),
          await manager.delete(`/api/employees/${id}`, { body: { reason: 'x' } }),
        ];
        expect([id.slice(0, 20), attempts.map((response) => response.statusCode < 500)]).toEqual([
          id.slice(0, 20),
          attempts.map(() => true),
        ]);
      }
    });

    it('F2: a role id list with NUL, braces or huge strings is a 4xx', async () => {
      const { client: manager } = await signedInClient(ctx, ['manage_employees', 'view_employees']);
      await confirmSession(manager);
      const employee = await createEmployee(manager);
      for (const roles of [
        ['\u0000'],
        ['{00000000-0000-0000-0000-000000000000}'],
        ['x'.repeat(100_000)],
        [1],
      ]) {
        const response = await manager.put(`/api/employees/${employee.id}/roles`, { roles });
        expect(response.statusCode < 500).toBe(true);
      }
    });
  });

  describe('re-confirmation', () => {
    it('G1: an onboarded manager without a recent confirmation gets 423 on a grant', async () => {
      // Covered by the product; here: a session signed in with a backup code never counts as confirmed.
      const manager = await createUser(ctx.database.db, {
        permissions: ['manage_employees'] as Permission[],
      });
      const client = new ApiClient(ctx.app);
      await signIn(client, manager.email);
      const employee = await createEmployee(client);
      const response = await client.post(`/api/employees/${employee.id}/update-permissions`, {
        permissions: [],
      });
      expect(response.statusCode).toBe(423);
    });
  });
});
