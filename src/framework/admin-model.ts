import type { ResourceAccessRules } from '../../auth/resource-access.ts';
import type { ManifestResource } from '../../resources/manifest-entry.ts';
import { resolveExtensions, type ResolvedExtensions, type ScreenExtensions } from './extensions.ts';
import { archiveResourceNameOf, resourceNameOf, screenPathsOf, type ScreenPaths } from './resource-names.ts';

/** A definition as the admin app mounts it: its react-admin names, URLs and screen extensions. */
export interface AdminResource {
  definition: ManifestResource;
  /** The react-admin resource (`system/tags`). */
  name: string;
  paths: ScreenPaths;
  /** The archive listing of an archivable resource (`archive/employees`), else null. */
  archive: { name: string; paths: ScreenPaths } | null;
  extensions: ResolvedExtensions;
}

/** Every resource of the admin app, in the definitions' order, and by definition name. */
export interface AdminModel {
  resources: readonly AdminResource[];
  byDefinition: ReadonlyMap<string, AdminResource>;
}

/** The menu's order: `menuPosition`, then the Dutch plural. */
function byMenuOrder(a: ManifestResource, b: ManifestResource): number {
  return a.menuPosition - b.menuPosition || a.plural.localeCompare(b.plural, 'nl');
}

export function buildAdminModel(
  definitions: readonly ManifestResource[],
  extensions: ScreenExtensions = {},
): AdminModel {
  const resources = [...definitions].sort(byMenuOrder).map((definition): AdminResource => {
    const name = resourceNameOf(definition.name);
    const archiveName = archiveResourceNameOf(definition.name);
    return {
      definition,
      name,
      paths: screenPathsOf(name),
      archive: definition.archivable ? { name: archiveName, paths: screenPathsOf(archiveName) } : null,
      extensions: resolveExtensions(definition, extensions),
    };
  });
  return {
    resources,
    byDefinition: new Map(resources.map((resource) => [resource.definition.name, resource])),
  };
}

/**
 * `canAccess` rules (auth/resource-access.ts) per react-admin resource: the definition's permission, and its read
 * permissions for reading. The archive listing needs the permission itself (spec §2: /archive/employees needs
 * manage_employees; restoring is a change).
 */
export function accessRulesOf(model: AdminModel): ResourceAccessRules {
  return Object.fromEntries(
    model.resources.flatMap(({ definition, name, archive }) => [
      [name, { permission: definition.permission, readPermissions: definition.readPermissions }],
      ...(archive ? [[archive.name, { permission: definition.permission, readPermissions: [] }]] : []),
    ]),
  );
}
