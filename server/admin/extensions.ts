import type { AnyResource } from '../../resources/define.ts';
import type { App } from '../app-types.ts';
import { employeePermissionsRoutes } from './employees/permissions-routes.ts';
import { employeeRolesRoutes } from './employees/roles-routes.ts';

/** Routes of a named extension, registered inside the resource's scope (prefix `/<name>`). */
export type ExtensionRoutes = (app: App, resource: AnyResource) => Promise<void>;

/**
 * The server half of the extensions definitions name (`extensions: ['roles']` on employees), keyed
 * `<resource>/<extension>`; each lives in `server/admin/<resource>/`.
 */
export const EXTENSIONS: Readonly<Record<string, ExtensionRoutes>> = {
  'employees/roles': employeeRolesRoutes,
  'employees/permissions': employeePermissionsRoutes,
};
