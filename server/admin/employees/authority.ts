import { eq, sql } from 'drizzle-orm';
import type { Permission } from '../../../resources/permissions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeAccounts, employees, employeesRoles, roles } from '../../db/schema/index.ts';
import { knownPermissions, permissionsOfUser } from '../../users/permissions.ts';
import { holdsAll, refusedBy, type Actor, type AuthorityRule } from '../authority.ts';
import { UUID } from '../record-shape.ts';

/**
 * Who may change an employee record (docs/decisions.md "Authorisation as one model"). The record may be linked to a
 * user account, whose rights then include the record's permissions and roles. So:
 * - nobody changes the record linked to their own account (`ownRecord`): not their own rights, nor the address
 *   they sign in with;
 * - nobody changes a linked record while the account, the record's permissions or its roles hold a permission the
 *   actor lacks (`superior`): an email change would hand over the account, archiving would take its rights;
 * - linking an account (`POST /employees/{id}/account`) never links the actor's own account (`ownAccount`), and
 *   only when the actor holds every right the account would then have (`superior`).
 */

/** The rights bound up with an employee record: its own permissions and those of its roles. */
async function rightsOfRecord(db: Db | Tx, employeeId: string): Promise<Permission[]> {
  const rows = await db
    .select({ permission: sql<string>`unnest(${employees.permissions})` })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .union(
      db
        .select({ permission: sql<string>`unnest(${roles.permissions})` })
        .from(employeesRoles)
        .innerJoin(roles, eq(roles.id, employeesRoles.referenceId))
        .where(eq(employeesRoles.recordId, employeeId)),
    );
  return knownPermissions(rows.map((row) => row.permission));
}

/** The rights an account would hold linked to this record: its own effective ones and the record's. */
export async function rightsWithAccount(
  db: Db | Tx,
  employeeId: string,
  userId: string,
): Promise<Permission[]> {
  const [ofAccount, ofRecord] = await Promise.all([
    permissionsOfUser(db, userId),
    rightsOfRecord(db, employeeId),
  ]);
  return knownPermissions([...ofAccount, ...ofRecord]);
}

/** The rule that keeps the actor from changing this employee, or null when they may (also for an unknown id). */
export async function employeeRefusal(
  db: Db,
  actor: Actor,
  employeeId: string,
): Promise<AuthorityRule | null> {
  if (!UUID.test(employeeId)) return null;
  const [link] = await db
    .select({ userId: employeeAccounts.userId })
    .from(employeeAccounts)
    .where(eq(employeeAccounts.employeeId, employeeId));
  if (!link) return null;
  if (link.userId === actor.userId) return 'ownRecord';
  return holdsAll(actor, await rightsWithAccount(db, employeeId, link.userId)) ? null : 'superior';
}

/** Throws the 403 of `employeeRefusal`. */
export async function requireAuthorityOverEmployee(db: Db, actor: Actor, employeeId: string): Promise<void> {
  const rule = await employeeRefusal(db, actor, employeeId);
  if (rule) throw refusedBy(rule);
}

/** Before linking `userId` to the employee: never the actor's own account, never more rights than they hold. */
export async function requireMayLink(db: Db | Tx, actor: Actor, employeeId: string, userId: string | null) {
  if (userId === actor.userId) throw refusedBy('ownAccount');
  const rights = userId
    ? await rightsWithAccount(db, employeeId, userId)
    : await rightsOfRecord(db, employeeId);
  if (!holdsAll(actor, rights)) throw refusedBy('superior');
}
