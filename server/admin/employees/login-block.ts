import { eq } from 'drizzle-orm';
import type { EmployeeLogin } from '../../../contract/api/admin/employees.ts';
import type { AccountBlockReason } from '../../../contract/enums.ts';
import { translate } from '../../../i18n/server/translate.ts';
import type { AnyResource } from '../../../resources/define.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employeeAccounts, type AuditChanges } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/http-error.ts';
import { blockAccount, unblockAccount } from '../../users/account-block.ts';
import { recordAudit } from '../audit.ts';
import type { Actor, WriteCheck } from '../authority.ts';
import { lockEmployeeFor } from './authority.ts';
import { findEmployee } from './employee-rows.ts';
import { loginOf } from './login-read.ts';

/**
 * The account lifecycle on the employee (docs/decisions.md "Account lifecycle"): archiving the employee blocks the
 * linked account in the same transaction; restoring leaves it blocked unless the administrator chose otherwise;
 * an administrator blocks and unblocks it on its own. Each change is in the employee's history: with the archive's
 * or restore's entry, or as `blockEmployeeAccount` / `unblockEmployeeAccount`.
 */

export const BLOCK_EMPLOYEE_ACCOUNT = 'blockEmployeeAccount';
export const UNBLOCK_EMPLOYEE_ACCOUNT = 'unblockEmployeeAccount';

const refuse = (key: string) => new ValidationError({ account: [translate(key)] });

async function linkedUserId(tx: Db | Tx, employeeId: string): Promise<string | null> {
  const [link] = await tx
    .select({ userId: employeeAccounts.userId })
    .from(employeeAccounts)
    .where(eq(employeeAccounts.employeeId, employeeId));
  return link?.userId ?? null;
}

/** What a block or unblock changed, as the audit entry's changes. */
function accountChanges(blocked: boolean, reason: AccountBlockReason | null): AuditChanges {
  return {
    accountState: { before: blocked ? 'active' : 'blocked', after: blocked ? 'blocked' : 'active' },
    ...(reason ? { blockedReason: { before: null, after: reason } } : {}),
  };
}

/** Blocks the employee's account; what changed, or null when it has none or was blocked already. */
async function block(tx: Tx, employeeId: string, reason: AccountBlockReason): Promise<AuditChanges | null> {
  const userId = await linkedUserId(tx, employeeId);
  if (!userId || !(await blockAccount(tx, userId, reason)).blocked) return null;
  return accountChanges(true, reason);
}

async function unblock(tx: Tx, employeeId: string): Promise<AuditChanges | null> {
  const userId = await linkedUserId(tx, employeeId);
  if (!userId || !(await unblockAccount(tx, userId))) return null;
  return accountChanges(false, null);
}

/**
 * The archive's check: the linked account is blocked (and all it holds ended) in the archive's transaction; the
 * archive's audit entry says so.
 */
export const blockOnArchive: WriteCheck = async (before, _after, tx) =>
  (await block(tx, String(before?.id), 'employee_archived')) ?? undefined;

/** The restore's check: the account signs in again only when the administrator asked for it. */
export function unblockOnRestore(unblockAccount: boolean): WriteCheck | null {
  if (!unblockAccount) return null;
  return async (before, _after, tx) => (await unblock(tx, String(before?.id))) ?? undefined;
}

/**
 * POST /employees/{id}/account/block or …/unblock: the active employee's account, refused (422 on `account`)
 * without one, or when it is in that state already. An archived employee's account stays blocked: restore first.
 */
export async function setEmployeeLoginBlocked(
  db: Db,
  resource: AnyResource,
  employeeId: string,
  actor: Actor,
  blocked: boolean,
): Promise<EmployeeLogin> {
  const employee = await findEmployee(db, employeeId);
  if (employee.archivedAt) throw refuse('server.employees.restoreFirst');
  return db.transaction(async (tx) => {
    await lockEmployeeFor(tx, actor, employeeId);
    if (!(await linkedUserId(tx, employeeId))) throw refuse('server.employees.noAccount');
    const changes = blocked ? await block(tx, employeeId, 'administrator') : await unblock(tx, employeeId);
    if (!changes) throw refuse(blocked ? 'server.employees.alreadyBlocked' : 'server.employees.notBlocked');
    await recordAudit(tx, {
      action: blocked ? BLOCK_EMPLOYEE_ACCOUNT : UNBLOCK_EMPLOYEE_ACCOUNT,
      resource,
      recordId: employeeId,
      actorId: actor.userId,
      changes,
    });
    return (await loginOf(tx, employeeId))!;
  });
}
