import { eq, sql } from 'drizzle-orm';
import type { Permission } from '../../../resources/permissions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeAccounts, employees, employeesRoles, roles } from '../../db/schema/index.ts';
import { knownPermissions, permissionsOfUser } from '../../users/permissions.ts';
import { holdsAll, refusedBy, type Actor, type AuthorityRule, type WriteCheck } from '../authority.ts';
import { UUID, type Row } from '../record-shape.ts';
import { lockActiveEmployee } from './employee-rows.ts';

/**
 * Who may change an employee record (docs/decisions.md "Authorisation as one model"). The record may be linked to a
 * user account, whose rights then include the record's permissions and roles; its email address decides which
 * account a later link gives them to. So:
 * - nobody changes the record linked to their own account (`ownRecord`): not their own rights, nor the address
 *   they sign in with;
 * - nobody changes a record while its permissions, its roles' or its account's hold a permission the actor lacks
 *   (`superior`): an email change would hand over the account (or the rights, to whoever has the new address once
 *   linked), archiving would take its rights;
 * - linking an account (`POST /employees/{id}/account`) never links the actor's own account (`ownAccount`), and
 *   only when the actor holds every right the account would then have (`superior`).
 * Every write checks before validation (route-guards.ts, for an early 403) and again inside its transaction after
 * locking the employee row (`authorityCheck`), so a link or grant committed meanwhile is seen.
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
  db: Db | Tx,
  actor: Actor,
  employeeId: string,
): Promise<AuthorityRule | null> {
  if (!UUID.test(employeeId)) return null;
  const [link] = await db
    .select({ userId: employeeAccounts.userId })
    .from(employeeAccounts)
    .where(eq(employeeAccounts.employeeId, employeeId));
  if (link?.userId === actor.userId) return 'ownRecord';
  const rights = link
    ? await rightsWithAccount(db, employeeId, link.userId)
    : await rightsOfRecord(db, employeeId);
  return holdsAll(actor, rights) ? null : 'superior';
}

/** Throws the 403 of `employeeRefusal`. */
export async function requireAuthorityOverEmployee(
  db: Db | Tx,
  actor: Actor,
  employeeId: string,
): Promise<void> {
  const rule = await employeeRefusal(db, actor, employeeId);
  if (rule) throw refusedBy(rule);
}

/** `requireAuthorityOverEmployee` as the check of a write, inside its transaction after the row is locked. */
export function authorityCheck(actor: Actor, employeeId: string): WriteCheck {
  return (_before, _after, tx) => requireAuthorityOverEmployee(tx, actor, employeeId);
}

/** Before linking `userId` to the employee: never the actor's own account, never more rights than they hold. */
export async function requireMayLink(db: Db | Tx, actor: Actor, employeeId: string, userId: string | null) {
  if (userId === actor.userId) throw refusedBy('ownAccount');
  const rights = userId
    ? await rightsWithAccount(db, employeeId, userId)
    : await rightsOfRecord(db, employeeId);
  if (!holdsAll(actor, rights)) throw refusedBy('superior');
}

/** The active employee, locked for a write by `actor`, once the authority check passes (404, then 403). */
export async function lockEmployeeFor(tx: Tx, actor: Actor, employeeId: string): Promise<Row> {
  const row = await lockActiveEmployee(tx, employeeId);
  await requireAuthorityOverEmployee(tx, actor, employeeId);
  return row;
}
