import type { AnyResource } from '../../resources/define.ts';
import type { App } from '../app-types.ts';
import { employeeAccountRoutes } from './employees/account-routes.ts';
import { employeeEmailRoutes } from './employees/email-routes.ts';
import { employeeHistoryRoutes } from './employees/history-routes.ts';
import { employeeRegionsRoutes } from './employees/regions-routes.ts';

/** Routes of a named extension, registered inside the resource's scope (prefix `/<name>`). */
export type ExtensionRoutes = (app: App, resource: AnyResource) => Promise<void>;

/**
 * The server half of the extensions definitions name (`extensions: ['expertises']` on branches), keyed
 * `<resource>/<extension>`; each lives in `server/admin/<resource>/`.
 */
export const EXTENSIONS: Readonly<Record<string, ExtensionRoutes>> = {
  'employees/regions': employeeRegionsRoutes,
  'employees/email': employeeEmailRoutes,
  'employees/account': employeeAccountRoutes,
  'employees/history': employeeHistoryRoutes,
};
