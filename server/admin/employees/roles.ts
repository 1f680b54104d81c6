import type { AnyResource } from '../../../resources/define.ts';
import { roles } from '../../../resources/roles.ts';
import type { Db } from '../../db/client.ts';
import { allChecks, changedValues, permissionsOfRoles, requireHoldsAll, type Actor } from '../authority.ts';
import { authorityCheck } from './authority.ts';
import { getRecord, recordsByIds } from '../read-records.ts';
import type { ApiRecord } from '../record-shape.ts';
import { setRecordFields } from '../write-records.ts';

/**
 * An employee's roles (spec §6 "assigned to an employee by replacing the whole role list"): the employee
 * definition's read-only reference list `roles`, answered as the role records (in the roles' default order).
 */

/** GET /employees/{id}/roles: the role records of an employee (active or archived); 404 for an unknown id. */
export async function rolesOfEmployee(db: Db, employees: AnyResource, id: string): Promise<ApiRecord[]> {
  const employee = await getRecord(db, employees, id);
  return recordsByIds(db, roles, employee.roles as string[]);
}

/**
 * PUT /employees/{id}/roles: replaces the role list of an active employee (404 for an unknown or archived one;
 * 422 on `roles` for an unknown role; 403 when a role given or taken carries a permission the actor lacks),
 * audited as the definition's `audit.edit` (editEmployee) with `{ roles }`.
 */
export async function replaceEmployeeRoles(
  db: Db,
  employees: AnyResource,
  id: string,
  roleIds: readonly string[],
  actor: Actor,
): Promise<ApiRecord[]> {
  const employee = await setRecordFields(
    db,
    employees,
    id,
    { roles: roleIds },
    actor.userId,
    allChecks(authorityCheck(actor, id), async (before, after, tx) => {
      const changed = changedValues(before?.roles as string[], after?.roles as string[]);
      for (const permissions of (await permissionsOfRoles(tx, changed)).values()) {
        requireHoldsAll(actor, permissions, 'grantRole');
      }
    }),
  );
  return recordsByIds(db, roles, employee.roles as string[]);
}
