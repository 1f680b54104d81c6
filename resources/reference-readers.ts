import type { AnyResource } from './define.ts';
import type { Permission } from './permissions.ts';

/**
 * Who may read a resource because another resource refers to it (docs/decisions.md "A reference makes its records
 * readable"): everyone who may read or write a record with a `field.reference` or `field.referenceList` to it must
 * see the referenced records' names (the picker of the create form, the cells of the list and the record page).
 * So a resource's readers are its own `permission` and `readPermissions`, plus the `permission` and
 * `readPermissions` of every other resource that refers to it. A new resource with a reference and a permission of
 * its own therefore works for its own managers without editing the resource it refers to.
 *
 * Applied to the registry (resources/index.ts), so the server's guards, the counts and the SPA's manifest all follow
 * it; idempotent.
 */
export function withReferenceReaders<R extends AnyResource>(resources: readonly R[]): R[] {
  const readers = new Map<string, Set<Permission>>();
  for (const referring of resources) {
    for (const field of Object.values(referring.fields)) {
      if (!field.references || field.references === referring.name) continue;
      const set = readers.get(field.references) ?? new Set<Permission>();
      for (const permission of [referring.permission, ...referring.readPermissions]) set.add(permission);
      readers.set(field.references, set);
    }
  }
  return resources.map((resource) => {
    const own = new Set<Permission>([resource.permission, ...resource.readPermissions]);
    const added = [...(readers.get(resource.name) ?? [])].filter((permission) => !own.has(permission)).sort();
    return added.length === 0
      ? resource
      : { ...resource, readPermissions: [...resource.readPermissions, ...added] };
  });
}
