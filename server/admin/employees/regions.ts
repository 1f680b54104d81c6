import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EmployeeRegion, EmployeeRegionInput } from '../../../contract/api/admin/employees.ts';
import { translate } from '../../../i18n/server/translate.ts';
import type { AnyResource } from '../../../resources/define.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeRegions, regions, roles } from '../../db/schema/index.ts';
import { ValidationError, type FieldErrors } from '../../http/http-error.ts';
import { recordAudit } from '../audit.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { UUID } from '../record-shape.ts';
import type { Actor } from '../authority.ts';
import { lockEmployeeFor } from './authority.ts';
import { findEmployee } from './employee-rows.ts';

/**
 * An employee's regions, each with a role, and one primary region (spec §3, §6; §7 POST
 * /employees/{id}/update-region). The list is replaced as a whole.
 */

/** The audit name of a change of the list (spec §3 "Admin action names"). */
export const EDIT_EMPLOYEE_REGIONS = 'editEmployeeRegions';

/** The list, primary first, then by region name (case-insensitive), then by id so the order is total. */
async function regionsOf(db: Db | Tx, employeeId: string): Promise<EmployeeRegion[]> {
  return db
    .select({
      region: employeeRegions.regionId,
      regionName: sql<string>`${regions.name}`,
      role: employeeRegions.roleId,
      roleName: sql<string>`${roles.name}`,
      primary: employeeRegions.isPrimary,
    })
    .from(employeeRegions)
    .innerJoin(regions, eq(regions.id, employeeRegions.regionId))
    .innerJoin(roles, eq(roles.id, employeeRegions.roleId))
    .where(eq(employeeRegions.employeeId, employeeId))
    .orderBy(
      desc(employeeRegions.isPrimary),
      asc(sql`lower(${regions.name})`),
      asc(employeeRegions.regionId),
    );
}

/** GET /employees/{id}/regions (active or archived employee; 404 for an unknown one). */
export async function listEmployeeRegions(db: Db, employeeId: string): Promise<EmployeeRegion[]> {
  await findEmployee(db, employeeId);
  return regionsOf(db, employeeId);
}

/** The ids among `ids` that have a row in `table`, in lower case (malformed ids never reach the database). */
async function existing(tx: Tx, table: typeof regions | typeof roles, ids: string[]): Promise<Set<string>> {
  const wellFormed = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
  if (wellFormed.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wellFormed));
  return new Set(rows.map((row) => row.id as string));
}

/** 422 on `regions.<i>.region` / `regions.<i>.role` for each region or role that does not exist. */
async function checkReferences(tx: Tx, list: readonly EmployeeRegionInput[]): Promise<void> {
  const knownRegions = await existing(
    tx,
    regions,
    list.map((item) => item.region),
  );
  const knownRoles = await existing(
    tx,
    roles,
    list.map((item) => item.role),
  );
  const errors: FieldErrors = {};
  const unknown = [translate('server.admin.unknownReference')];
  list.forEach((item, index) => {
    if (!knownRegions.has(item.region.toLowerCase())) errors[`regions.${index}.region`] = unknown;
    if (!knownRoles.has(item.role.toLowerCase())) errors[`regions.${index}.role`] = unknown;
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** What the audit entry keeps of one region: the ids (names may change later). */
const auditItem = ({ region, role, primary }: EmployeeRegionInput) => ({ region, role, primary });

/**
 * POST /employees/{id}/update-region: replaces the active employee's list (the body's rules — one primary, no
 * region twice — are checked by its schema), audited as `editEmployeeRegions` with `{ regions: { before, after } }`
 * when it changed. Answers the new list.
 */
export async function updateEmployeeRegions(
  db: Db,
  resource: AnyResource,
  employeeId: string,
  list: readonly EmployeeRegionInput[],
  actor: Actor,
): Promise<EmployeeRegion[]> {
  try {
    return await db.transaction(async (tx) => {
      await lockEmployeeFor(tx, actor, employeeId);
      await checkReferences(tx, list);
      const before = await regionsOf(tx, employeeId);
      await tx.delete(employeeRegions).where(eq(employeeRegions.employeeId, employeeId));
      if (list.length > 0) {
        await tx.insert(employeeRegions).values(
          list.map((item) => ({
            employeeId,
            regionId: item.region,
            roleId: item.role,
            isPrimary: item.primary,
          })),
        );
      }
      const after = await regionsOf(tx, employeeId);
      const changes = { regions: { before: before.map(auditItem), after: after.map(auditItem) } };
      if (JSON.stringify(changes.regions.before) !== JSON.stringify(changes.regions.after)) {
        await recordAudit(tx, {
          action: EDIT_EMPLOYEE_REGIONS,
          resource,
          recordId: employeeId,
          actorId: actor.userId,
          changes,
        });
      }
      return after;
    });
  } catch (error) {
    // A region or role deleted between the check and the insert.
    if (pgErrorOf(error)?.code === '23503') {
      throw new ValidationError({ regions: [translate('server.admin.unknownReference')] });
    }
    throw error;
  }
}
