import { useSession } from '../../auth/session-store.ts';
import type { ManifestResource, ManifestField } from '../../resources/manifest-entry.ts';

/**
 * Granting is bounded by what you hold (docs/security.md, server/admin/authority.ts): you give or take only the
 * permissions you have yourself, and you change a record that grants permissions (a role) only when you hold every
 * permission it carries. The screens show that instead of letting the server refuse.
 */

/** A field of permissions: `field.permissions()` (a role's or an employee's `permissions`). */
export function isPermissionField(field: ManifestField): boolean {
  return field.grants;
}

/**
 * The fields whose values the generic routes write as grants (a role's `permissions`); a read-only permission
 * field (an employee's, changed by `update-permissions`) is its extension's business. The server's
 * `grantFieldsOf` picks the same fields.
 */
export function grantFieldsOf(definition: ManifestResource): string[] {
  return Object.values(definition.fields)
    .filter((field) => isPermissionField(field) && !field.readOnly)
    .map((field) => field.name);
}

/** The values of `permissions` that `granted` lacks, in their own order. */
export function lackedPermissions(permissions: readonly string[], granted: readonly string[]): string[] {
  return permissions.filter((permission) => !granted.includes(permission));
}

/** A record's value of a permission field as a list (anything else is none). */
export function permissionValues(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** The signed-in user's own permissions (`GET /user/permissions`, loaded by the session check). */
export function useGrantedPermissions(): readonly string[] {
  return useSession().userPermissions ?? NONE;
}

const NONE: readonly string[] = [];
