import type { ServerExtensions } from '../extensions.ts';
import { branchExpertiseProfileRoutes } from './expertise-profile-routes.ts';
import { branchExpertiseRoutes } from './expertise-routes.ts';

/** The extensions of branches (`resources/branches.ts`): its ordered expertises and its expertise profiles. */
export const branchExtensions: ServerExtensions<'branches'> = {
  expertises: branchExpertiseRoutes,
  'expertise-profiles': branchExpertiseProfileRoutes,
};
