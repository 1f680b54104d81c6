import type { ServerExtensions } from '../extensions.ts';
import { profileExpertiseRoutes } from './expertise-routes.ts';

/** The extensions of expertise profiles (`resources/expertise-profiles.ts`): the profile's expertises. */
export const expertiseProfileExtensions: ServerExtensions<'expertise-profiles'> = {
  expertises: profileExpertiseRoutes,
};
