import { registerRoutes } from '../route-match.ts';
import type { AppRoute } from '../routes.ts';
import type { AdminModel } from './admin-model.ts';

/**
 * The routes of the admin resources, derived from their definitions (spec §2, §5): a resource's list and records
 * (`/system/<name>`, `/system/<name>/{id}`) need its permission or one of its read permissions, like the API's
 * reads; adding and editing (`/create`, `/{id}/edit`) and an archivable one's archive (`/archive/<name>`, where
 * records are restored) need the permission itself. Their pages set their own titles (src/framework/screens.tsx).
 */
export function resourceRoutesOf(model: AdminModel): AppRoute[] {
  return model.resources.flatMap(({ definition, paths, archive }): AppRoute[] => {
    const manage = [definition.permission];
    return [
      { path: paths.create, group: 'authenticated', permissions: manage },
      { path: `${paths.list}/:id/edit`, group: 'authenticated', permissions: manage },
      { path: `${paths.list}/*`, group: 'authenticated', anyOf: [...manage, ...definition.readPermissions] },
      ...(archive
        ? [{ path: `${archive.paths.list}/*`, group: 'authenticated', permissions: manage } as const]
        : []),
    ];
  });
}

/** Makes the resources' routes known to the route table's users (menu, 403 check) once the admin app is there. */
export function registerResourceRoutes(model: AdminModel): void {
  registerRoutes(resourceRoutesOf(model));
}
