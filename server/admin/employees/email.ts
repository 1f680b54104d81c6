import { and, eq, ne, sql } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import type { AnyResource } from '../../../resources/define.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeAccounts, employees, sessions, users } from '../../db/schema/index.ts';
import { forgetSessions } from '../../session-cache/session-cache.ts';
import { ValidationError } from '../../http/http-error.ts';
import { recordAudit } from '../audit.ts';
import { constraintError } from '../constraint-errors.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { toRecord, type ApiRecord } from '../record-shape.ts';
import type { Actor } from '../authority.ts';
import { lockEmployeeFor } from './authority.ts';
import { revokeTrustedDevices } from '../../auth/devices/revoke-trust.ts';

/**
 * POST /employees/{id}/update-email (spec §7): an employee's email changes only here (the field is not editable
 * by PATCH), because it may also be the sign-in address of the employee's user account.
 */

/** The unique index on users' lower(email) (server/db/schema/users.ts). */
const USER_EMAIL_INDEX = 'users_email_lower_idx';

const refuse = (key: string) => new ValidationError({ email: [translate(key)] });

async function takenByOtherEmployee(tx: Tx, employeeId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(sql`lower(${employees.email}) = lower(${email})`, ne(employees.id, employeeId)))
    .limit(1);
  return row !== undefined;
}

async function takenByOtherUser(tx: Tx, userId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives the active employee a new email address (already normalised by the body's rule). 422 on `email` when it
 * is the current one, another employee's (archived ones too; case-insensitive), or, for an employee with a user
 * account, another user's. The linked user gets the address too, unverified (the verify_email onboarding step
 * is pending again), every session of that user ends and no device of it stays trusted: a session or a trusted
 * browser of the old address is no proof for the new one (docs/decisions.md "Authorisation as one model",
 * docs/sign-in.md "Known and trusted devices"). Audited as the definition's `audit.edit` (editEmployee) with `{ email: { before, after } }`.
 */
export interface EmployeeEmailChanged {
  record: ApiRecord;
  /** The linked account's previous sign-in address and first name, to be told of the change; null without one. */
  previousAccount: { email: string; firstname: string } | null;
}

export async function updateEmployeeEmail(
  db: Db,
  resource: AnyResource,
  employeeId: string,
  email: string,
  actor: Actor,
): Promise<EmployeeEmailChanged> {
  try {
    let previousAccount: EmployeeEmailChanged['previousAccount'] = null;
    const record = await db.transaction(async (tx) => {
      const before = await lockEmployeeFor(tx, actor, employeeId);
      const current = before.email as string;
      if (current.toLowerCase() === email.toLowerCase()) throw refuse('server.employees.sameEmail');
      if (await takenByOtherEmployee(tx, employeeId, email)) throw refuse('server.admin.duplicate');
      const [account] = await tx
        .select({ userId: employeeAccounts.userId })
        .from(employeeAccounts)
        .where(eq(employeeAccounts.employeeId, employeeId));
      if (account) {
        if (await takenByOtherUser(tx, account.userId, email))
          throw refuse('server.employees.emailOfOtherUser');
        const [previous] = await tx
          .select({ email: users.email, firstname: users.firstname })
          .from(users)
          .where(eq(users.id, account.userId));
        previousAccount = previous ?? null;
        await tx
          .update(users)
          .set({ email, emailVerifiedAt: null, updatedAt: new Date() })
          .where(eq(users.id, account.userId));
        // Whoever holds a session of the old address must sign in again, now with the new one, and with the
        // second step on every browser: a device trusted under the old address proves nothing for the new one.
        await tx.delete(sessions).where(eq(sessions.userId, account.userId));
        await revokeTrustedDevices(tx, account.userId);
      }
      const [row] = await tx
        .update(employees)
        .set({ email, updatedAt: new Date() })
        .where(eq(employees.id, employeeId))
        .returning();
      await recordAudit(tx, {
        action: resource.audit.edit,
        resource,
        recordId: employeeId,
        actorId: actor.userId,
        changes: { email: { before: current, after: email } },
      });
      return toRecord(resource, row!);
    });
    forgetSessions(db);
    return { record, previousAccount };
  } catch (error) {
    // Another request took the address between the check and the update: the unique indexes decide.
    if (pgErrorOf(error)?.constraint === USER_EMAIL_INDEX) throw refuse('server.employees.emailOfOtherUser');
    throw constraintError(resource, error);
  }
}
