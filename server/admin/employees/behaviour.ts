import { restoreEmployeeBody } from '../../../contract/api/admin/employees.ts';
import { restoreWith, type ResourceBehaviour } from '../behaviour.ts';
import { requireAuthorityOverEmployee } from './authority.ts';
import { blockOnArchive, unblockOnRestore } from './login-block.ts';

/**
 * What employees add to the generic engine (server/admin/behaviour.ts). An employee record may be linked to a user
 * account, so:
 * - every write on one employee needs authority over it (./authority.ts: not one's own, not a superior's);
 * - archiving or restoring changes what a person may do (docs/decisions.md "Account lifecycle"): it needs a recent
 *   re-confirmation, archiving blocks the account in the same transaction, and restoring gives access back only
 *   when asked (`{ unblockAccount: true }`).
 */
export const employeeBehaviour: ResourceBehaviour = {
  access: { write: requireAuthorityOverEmployee },
  reconfirm: ['archive', 'restore'],
  archive: blockOnArchive,
  restore: restoreWith(restoreEmployeeBody, (body) => unblockOnRestore(body.unblockAccount === true)),
};
