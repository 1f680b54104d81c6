import type { AnyResource } from '../../resources/define.ts';
import type { Permission } from '../../resources/permissions.ts';
import { mayRead } from '../admin/may-read.ts';

/** Names who did what: only this permission shows an employee's history (docs/decisions.md). */
const HISTORY_PERMISSION: Permission = 'view_employee_action_history';

export { mayRead };

/**
 * Whether the audit entries of a resource may be shown: it must be readable, and a resource with a history of its
 * own (the `history` extension: employees) needs the permission that guards that history too.
 */
export function mayReadChanges(resource: AnyResource, permissions: readonly string[]): boolean {
  if (!mayRead(resource, permissions)) return false;
  return !resource.extensions.includes('history') || permissions.includes(HISTORY_PERMISSION);
}
