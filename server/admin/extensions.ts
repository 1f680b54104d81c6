import type { AnyResource } from '../../resources/define.ts';
import type { App } from '../app-types.ts';
import { employeePermissionsRoutes } from './employees/permissions-routes.ts';
import { employeeRolesRoutes } from './employees/roles-routes.ts';
import { employeeAccountRoutes } from './employees/account-routes.ts';
import { employeeEmailRoutes } from './employees/email-routes.ts';
import { employeeHistoryRoutes } from './employees/history-routes.ts';
import { employeeRegionsRoutes } from './employees/regions-routes.ts';
import { branchExpertiseProfileRoutes } from './branches/expertise-profile-routes.ts';
import { branchExpertiseRoutes } from './branches/expertise-routes.ts';
import { profileExpertiseRoutes } from './expertise-profiles/expertise-routes.ts';
import { moveExpertiseRoutes } from './expertises/move-routes.ts';
import { updateFacilityRegion } from './facilities/update-region.ts';
import { oauthClientSecretRoutes } from './oauth-clients/secret-routes.ts';
import { regionFacilities } from './regions/facilities.ts';

/** Routes of a named extension, registered inside the resource's scope (prefix `/<name>`). */
export type ExtensionRoutes = (app: App, resource: AnyResource) => Promise<void>;

/**
 * The server half of the extensions definitions name (`extensions: ['facilities']` on regions), keyed
 * `<resource>/<extension>`; each lives in `server/admin/<resource>/`.
 */
export const EXTENSIONS: Readonly<Record<string, ExtensionRoutes>> = {
  'branches/expertises': branchExpertiseRoutes,
  'branches/expertise-profiles': branchExpertiseProfileRoutes,
  'employees/account': employeeAccountRoutes,
  'employees/email': employeeEmailRoutes,
  'employees/history': employeeHistoryRoutes,
  'employees/permissions': employeePermissionsRoutes,
  'employees/regions': employeeRegionsRoutes,
  'employees/roles': employeeRolesRoutes,
  'expertises/move': moveExpertiseRoutes,
  'expertise-profiles/expertises': profileExpertiseRoutes,
  'facilities/update-region': updateFacilityRegion,
  'oauth-clients/secret': oauthClientSecretRoutes,
  'regions/facilities': regionFacilities,
};
