/**
 * Who may do what with an admin resource (spec §5, §6), as react-admin's `canAccess` asks it: the rule of a
 * resource comes from its definition (`permission`, and `readPermissions` that also allow reading).
 */
export interface ResourceAccessRule {
  /** Needed for everything (create, edit, delete, restore …), and enough for reading. */
  permission: string;
  /** Any of these also allows reading: the list, a record, an export. */
  readPermissions: readonly string[];
}

/** react-admin resource name → its rule; resources without a rule are open to every signed-in user. */
export type ResourceAccessRules = Readonly<Record<string, ResourceAccessRule>>;

/** The actions that only read (react-admin's `list`, `show`, `export`, and a field's `read`). */
const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export', 'read']);

/** Whether a user with `granted` permissions may do `action` under `rule`; unknown permissions (null) never may. */
export function mayAccess(
  rule: ResourceAccessRule | undefined,
  action: string,
  granted: readonly string[] | null,
): boolean {
  if (!rule) return true;
  if (!granted) return false;
  if (granted.includes(rule.permission)) return true;
  return READ_ACTIONS.has(action) && rule.readPermissions.some((permission) => granted.includes(permission));
}
