import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../resources/permissions.ts';
import { permissionsOfUser } from '../../server/users/permissions.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';
import { dataOf } from '../helpers/trusted-devices.ts';
import { createUser } from '../helpers/users.ts';

/**
 * Defects found by issue 26's closing attack, each failing on the code as it was attacked and fixed since: a role's
 * permissions changed without a re-confirmation (server/admin/route-guards.ts `grantEditGuard`), and block/unblock
 * took any body (contract/api/admin/employees.ts `accountStateBody`). Each states the rule it holds the server to.
 */

const CONFIRM_FIRST = 'Bevestig eerst dat jij het bent.';
const ALL: Permission[] = [
  'manage_employees',
  'view_employees',
  'manage_roles',
  'manage_tags',
  'manage_regions',
];

let ctx: TestContext;
let boss: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  ({ client: boss } = await signedInClient(ctx, ALL));
  await confirmSession(boss);
}, 60_000);
afterAll(() => ctx.close());

describe('an assigned role’s permissions change only after a re-confirmation', () => {
  // docs/decisions.md "Account lifecycle": "Re-confirmation (423) for every call that changes what a person may
  // do". PUT /employees/{id}/roles and POST /employees/{id}/update-permissions ask for it; editing the permissions
  // of a role somebody holds changes what they may do just the same (for every holder at once), yet goes through
  // on an unconfirmed session.
  it('PATCH /roles/{id} of a role an employee holds answers 423 without a recent confirmation, and changes nothing', async () => {
    const holder = await createUser(ctx.database.db);
    const employee = await createEmployee(boss, { email: holder.email });
    expect(
      (await boss.post(`/api/employees/${employee.id}/account`, { linkExisting: true })).statusCode,
    ).toBe(200);
    const role = dataOf<{ id: string }>(
      await boss.post('/api/roles', { name: `Planner-${Date.now()}`, permissions: [] }),
    );
    expect((await boss.put(`/api/employees/${employee.id}/roles`, { roles: [role.id] })).statusCode).toBe(
      200,
    );
    expect(await permissionsOfUser(ctx.database.db, holder.id)).toEqual([]);

    const { client: unconfirmed } = await signedInClient(ctx, ALL);
    const edited = await unconfirmed.patch(`/api/roles/${role.id}`, { permissions: ['manage_employees'] });

    expect(edited.statusCode, edited.body).toBe(423);
    expect(edited.json()).toMatchObject({ message: CONFIRM_FIRST });
    expect(await permissionsOfUser(ctx.database.db, holder.id)).toEqual([]);
  });
});

describe('block and unblock take no body', () => {
  // House rule (docs/conventions.md): bad input is a 422 with a per-field Dutch `errors` map. The sibling calls of
  // the lifecycle (POST /employees/{id}/account, POST /employees/archived/{id}/restore) refuse an unknown field
  // ('Dit veld is niet toegestaan.'); /account/block and /account/unblock declare no body at all, so a body such as
  // `{ reason }` (as DELETE /employees/{id} takes) is silently dropped and the account is blocked all the same.
  it.each(['block', 'unblock'])(
    'POST /employees/{id}/account/%s with an unknown field answers 422 and changes nothing',
    async (action) => {
      const user = await createUser(ctx.database.db);
      const employee = await createEmployee(boss, { email: user.email });
      expect(
        (await boss.post(`/api/employees/${employee.id}/account`, { linkExisting: true })).statusCode,
      ).toBe(200);
      if (action === 'unblock')
        expect((await boss.post(`/api/employees/${employee.id}/account/block`)).statusCode).toBe(200);
      const before = dataOf<{ state: string }>(await boss.get(`/api/employees/${employee.id}/account`)).state;

      const answer = await boss.post(`/api/employees/${employee.id}/account/${action}`, { reason: 'Fraude' });

      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toEqual({
        message: 'Dit veld is niet toegestaan.',
        errors: { reason: ['Dit veld is niet toegestaan.'] },
      });
      expect(dataOf<{ state: string }>(await boss.get(`/api/employees/${employee.id}/account`)).state).toBe(
        before,
      );
    },
  );
});
