import { and, eq, isNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { isPermission, type Permission } from '../../resources/permissions.ts';
import type { Db, Tx } from '../db/client.ts';
import { employeeAccounts, employees, employeesRoles, roles, userPermissions } from '../db/schema/index.ts';

/**
 * The effective permissions of a user: sorted, unique, only the eight of spec §6. They are the union of
 * - the direct grants (`user_permissions`),
 * - the permissions of the employee record linked to the user (`employee_accounts`), while it is not archived,
 * - the permissions of that employee's roles.
 * One query; requests use `permissionsOfSession` (permission-cache.ts), which runs it only when the permissions
 * generation has moved since the instance last ran it for this user.
 */
export async function permissionsOfUser(db: Db | Tx, userId: string): Promise<Permission[]> {
  const activeEmployee = and(eq(employees.id, employeeAccounts.employeeId), isNull(employees.archivedAt));
  const direct = db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const ofEmployee = db
    .select({ permission: sql<string>`unnest(${employees.permissions})`.as('permission') })
    .from(employeeAccounts)
    .innerJoin(employees, activeEmployee)
    .where(eq(employeeAccounts.userId, userId));
  const ofRoles = db
    .select({ permission: sql<string>`unnest(${roles.permissions})`.as('permission') })
    .from(employeeAccounts)
    .innerJoin(employees, activeEmployee)
    .innerJoin(employeesRoles, eq(employeesRoles.recordId, employees.id))
    .innerJoin(roles, eq(roles.id, employeesRoles.referenceId))
    .where(eq(employeeAccounts.userId, userId));
  const rows = await union(direct, ofEmployee, ofRoles);
  return knownPermissions(rows.map((row) => row.permission));
}

/** Filters to known permissions, removes duplicates and sorts. */
export function knownPermissions(values: Iterable<string>): Permission[] {
  return [...new Set(values)].filter(isPermission).sort();
}
