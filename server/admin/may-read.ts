import type { AnyResource } from '../../resources/define.ts';

/**
 * Whether the permissions read a resource (its list and show pages): its `permission` or one of its
 * `readPermissions`. Also who may see a count of its records (docs/decisions.md "Counts go to who reads them").
 */
export function mayRead(resource: AnyResource, permissions: readonly string[]): boolean {
  return [resource.permission, ...resource.readPermissions].some((name) => permissions.includes(name));
}
