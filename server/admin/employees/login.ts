import { eq, sql } from 'drizzle-orm';
import type { EmployeeLogin, ExistingAccount } from '../../../contract/api/admin/employees.ts';
import { translate } from '../../../i18n/server/translate.ts';
import type { AnyResource } from '../../../resources/define.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeAccounts, userPermissions, users } from '../../db/schema/index.ts';
import { HttpError, ValidationError } from '../../http/http-error.ts';
import type { Invite, Invitee } from '../../notify/invitation.ts';
import { createUser, EmailTakenError } from '../../users/create-user.ts';
import { recordAudit } from '../audit.ts';
import type { Actor } from '../authority.ts';
import { requireMayLink } from './authority.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { notFound } from '../record-shape.ts';
import { findEmployee, lockActiveEmployee } from './employee-rows.ts';
import { loginOf } from './login-read.ts';

/**
 * An employee's login: the user account linked to the employee ("An employee can be linked to a user account;
 * creating one sends an invitation"); the API path, the extension key, the table and the audit name keep the word
 * "account".
 * A new user gets the invitation email (server/notify/invitation.ts) before the account is written: a failed
 * send creates nothing, so the manager can simply try again.
 */

/** The audit name of creating or linking an employee's account. */
export const CREATE_EMPLOYEE_ACCOUNT = 'createEmployeeAccount';

export interface CreatedLogin {
  login: EmployeeLogin;
  /** A new user was made (201); false when an existing user with the employee's email was linked (200). */
  created: boolean;
}

const refuse = (field: string, key: string) => new ValidationError({ [field]: [translate(key)] });

/** The user with this email address (case-insensitive) and the employee it is linked to, if any. */
async function userWithEmail(db: Db | Tx, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      blockedAt: users.blockedAt,
      linkedTo: employeeAccounts.employeeId,
    })
    .from(users)
    .leftJoin(employeeAccounts, eq(employeeAccounts.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user ?? null;
}

/**
 * The 409 that asks before an existing account is linked: linking gives the employee's person that account, with
 * the permissions it holds on its own and its way of signing in (docs/decisions.md "Account lifecycle").
 */
async function askToLinkExisting(db: Db | Tx, user: { id: string; email: string; blockedAt: Date | null }) {
  const own = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, user.id))
    .orderBy(userPermissions.permission);
  const data: ExistingAccount = {
    email: user.email,
    state: user.blockedAt ? 'blocked' : 'active',
    permissions: own.map((row) => row.permission),
  };
  return new HttpError(409, translate('server.employees.linkExistingAccount'), { data });
}

/**
 * Read before the transaction, with its refusals: whom to invite (the employee's email and first name) when a new
 * user will be made; null when an existing user will be linked (they have an account already).
 */
async function invitee(
  db: Db,
  employeeId: string,
  actor: Actor,
  linkExisting: boolean,
): Promise<Invitee | null> {
  const employee = await findEmployee(db, employeeId);
  if (employee.archivedAt) throw notFound();
  if (await loginOf(db, employeeId)) throw refuse('account', 'server.employees.accountExists');
  const email = employee.email as string;
  const existing = await userWithEmail(db, email);
  await requireMayLink(db, actor, employeeId, existing?.id ?? null);
  if (existing?.linkedTo) throw refuse('email', 'server.employees.accountOfOtherEmployee');
  if (existing && !linkExisting) throw await askToLinkExisting(db, existing);
  return existing ? null : { email, firstname: employee.firstName as string };
}

/**
 * POST /employees/{id}/account: links the active employee to the user with the employee's email (case-insensitive)
 * when there is one that belongs to no other employee and the administrator confirmed it (`linkExisting`; without
 * it a 409 names the account, its state and its own permissions, so the screen can ask), else creates that user (employee's email, first and last
 * name, no password, every onboarding step pending) and links it. 422 on `account` when the employee already has
 * one, on `email` when the user with that address belongs to another employee; 403 for the actor's own account or
 * one that would hold rights the actor lacks (./authority.ts). Audited as
 * `createEmployeeAccount` with `{ account: { before: null, after: { userId, email, newUser } } }`.
 *
 * With `invite`, a new user is invited: first, so a DeliveryError (503) leaves nothing written; after the
 * transaction only in the rare race where the user to be linked disappeared meanwhile and one was made instead.
 */
export async function createEmployeeLogin(
  db: Db,
  resource: AnyResource,
  employeeId: string,
  actor: Actor,
  options: { invite?: Invite | undefined; linkExisting?: boolean | undefined } = {},
): Promise<CreatedLogin> {
  const { invite, linkExisting = false } = options;
  const person = await invitee(db, employeeId, actor, linkExisting);
  if (invite && person) await invite(person);
  const { result, created } = await writeEmployeeLogin(db, resource, employeeId, actor, linkExisting);
  if (invite && !person && created) await invite(created);
  return result;
}

async function writeEmployeeLogin(
  db: Db,
  resource: AnyResource,
  employeeId: string,
  actor: Actor,
  linkExisting: boolean,
): Promise<{ result: CreatedLogin; created: Invitee | null }> {
  try {
    return await db.transaction(async (tx) => {
      const employee = await lockActiveEmployee(tx, employeeId);
      if (await loginOf(tx, employeeId)) throw refuse('account', 'server.employees.accountExists');
      const email = employee.email as string;
      const firstname = employee.firstName as string;
      const existing = await userWithEmail(tx, email);
      await requireMayLink(tx, actor, employeeId, existing?.id ?? null);
      if (existing?.linkedTo) throw refuse('email', 'server.employees.accountOfOtherEmployee');
      if (existing && !linkExisting) throw await askToLinkExisting(tx, existing);
      const userId =
        existing?.id ??
        (
          await createUser(tx, {
            email,
            firstname,
            lastname: employee.lastName as string,
          })
        ).id;
      await tx.insert(employeeAccounts).values({ employeeId, userId });
      await recordAudit(tx, {
        action: CREATE_EMPLOYEE_ACCOUNT,
        resource,
        recordId: employeeId,
        actorId: actor.userId,
        changes: { account: { before: null, after: { userId, email, newUser: !existing } } },
      });
      return {
        result: { login: (await loginOf(tx, employeeId))!, created: !existing },
        created: existing ? null : { email, firstname },
      };
    });
  } catch (error) {
    // Races: the employee got an account, or the user another employee, or the address a user, meanwhile.
    if (error instanceof EmailTakenError) throw refuse('email', 'server.admin.duplicate');
    const constraint = pgErrorOf(error)?.code === '23505' ? pgErrorOf(error)?.constraint : undefined;
    if (constraint === 'employee_accounts_pkey') throw refuse('account', 'server.employees.accountExists');
    if (constraint === 'employee_accounts_user_id_unique') {
      throw refuse('email', 'server.employees.accountOfOtherEmployee');
    }
    throw error;
  }
}
