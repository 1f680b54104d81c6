import type { ServerExtensions } from '../extensions.ts';
import { employeeLoginRoutes } from './login-routes.ts';
import { employeeEmailRoutes } from './email-routes.ts';
import { employeeHistoryRoutes } from './history-routes.ts';
import { employeePermissionsRoutes } from './permissions-routes.ts';
import { employeeRegionsRoutes } from './regions-routes.ts';
import { employeeRolesRoutes } from './roles-routes.ts';

/**
 * The extensions of employees (`resources/employees.ts`, spec §2 and §7): permissions, regions with their roles,
 * roles, the email address, the linked user account (with who may change the employee) and the history.
 */
export const employeeExtensions: ServerExtensions<'employees'> = {
  permissions: employeePermissionsRoutes,
  regions: employeeRegionsRoutes,
  roles: employeeRolesRoutes,
  email: employeeEmailRoutes,
  account: employeeLoginRoutes,
  history: employeeHistoryRoutes,
};

/** What employees add to the engine: authority over the record, the account's lifecycle (./behaviour.ts). */
export { employeeBehaviour } from './behaviour.ts';
