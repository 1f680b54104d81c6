/**
 * The eight permissions of spec §6, plus `manage_oauth_clients` (issue 6: the OAuth applications; docs/decisions.md
 * "OAuth provider"). Shared by the server (checks) and the SPA (menu, guards).
 */
export const PERMISSIONS = [
  'manage_administrative_units',
  'manage_branches',
  'manage_employees',
  'manage_oauth_clients',
  'manage_regions',
  'manage_roles',
  'manage_tags',
  'view_employee_action_history',
  'view_employees',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
